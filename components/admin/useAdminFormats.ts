import { formatDateTime, formatMoney } from '../price/formatMoney.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { localeOfStaffLanguage } from './staffLanguage.ts'

/** The shop's own money and date formats in the staff member's language; times in Paris time, where the shop works. */
export function useAdminFormats() {
  const locale = localeOfStaffLanguage(usePageContext().admin?.language ?? 'en')
  return {
    money: (cents: number, currency: string) => formatMoney(cents / 100, currency, locale),
    dateTime: (value: Date | string) => formatDateTime(value, locale, 'Europe/Paris'),
  }
}
