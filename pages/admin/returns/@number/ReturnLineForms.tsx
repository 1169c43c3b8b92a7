import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../../components/admin/FormError.tsx'
import { inlineForm, linkButton } from '../../../../components/admin/admin.styles.ts'
import type { ReturnEntry } from '../../../../server/admin/returnPageData.ts'

/** The decisions a line's status allows, for the staff member's role: authorise or deny, receive, approve or reject. */
export function ReturnLineForms({
  number,
  item,
  conditions,
}: {
  number: string
  item: ReturnEntry['items'][number]
  conditions: { value: string; label: string }[]
}) {
  const { admin } = usePageContext()
  const manages = admin?.allowed.includes('returns.manage') ?? false
  const { sku } = item
  if (item.status === 'authorized') return <ReceiveForm number={number} sku={sku} conditions={conditions} />
  if (!manages) return null
  if (item.status === 'pending')
    return <DecideForm number={number} sku={sku} accept="authorized" refuse="denied" />
  if (item.status === 'received')
    return <DecideForm number={number} sku={sku} accept="approved" refuse="rejected" />
  return null
}

function ReceiveForm({
  number,
  sku,
  conditions,
}: {
  number: string
  sku: string
  conditions: { value: string; label: string }[]
}) {
  const kept = useKeptValue(`receive:${sku}`, 'condition')
  const id = `condition-${sku}`
  return (
    <AdminForm action={`/admin/returns/${number}/receive`} className={inlineForm}>
      <FormError form={`receive:${sku}`} />
      <input type="hidden" name="sku" value={sku} />
      <label htmlFor={id}>
        <Trans>Condition of {sku}</Trans>
      </label>
      <select id={id} name="condition" defaultValue={kept} required>
        <option value="">—</option>
        {conditions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button className={linkButton} type="submit">
        <Trans>Receive {sku}</Trans>
      </button>
    </AdminForm>
  )
}

function DecideForm({
  number,
  sku,
  accept,
  refuse,
}: {
  number: string
  sku: string
  accept: 'authorized' | 'approved'
  refuse: 'denied' | 'rejected'
}) {
  const { t } = useLingui()
  const reason = useKeptValue(`decide:${sku}`, 'reason')
  const action = `/admin/returns/${number}/decide`
  const id = `reason-${sku}`
  return (
    <>
      <FormError form={`decide:${sku}`} />
      <AdminForm action={action} className={inlineForm}>
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="to" value={accept} />
        <button className={linkButton} type="submit">
          {accept === 'authorized' ? t`Authorise ${sku}` : t`Approve ${sku}`}
        </button>
      </AdminForm>
      <AdminForm action={action} className={inlineForm}>
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="to" value={refuse} />
        <label htmlFor={id}>
          <Trans>Reason</Trans>
        </label>
        <input id={id} name="reason" defaultValue={reason} maxLength={1000} />
        <button className={linkButton} type="submit">
          {refuse === 'denied' ? t`Deny ${sku}` : t`Reject ${sku}`}
        </button>
      </AdminForm>
    </>
  )
}
