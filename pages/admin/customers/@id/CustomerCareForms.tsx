import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../../components/admin/FormError.tsx'
import { button, fieldRow, panel } from '../../../../components/admin/admin.styles.ts'

/** Adds to or takes from the store credit, with a reason (staff who may adjust it). */
export function StoreCreditForm({ customerId }: { customerId: number }) {
  const { admin } = usePageContext()
  const amount = useKeptValue('storeCredit', 'amount')
  const reason = useKeptValue('storeCredit', 'reason')
  if (!admin?.allowed.includes('storecredit.adjust')) return null
  return (
    <section className={panel} aria-labelledby="adjust-heading">
      <h3 id="adjust-heading">
        <Trans>Adjust the store credit</Trans>
      </h3>
      <AdminForm action={`/admin/customers/${customerId}/store-credit`} labelledBy="adjust-heading">
        <FormError form="storeCredit" />
        <div className={fieldRow}>
          <label htmlFor="credit-amount">
            <Trans>Amount in euros (negative to take)</Trans>
          </label>
          <input id="credit-amount" name="amount" inputMode="decimal" defaultValue={amount} required />
        </div>
        <div className={fieldRow}>
          <label htmlFor="credit-reason">
            <Trans>Reason</Trans>
          </label>
          <input id="credit-reason" name="reason" defaultValue={reason} maxLength={500} required />
        </div>
        <button className={button} type="submit">
          <Trans>Adjust</Trans>
        </button>
      </AdminForm>
    </section>
  )
}

/** Password reset, the data export and the erasure (staff who manage customers). */
export function CustomerCareForms({ customerId, email }: { customerId: number; email: string }) {
  const { admin } = usePageContext()
  const confirmEmail = useKeptValue('erase', 'confirmEmail')
  if (!admin?.allowed.includes('customers.manage')) return null
  const base = `/admin/customers/${customerId}`
  return (
    <>
      <section className={panel} aria-labelledby="reset-heading">
        <h2 id="reset-heading">
          <Trans>Password</Trans>
        </h2>
        <AdminForm action={`${base}/password-reset`} labelledBy="reset-heading">
          <FormError form="passwordReset" />
          <p>
            <Trans>Sends the customer the shop’s e-mail with a new link to choose a password.</Trans>
          </p>
          <button className={button} type="submit">
            <Trans>Send a password reset e-mail</Trans>
          </button>
        </AdminForm>
      </section>
      <section className={panel} aria-labelledby="export-heading">
        <h2 id="export-heading">
          <Trans>Data export</Trans>
        </h2>
        <AdminForm action={`${base}/export`} labelledBy="export-heading">
          <FormError form="export" />
          <p>
            <Trans>
              Everything the shop holds about the customer, as a JSON file (right of access). The download is
              recorded.
            </Trans>
          </p>
          <button className={button} type="submit">
            <Trans>Download the data as JSON</Trans>
          </button>
        </AdminForm>
      </section>
      <section className={panel} aria-labelledby="erase-heading">
        <h2 id="erase-heading">
          <Trans>Erase the account</Trans>
        </h2>
        <AdminForm action={`${base}/erase`} labelledBy="erase-heading">
          <FormError form="erase" />
          <p>
            <Trans>
              On the customer’s request: the account, address book and personal data go; orders, invoices and
              credit memos are kept for the tax records. This cannot be undone.
            </Trans>
          </p>
          <div className={fieldRow}>
            <label htmlFor="erase-confirm">
              <Trans>Type {email} to confirm</Trans>
            </label>
            <input id="erase-confirm" name="confirmEmail" type="email" defaultValue={confirmEmail} required />
          </div>
          <button className={button} type="submit">
            <Trans>Erase the account</Trans>
          </button>
        </AdminForm>
      </section>
    </>
  )
}
