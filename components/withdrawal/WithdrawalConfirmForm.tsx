import { Trans } from '@lingui/react/macro'
import { AccountForm } from '../forms/AccountForm.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { formActions } from '../forms/forms.styles.ts'
import { Link } from '../links/Link.tsx'
import { lead, panel } from '../account/account.styles.ts'
import { WithdrawalStatementText, type StatementItem } from './WithdrawalStatementText.tsx'
import type { WithdrawalConfirmationData } from './withdrawalPageData.ts'

/**
 * The second step: the statement as it will be sent, and the confirmation function labelled
 * "Confirm withdrawal here" (art. 11a(3)), a plain form that sends the statement again
 * (`_action=confirm`) to be checked and recorded.
 */
export function WithdrawalConfirmForm({ data }: { data: WithdrawalConfirmationData }) {
  const { order, links, statement } = data
  const items: StatementItem[] = statement.items.flatMap(({ orderItemId, quantity }) => {
    const line = order.withdrawal.items.find((item) => item.order_item_id === orderItemId)
    return line
      ? [
          {
            key: orderItemId,
            name: line.product_name,
            sku: line.product_sku,
            quantity,
            options: line.selected_options,
          },
        ]
      : []
  })
  return (
    <>
      <p className={lead}>
        <Trans>Please check your statement: it is sent only when you confirm it.</Trans>
      </p>
      <section className={panel} aria-labelledby="withdrawal-statement-heading">
        <h2 id="withdrawal-statement-heading">
          <Trans>Your withdrawal statement</Trans>
        </h2>
        <WithdrawalStatementText
          orderNumber={order.order_number}
          name={statement.name}
          email={statement.email}
          wholeOrder={statement.wholeOrder}
          items={items}
        />
      </section>
      <AccountForm
        name="withdrawal"
        action={links.confirm}
        operation="confirm"
        labelledBy="withdrawal-heading"
      >
        <input type="hidden" name="name" value={statement.name} />
        <input type="hidden" name="email" value={statement.email} />
        <input type="hidden" name="revision" value={order.withdrawal.revision} />
        {links.token ? <input type="hidden" name="token" value={links.token} /> : null}
        {statement.wholeOrder ? (
          <input type="hidden" name="scope" value="all" />
        ) : (
          <>
            <input type="hidden" name="scope" value="items" />
            {statement.items.map(({ orderItemId, quantity }) => (
              <input key={orderItemId} type="hidden" name={`qty[${orderItemId}]`} value={quantity} />
            ))}
          </>
        )}
        <div className={formActions}>
          <SubmitButton>
            <Trans>Confirm withdrawal here</Trans>
          </SubmitButton>
          <Link to={links.start}>
            <Trans>Change my statement</Trans>
          </Link>
        </div>
      </AccountForm>
    </>
  )
}
