import { Trans, useLingui } from '@lingui/react/macro'
import type { QuickOrderState } from './quickOrderState.ts'
import { errorSummary } from '../forms/forms.styles.ts'
import {
  fieldAtFault,
  QUICK_ORDER_REFUSALS,
  quickOrderFieldId,
  rowErrorMessage,
} from './quickOrderMessages.ts'
import { summaryList } from './quickOrder.styles.ts'

/** Id of the pasted list's text box. */
export const QUICK_ORDER_LIST_ID = 'quick-order-list'

/**
 * What was wrong with the last quick order, at the top of the form: why it was refused as a
 * whole, or a link to each row and each pasted line to fix, announced as an alert.
 */
export function QuickOrderErrorSummary({ state }: { state: QuickOrderState }) {
  const { t, i18n } = useLingui()
  const rows = state.rows
    .map((row, index) => ({ row, number: index + 1 }))
    .filter(({ row }) => row.error !== null)
  if (!state.refusal && rows.length === 0 && state.badLines.length === 0) return null
  return (
    <div className={errorSummary} role="alert" id="quick-order-errors">
      {state.refusal ? (
        <p>{i18n._(QUICK_ORDER_REFUSALS[state.refusal])}</p>
      ) : (
        <>
          <p>
            <Trans>Some products could not be added to your cart:</Trans>
          </p>
          <ul className={summaryList}>
            {rows.map(({ row, number }) =>
              row.error ? (
                <li key={number}>
                  <a href={`#${quickOrderFieldId(fieldAtFault(row.error), number)}`}>
                    {row.error.code === 'notAdded'
                      ? t`Row ${number}: ${row.error.message}`
                      : t`Row ${number}: ${i18n._(rowErrorMessage(row.error))}`}
                  </a>
                </li>
              ) : null,
            )}
            {state.badLines.map(({ line, text }) => (
              <li key={`line-${line}`}>
                <a
                  href={`#${QUICK_ORDER_LIST_ID}`}
                >{t`Line ${line} of your list could not be read: “${text}”.`}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
