import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A secret from configuration, else one generated once and kept in `dataDir/fileName` (mode 600),
 * so a shop started without settings keeps its sessions and signatures valid across restarts.
 */
export function configuredOrStoredSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): string {
  if (configured) return configured
  const file = path.join(dataDir, fileName)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(48).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}
