import { describe, expect, it } from 'vitest'
import { challengeOfResponse, passkeyNameOf, relyingPartyOf } from './relyingParty.ts'

describe('relyingPartyOf', () => {
  it('binds passkeys to the host name and expects the whole origin, port included', () => {
    expect(relyingPartyOf('http://localhost:3000')).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:3000',
    })
    expect(relyingPartyOf('https://shop.example.de')).toMatchObject({
      id: 'shop.example.de',
      origin: 'https://shop.example.de',
    })
  })
})

describe('passkeyNameOf', () => {
  it('keeps a typed name with its spaces collapsed', () => {
    expect(passkeyNameOf('  Work   laptop ')).toBe('Work laptop')
  })

  it('refuses an empty name and one over 60 characters', () => {
    expect(passkeyNameOf('   ')).toBeNull()
    expect(passkeyNameOf('x'.repeat(61))).toBeNull()
    expect(passkeyNameOf('x'.repeat(60))).toBe('x'.repeat(60))
  })
})

describe('challengeOfResponse', () => {
  const clientData = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

  it('reads the challenge of a response’s client data', () => {
    const challenge = 'o3mm9u6vuaVeN4wRgDTidR5oL6ufLTCrE9ISVYbOGUc'
    expect(challengeOfResponse(clientData({ type: 'webauthn.get', challenge }))).toBe(challenge)
  })

  it('answers null for client data that is not JSON or has no readable challenge', () => {
    expect(challengeOfResponse('not base64 json')).toBeNull()
    expect(challengeOfResponse(clientData({ type: 'webauthn.get' }))).toBeNull()
    expect(challengeOfResponse(clientData({ challenge: 'short' }))).toBeNull()
  })
})
