import { describe, expect, it } from 'vitest'
import { adminAddressMatcher, readAdminAllowedIps } from './adminAllowedIps.ts'

describe('ADMIN_ALLOWED_IPS', () => {
  it('reads addresses and CIDR ranges of both families, and nothing as "every address"', () => {
    expect(readAdminAllowedIps(' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32 ')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
    ])
    expect(readAdminAllowedIps(undefined)).toEqual([])
    expect(readAdminAllowedIps('')).toEqual([])
  })

  it('stops the server on an entry that is no address or range, naming the setting', () => {
    for (const raw of ['office', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/2', '10.0.0.300'])
      expect(() => readAdminAllowedIps(raw), raw).toThrow(/ADMIN_ALLOWED_IPS/)
  })

  it('lets in only the listed addresses and ranges (IPv4 seen through an IPv6 socket too); an empty list lets in everyone', () => {
    const allowed = adminAddressMatcher(['10.1.0.0/16', '192.0.2.7', '2001:db8::/32'])
    expect(['10.1.200.3', '192.0.2.7', '::ffff:10.1.0.1', '2001:db8::5'].map(allowed)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['10.2.0.1', '192.0.2.8', '2001:db9::1', '127.0.0.1', 'not an address'].map(allowed)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(adminAddressMatcher([])('203.0.113.9')).toBe(true)
  })
})
