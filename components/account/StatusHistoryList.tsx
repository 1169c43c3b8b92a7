import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'

/**
 * The statuses an order or a return went through, oldest first, each with its date and time in
 * the store's format; a status without a label shows its code.
 */
export function StatusHistoryList({
  changes,
  labels,
}: {
  changes: readonly { status: string; date: string }[]
  labels: Readonly<Record<string, MessageDescriptor>>
}) {
  const { i18n } = useLingui()
  return (
    <ol>
      {changes.map((change, index) => {
        const label = labels[change.status]
        return (
          <li key={index}>
            <time dateTime={change.date}>
              {i18n.date(new Date(change.date), { dateStyle: 'long', timeStyle: 'short' })}
            </time>
            {' – '}
            {label ? i18n._(label) : change.status}
          </li>
        )
      })}
    </ol>
  )
}
