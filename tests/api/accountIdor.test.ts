import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { DEFAULT_PASSWORD } from './helpers/accountFixtures.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers differ per operation
type Data = Record<string, any>

const ADDRESS_FIELDS = 'id firstname lastname company street postcode city countryCode telephone defaultBilling defaultShipping'
const CREATE_ADDRESS = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { success errorCode address { id } } }`
const UPDATE_ADDRESS = `mutation ($id: ID!, $input: CustomerAddressInput!) { updateCustomerAddress(id: $id, input: $input) { success errorCode errorField address { id } customer { id } } }`
const DELETE_ADDRESS = `mutation ($id: ID!) { deleteCustomerAddress(id: $id) { success errorCode errorField customer { id } } }`
const OWN_DATA = `{ me { id email firstname lastname isSubscribed addresses { ${ADDRESS_FIELDS} } } }`

const address = (firstname: string, overrides: Record<string, unknown> = {}) => ({
  firstname,
  lastname: 'Owner',
  street: ['1 rue de la Paix'],
  postcode: '75002',
  city: 'Paris',
  countryCode: 'FR',
  ...overrides,
})
const INTRUDER_ADDRESS = address('Intruder', { street: ['666 Hijack Street'], defaultBilling: true, defaultShipping: true })

/**
 * Every operation that takes the id of something a customer owns: how to call it with an id,
 * and what a refusal looks like. Adding an operation is one line.
 */
const ID_OPERATIONS: { name: string; send: (agent: GraphqlAgent, id: string) => Promise<{ status: number; data?: Data }>; refused: (data: Data) => void }[] = [
  {
    name: 'updateCustomerAddress(id)',
    send: (agent, id) => agent.query(UPDATE_ADDRESS, { id, input: INTRUDER_ADDRESS }),
    refused: (data) => expect(data.updateCustomerAddress).toEqual({ success: false, errorCode: 'ADDRESS_NOT_FOUND', errorField: 'id', address: null, customer: null }),
  },
  {
    name: 'deleteCustomerAddress(id)',
    send: (agent, id) => agent.query(DELETE_ADDRESS, { id }),
    refused: (data) => expect(data.deleteCustomerAddress).toEqual({ success: false, errorCode: 'ADDRESS_NOT_FOUND', errorField: 'id', customer: null }),
  },
  {
    name: 'me { order(orderId) }',
    send: (agent, id) => agent.query('query ($id: ID!) { me { id order(orderId: $id) { order_id } } }', { id }),
    refused: (data) => expect(data.me.order).toBeNull(),
  },
]

/** Every mutation that needs a signed-in customer, with valid arguments. */
const CUSTOMER_MUTATIONS: { name: string; query: string; variables?: Record<string, unknown> }[] = [
  { name: 'updateCustomer', query: 'mutation { updateCustomer(input: { firstname: "Eve", lastname: "Anon" }) { success errorCode customer { id } } }' },
  { name: 'changeCustomerPassword', query: `mutation { changeCustomerPassword(currentPassword: "${DEFAULT_PASSWORD}", newPassword: "a fresh passphrase 7") { success errorCode customer { id } } }` },
  { name: 'requestCustomerEmailChange', query: `mutation { requestCustomerEmailChange(newEmail: "eve@example.org", password: "${DEFAULT_PASSWORD}") { success errorCode } }` },
  { name: 'createCustomerAddress', query: 'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { success errorCode address { id } customer { id } } }', variables: { input: address('Eve') } },
  { name: 'updateCustomerAddress', query: UPDATE_ADDRESS, variables: { id: '1', input: address('Eve') } },
  { name: 'deleteCustomerAddress', query: DELETE_ADDRESS, variables: { id: '1' } },
  { name: 'updateNewsletterSubscription', query: 'mutation { updateNewsletterSubscription(subscribed: true) { success errorCode customer { id } } }' },
  { name: 'addToWishlist', query: 'mutation { addToWishlist(input: { sku: "SL-00001" }) { success errorCode } }' },
  { name: 'removeFromWishlist', query: 'mutation { removeFromWishlist(itemId: "1") { success errorCode } }' },
  { name: 'createReturnAuthorization', query: 'mutation { createReturnAuthorization(input: { orderId: "1", items: [{ sku: "SL-00001", quantity: 1, reason: "damaged" }] }) { success errorCode } }' },
]

let app: FastifyInstance
let alice: GraphqlAgent
let bob: GraphqlAgent
let bobsAddressIds: string[]
let alicesAddressIds: string[]

async function customerWithAddresses(email: string, clientIp: string, names: string[]): Promise<{ agent: GraphqlAgent; ids: string[] }> {
  const agent = createGraphqlAgent(app, { clientIp })
  expect((await registerCustomer(agent, { email })).success).toBe(true)
  const ids: string[] = []
  for (const name of names) {
    const created = await agent.query(CREATE_ADDRESS, { input: address(name) })
    expect(created.data?.createCustomerAddress.success).toBe(true)
    ids.push(created.data?.createCustomerAddress.address.id)
  }
  return { agent, ids }
}

beforeAll(async () => {
  app = await buildApiApp()
  ;({ agent: alice, ids: alicesAddressIds } = await customerWithAddresses('alice@example.org', '10.40.0.1', ['Alice home', 'Alice work']))
  ;({ agent: bob, ids: bobsAddressIds } = await customerWithAddresses('bob@example.org', '10.40.0.2', ['Bob home', 'Bob work']))
}, 120_000)
afterAll(async () => {
  await app?.close()
})

/** Ids an intruder tries: the other customer's, written plainly and in other ways the server might read as the same number, and nonsense. */
const idsToTry = () => [...bobsAddressIds, ...bobsAddressIds.map((id) => `0${id}`), ` ${bobsAddressIds[0]}`, `${bobsAddressIds[0]}.0`, '-1', '0', 'abc', '99999999999999999999', `${bobsAddressIds[0]} OR 1=1`]

describe('a customer using another customer’s ids', () => {
  for (const operation of ID_OPERATIONS) {
    it(`is refused by ${operation.name}, and the owner’s data stays as it was`, async () => {
      const bobBefore = (await bob.query(OWN_DATA)).data?.me
      const aliceBefore = (await alice.query(OWN_DATA)).data?.me
      expect(bobBefore.addresses).toHaveLength(2)
      for (const id of idsToTry()) {
        const answer = await operation.send(alice, id)
        expect(answer.status, `id ${JSON.stringify(id)}`).toBe(200)
        operation.refused(answer.data!)
      }
      expect((await bob.query(OWN_DATA)).data?.me).toEqual(bobBefore)
      // Nor did the intruder's own book change (no default moved to a foreign address).
      expect((await alice.query(OWN_DATA)).data?.me).toEqual(aliceBefore)
    })
  }

  it('still works for the owner with the same ids (the refusals are about ownership)', async () => {
    const updated = await bob.query(UPDATE_ADDRESS, { id: bobsAddressIds[1], input: address('Bob moved', { postcode: '69001', city: 'Lyon' }) })
    expect(updated.data?.updateCustomerAddress).toMatchObject({ success: true, address: { id: bobsAddressIds[1] } })
    expect((await alice.query(UPDATE_ADDRESS, { id: alicesAddressIds[1], input: address('Alice moved') })).data?.updateCustomerAddress.success).toBe(true)
    const bobs = (await bob.query(OWN_DATA)).data?.me.addresses as { firstname: string; city: string }[]
    expect(bobs.map((entry) => [entry.firstname, entry.city])).toEqual([
      ['Bob home', 'Paris'],
      ['Bob moved', 'Lyon'],
    ])
  })
})

describe('an anonymous shopper', () => {
  for (const mutation of CUSTOMER_MUTATIONS) {
    it(`is asked to sign in by ${mutation.name}`, async () => {
      const anonymous = createGraphqlAgent(app, { clientIp: '10.41.0.1' })
      const answer = await anonymous.query(mutation.query, mutation.variables)
      expect(answer.status).toBe(200)
      expect(answer.errors).toBeUndefined()
      const result = answer.data?.[mutation.name]
      expect(result).toMatchObject({ success: false, errorCode: 'SIGN_IN_REQUIRED' })
      for (const owned of ['customer', 'address']) if (owned in result) expect(result[owned]).toBeNull()
    })
  }

  it('sees no customer and changes nobody’s data', async () => {
    const anonymous = createGraphqlAgent(app, { clientIp: '10.41.0.2' })
    expect((await anonymous.query('{ me { id } }')).data?.me).toBeNull()
    const bobBefore = (await bob.query(OWN_DATA)).data?.me
    for (const id of bobsAddressIds) await anonymous.query(DELETE_ADDRESS, { id })
    expect((await bob.query(OWN_DATA)).data?.me).toEqual(bobBefore)
  })
})
