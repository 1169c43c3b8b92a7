import { useLingui } from '@lingui/react/macro'
import { lead } from './account.styles.ts'
import { ORDER_STATUS_LABELS } from './orderStatus.ts'

/** An order's status in the store's words, under its heading (the account's order page and a guest's alike). */
export function OrderStatusLine({ status }: { status: string }) {
  const { t, i18n } = useLingui()
  const label = ORDER_STATUS_LABELS[status]
  const statusText = label ? i18n._(label) : status
  return <p className={lead}>{t`Status: ${statusText}`}</p>
}
