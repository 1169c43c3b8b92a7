import type { ReactNode } from 'react'
import { EMAIL_AMOUNT_TABLE_CLASS } from './emailAmountTable.ts'

const CELL = { padding: '6px 0', borderBottom: '1px solid #eee' }
const AMOUNT = { ...CELL, textAlign: 'right' as const, whiteSpace: 'nowrap' as const }
const DETAIL = { color: '#555', fontSize: '13px' }

/** A line of an e-mail's table: what (with an optional detail under it) and its amount, already formatted. */
export interface EmailAmountRow {
  label: ReactNode
  detail?: ReactNode
  amount: string
}

/**
 * The items and totals of an order, a cart or a refund in an e-mail: one row per line, then the
 * totals, the last one (`total`) in bold.
 */
export function EmailAmountTable({
  rows,
  total,
}: {
  rows: readonly EmailAmountRow[]
  total: { label: ReactNode; amount: string }
}) {
  return (
    <table className={EMAIL_AMOUNT_TABLE_CLASS} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td style={CELL}>
              {row.label}
              {row.detail ? <div style={DETAIL}>{row.detail}</div> : null}
            </td>
            <td style={AMOUNT}>{row.amount}</td>
          </tr>
        ))}
        <tr>
          <td style={{ ...CELL, fontWeight: 700 }}>{total.label}</td>
          <td style={{ ...AMOUNT, fontWeight: 700 }}>{total.amount}</td>
        </tr>
      </tbody>
    </table>
  )
}
