import type { CustomerAddressResolvers } from '../../generated/resolverTypes.ts'

/** Fields of `CustomerAddress` from its row; the country name in the store's language. */
export const CustomerAddress: CustomerAddressResolvers = {
  id: (address) => String(address.id),
  street: (address) => (address.street_extra ? [address.street, address.street_extra] : [address.street]),
  countryCode: (address) => address.country_code,
  vatId: (address) => address.vat_id,
  countryName: async (address, _, context) => {
    const country = await context.db
      .selectFrom('country')
      .select('names')
      .where('code2', '=', address.country_code)
      .executeTakeFirst()
    return country?.names[context.language] ?? address.country_code
  },
  defaultBilling: (address) => address.isDefaultBilling,
  defaultShipping: (address) => address.isDefaultShipping,
}
