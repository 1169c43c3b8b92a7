import { describe, expect, it } from 'vitest'
import { persistedQueryText, sha256Hex } from '../../graphql/client/persisted/persistedQueryManifest.ts'
import { HEADER_CUSTOMER_QUERY_HASH } from './currentCustomer.ts'
import { HeaderCustomerQuery } from './currentCustomerDocument.ts'

describe('header customer probe', () => {
  it('sends the hash the persisted-query manifest holds for its document', () => {
    expect(HEADER_CUSTOMER_QUERY_HASH).toBe(sha256Hex(persistedQueryText(HeaderCustomerQuery)))
  })
})
