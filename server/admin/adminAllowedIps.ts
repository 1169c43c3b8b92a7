import { BlockList, isIP } from 'node:net'

/**
 * Reads `ADMIN_ALLOWED_IPS`: a comma-separated list of addresses and CIDR ranges (IPv4 or IPv6)
 * that may reach `/admin` (docs/back-office.md#where-it-lives). Empty: every address may.
 */
export function readAdminAllowedIps(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  for (const entry of entries) {
    if (!isAddressOrRange(entry))
      throw new Error(
        `ADMIN_ALLOWED_IPS must be a comma-separated list of IP addresses or CIDR ranges, got "${raw}"`,
      )
  }
  return entries
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128)
}

/** Whether a client address may reach the back office; an empty list allows every address. */
export function adminAddressMatcher(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => true
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return (clientAddress) => {
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const address = clientAddress.startsWith('::ffff:') ? clientAddress.slice(7) : clientAddress
    const type = isIP(address)
    return type !== 0 && list.check(address, type === 6 ? 'ipv6' : 'ipv4')
  }
}
