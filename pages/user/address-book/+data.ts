// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../components/shop/requireCustomer.ts'

/** What the address book shows and fills its form with. */
export type AddressBookPageData = Awaited<ReturnType<typeof data>>

/** The signed-in customer's addresses, the countries to choose from (named in the store's language) and the store's country. */
export async function data(pageContext: PageContextServer) {
  const { me, countries, shop } = await shopQuery(pageContext, AddressBookPageQuery, {})
  const collator = new Intl.Collator(pageContext.store.locale)
  return {
    customer: customerOrSignIn(pageContext, me),
    countries: [...countries]
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((country) => ({ value: country.code2, label: country.name })),
    defaultCountryId: shop.defaultCountryId,
  }
}

const AddressBookPageQuery = graphql(`
  query AddressBookPage {
    me {
      id
      firstname
      lastname
      addresses {
        id
        firstname
        lastname
        company
        street
        postcode
        city
        countryCode
        telephone
        vatId
        defaultBilling
        defaultShipping
        ...PostalAddress_address
      }
    }
    countries {
      code2
      name
    }
    shop {
      id
      defaultCountryId
    }
  }
`)
