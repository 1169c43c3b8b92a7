import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkPictureUrl, createPictureFetcher, isPublicAddress } from './remotePictures.ts'

let server: Server
let port: number
const PNG = Buffer.from('89504e470d0a1a0a', 'hex')

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/picture.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
    if (request.url === '/to-loopback')
      return response.writeHead(302, { location: `http://127.0.0.1:${port}/picture.png` }).end()
    if (request.url === '/loop') return response.writeHead(302, { location: '/loop' }).end()
    if (request.url === '/big') return response.writeHead(200).end(Buffer.alloc(2048))
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('picture URLs of an import', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, another', '127.8.9.1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['unspecified', '0.0.0.0'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['reserved', '240.0.0.1'],
    ['documentation', '192.0.2.10'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique local', 'fd00::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
  ])('refuses a %s address (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false)
    const host = address.includes(':') ? `[${address}]` : address
    expect(checkPictureUrl(`https://${host}/a.png`, [])).toBe('HOST_REFUSED')
  })

  it('takes public addresses and names, http and https only, without credentials', () => {
    expect(isPublicAddress('93.184.215.14')).toBe(true)
    expect(isPublicAddress('2606:4700::1111')).toBe(true)
    expect(checkPictureUrl('https://cdn.shopify.com/s/files/a.jpg?v=1', [])).toBe('OK')
    expect(checkPictureUrl('http://93.184.215.14/a.jpg', [])).toBe('OK')
    // The URL parser reads these spellings of 127.0.0.1 as what they are.
    expect(checkPictureUrl('http://2130706433/a.jpg', [])).toBe('HOST_REFUSED')
    expect(checkPictureUrl('http://0x7f.1/a.jpg', [])).toBe('HOST_REFUSED')
    expect(checkPictureUrl('http://localhost:8080/a.jpg', [])).toBe('HOST_REFUSED')
    expect(checkPictureUrl('ftp://cdn.example/a.jpg', [])).toBe('INVALID_URL')
    expect(checkPictureUrl('file:///etc/passwd', [])).toBe('INVALID_URL')
    expect(checkPictureUrl('https://user:secret@cdn.example/a.jpg', [])).toBe('INVALID_URL')
    expect(checkPictureUrl('not a url', [])).toBe('INVALID_URL')
    expect(checkPictureUrl('http://127.0.0.1/a.jpg', ['127.0.0.1'])).toBe('OK')
  })
})

describe('fetching a picture', () => {
  it('fetches from an allowed local host and refuses it when not allowed', async () => {
    const allowed = createPictureFetcher({ allowedHosts: ['127.0.0.1'] })
    const refused = createPictureFetcher({ allowedHosts: [] })
    try {
      expect(await allowed.fetch(`http://127.0.0.1:${port}/picture.png`)).toEqual({ ok: true, content: PNG })
      expect(await refused.fetch(`http://127.0.0.1:${port}/picture.png`)).toEqual({
        ok: false,
        error: 'HOST_REFUSED',
      })
    } finally {
      await Promise.all([allowed.close(), refused.close()])
    }
  })

  it('refuses a redirect to 127.0.0.1 when that host is not allowed', async () => {
    // `pictures.test` is allowed and resolves to the server; its redirect to 127.0.0.1 is checked again.
    const fetcher = createPictureFetcher({
      allowedHosts: ['pictures.test'],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    })
    try {
      expect(await fetcher.fetch(`http://pictures.test:${port}/picture.png`)).toMatchObject({ ok: true })
      expect(await fetcher.fetch(`http://pictures.test:${port}/to-loopback`)).toEqual({
        ok: false,
        error: 'HOST_REFUSED',
      })
      expect(await fetcher.fetch(`http://pictures.test:${port}/loop`)).toEqual({
        ok: false,
        error: 'FETCH_FAILED',
      })
    } finally {
      await fetcher.close()
    }
  })

  it('refuses a name that resolves to a private address, and connects to the address it checked', async () => {
    const asked: string[] = []
    const fetcher = createPictureFetcher({
      allowedHosts: [],
      resolve: async (hostname) => {
        asked.push(hostname)
        return hostname === 'mixed.test'
          ? [
              { address: '93.184.215.14', family: 4 },
              { address: '10.0.0.7', family: 4 },
            ]
          : [{ address: '127.0.0.1', family: 4 }]
      },
    })
    try {
      expect(await fetcher.fetch(`http://rebound.test:${port}/picture.png`)).toEqual({
        ok: false,
        error: 'HOST_REFUSED',
      })
      expect(await fetcher.fetch('http://mixed.test/picture.png')).toEqual({
        ok: false,
        error: 'HOST_REFUSED',
      })
      expect(asked).toEqual(['rebound.test', 'mixed.test'])
    } finally {
      await fetcher.close()
    }
  })

  it('refuses a body over the size limit and a missing picture', async () => {
    const fetcher = createPictureFetcher({ allowedHosts: ['127.0.0.1'], maxBytes: 1024 })
    try {
      expect(await fetcher.fetch(`http://127.0.0.1:${port}/big`)).toEqual({ ok: false, error: 'TOO_LARGE' })
      expect(await fetcher.fetch(`http://127.0.0.1:${port}/missing.png`)).toEqual({
        ok: false,
        error: 'FETCH_FAILED',
      })
    } finally {
      await fetcher.close()
    }
  })
})
