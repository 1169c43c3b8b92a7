import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent } from './helpers/graphqlAgent.ts'
import { issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

const BALANCE =
  'query ($code: String!) { giftCardAccount(input: { gift_card_code: $code }) { code balance { value currency } expiration_date } }'

let nextClient = 0
/** A shopper from an address of its own, so each case has the whole rate-limit budget. */
function newShopper() {
  nextClient += 1
  return createGraphqlAgent(app, { clientIp: `10.7.0.${nextClient}` })
}

async function checkBalance(code: string, store = '/en', shopper = newShopper()) {
  const response = await shopper.query(BALANCE, { code }, { store })
  return {
    status: response.status,
    card: response.data?.giftCardAccount,
    errors: response.errors as { message: string; extensions?: { code?: string } }[] | undefined,
    headers: response.headers,
  }
}

describe('gift card balance check (giftCardAccount)', () => {
  it('shows a demo card masked, with its balance and expiry, however the code is typed', async () => {
    expect((await checkBalance('WARM-FEET-CADE-AU75', '/fr')).card).toEqual({
      code: 'XXXX-XXXX-XXXX-AU75',
      balance: { value: 75, currency: 'EUR' },
      expiration_date: '2030-12-31',
    })
    expect((await checkBalance(' snug taps warm de25 ', '/de')).card).toEqual({
      code: 'XXXX-XXXX-XXXX-DE25',
      balance: { value: 25, currency: 'EUR' },
      expiration_date: '2030-12-31',
    })
  })

  it('answers per shopper: never cacheable, even as a GET', async () => {
    const url = `/en/graphql?query=${encodeURIComponent(BALANCE)}&variables=${encodeURIComponent(JSON.stringify({ code: 'WARM-FEET-CADE-AU75' }))}`
    const response = await app.inject({ method: 'GET', url, remoteAddress: '10.7.1.1' })
    expect(response.json().data.giftCardAccount.balance.value).toBe(75)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('gives unknown, disabled and badly typed codes one and the same error, in the store language; an expired card says when it expired', async () => {
    const disabled = await issueGiftCard(app.shopDatabase.db, { amountCents: 5000, store: 'b2c_de' })
    await app.shopDatabase.db
      .updateTable('gift_card_account')
      .set({ state: 'disabled' })
      .where('id', '=', disabled.id)
      .execute()
    const expired = await checkBalance('LATE-CARD-EXPD-2324', '/de')
    expect(expired.card).toBeNull()
    expect(expired.errors).toEqual([
      expect.objectContaining({
        message: 'Diese Geschenkkarte ist am 1. Januar 2025 abgelaufen und kann nicht mehr eingelöst werden.',
        extensions: { code: 'GIFT_CARD_EXPIRED' },
      }),
    ])
    const codes = ['ABCD-EFGH-JKLM-NPQR', disabled.code, 'WARM-FEET-CADE-AU7', '']
    const answers = await Promise.all(codes.map((code) => checkBalance(code, '/de')))
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.card).toBeNull()
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message:
            'Dieser Geschenkkartencode kann nicht verwendet werden. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
          extensions: { code: 'GIFT_CARD_NOT_FOUND' },
        }),
      ])
    }
    expect((await checkBalance('ABCD-EFGH-JKLM-NPQR', '/it')).errors?.[0]?.message).toBe(
      'Questo codice della carta regalo non può essere utilizzato. Lo verifichi e riprovi.',
    )
  })

  it('refuses an address after 10 checks in 10 minutes (429 with Retry-After), even for a right code, and only that address', async () => {
    const guesser = newShopper()
    const guesses = []
    for (let attempt = 0; attempt < 10; attempt++)
      guesses.push(
        await checkBalance(`ABCD-EFGH-JKLM-NP${String.fromCharCode(65 + attempt)}Q`, '/en', guesser),
      )
    expect(
      guesses.every(
        (guess) => guess.status === 200 && guess.errors?.[0]?.extensions?.code === 'GIFT_CARD_NOT_FOUND',
      ),
    ).toBe(true)

    const refused = await checkBalance('WARM-FEET-CADE-AU75', '/en', guesser)
    expect(refused.status).toBe(429)
    expect(refused.card).toBeNull()
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many gift card checks. Please wait a few minutes before trying again.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600)

    // A new session from the same address does not start a new budget.
    expect(
      (
        await checkBalance(
          'WARM-FEET-CADE-AU75',
          '/fr',
          createGraphqlAgent(app, { clientIp: '10.7.0.' + nextClient }),
        )
      ).status,
    ).toBe(429)
    expect((await checkBalance('WARM-FEET-CADE-AU75', '/en')).card?.balance.value).toBe(75)
  })
})
