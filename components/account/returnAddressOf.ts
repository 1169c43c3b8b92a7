import type { StoreLocale } from '../../config/stores.ts'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import type { ReturnAddress } from './ReturnSummary.tsx'
import { regionName } from '../price/cachedFormats.ts'

/** What a page asks of the shop's configuration to show where returns go. */
export const ReturnAddressConfigFragment = graphql(`
  fragment ReturnAddressConfig on ShopConfig {
    company {
      legalName
    }
    contact {
      address {
        streetAddress
        postalCode
        locality
        country
      }
    }
  }
`)

/** The shop's return address (its contact address) as a return's panel shows it, the country named in the store's language. */
export function returnAddressOf(
  fragment: FragmentType<typeof ReturnAddressConfigFragment>,
  locale: StoreLocale,
): ReturnAddress {
  const config = readFragment(ReturnAddressConfigFragment, fragment)
  const { address } = config.contact
  const country = regionName(locale, address.country)
  return {
    name: config.company.legalName,
    lines: [...address.streetAddress, `${address.postalCode} ${address.locality}`, country],
  }
}
