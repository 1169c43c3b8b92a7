import type { StoreLocale } from '../../config/stores.ts'
import type { ReturnAddress } from './ReturnSummary.tsx'

/** The shop's return address (its contact address) as a return's panel shows it, the country named in the store's language. */
export function returnAddressOf(config: { company: { legalName: string }; contact: { address: { streetAddress: string[]; postalCode: string; locality: string; country: string } } }, locale: StoreLocale): ReturnAddress {
  const { address } = config.contact
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country
  return { name: config.company.legalName, lines: [...address.streetAddress, `${address.postalCode} ${address.locality}`, country] }
}
