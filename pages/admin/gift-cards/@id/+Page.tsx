import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../../components/admin/useAdminFormats.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../components/admin/Notice.tsx'
import { button, code, fieldRow, noticeBox, panel, table } from '../../../../components/admin/admin.styles.ts'
import { TextInput, useSentBack } from '../../../../components/admin/catalogue/ProductFields.tsx'
import {
  GIFT_CARD_MOVEMENT_NAMES,
  GIFT_CARD_STATE_NAMES,
} from '../../../../components/admin/promotions/couponStatusNames.ts'
import { PROMOTION_FIELD_ERRORS } from '../../../../components/admin/promotions/promotionFieldErrors.ts'
import type { GiftCardPageData } from '../../../../server/admin/promotionsPageData.ts'

/** A gift card's page (/admin/gift-cards/<id>): its balance and ledger; adjust it with a reason, disable or enable it. */
export default function Page() {
  const { giftCard: card } = useAdminData<GiftCardPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const { money, dateTime } = useAdminFormats()
  const adjustSent = useSentBack(['giftCardAdjust'])
  if (!card) return null
  const canEdit = admin?.allowed.includes('giftcards.edit') ?? false
  const shown = admin?.shownOnce?.kind === 'giftCardCode' ? admin.shownOnce.code : null
  const page = `/admin/gift-cards/${card.id}`
  const direction = adjustSent?.values.direction ?? 'credit'
  const { maskedCode } = card
  return (
    <>
      <p>
        <a href="/admin/gift-cards">
          <Trans>Gift cards</Trans>
        </a>
      </p>
      <h1>
        <Trans>Gift card {maskedCode}</Trans>
      </h1>
      <Notice />
      {shown ? (
        <div className={noticeBox} role="status">
          <p>
            <Trans>Its code, shown this once (the shop keeps it hashed): hand it over or note it now.</Trans>
          </p>
          <p className={code}>{shown}</p>
        </div>
      ) : null}
      <dl>
        <dt>
          <Trans>Balance</Trans>
        </dt>
        <dd>{money(card.balanceCents, card.currency)}</dd>
        <dt>
          <Trans>Issued for</Trans>
        </dt>
        <dd>{money(card.initialCents, card.currency)}</dd>
        <dt>
          <Trans>State</Trans>
        </dt>
        <dd>{i18n._(GIFT_CARD_STATE_NAMES[card.state] ?? msg`Unknown`)}</dd>
        <dt>
          <Trans>Store</Trans>
        </dt>
        <dd>{card.storeKey}</dd>
        <dt>
          <Trans>Expires</Trans>
        </dt>
        <dd>{card.expiresAt ? dateTime(card.expiresAt) : <Trans>never</Trans>}</dd>
        <dt>
          <Trans>Recipient</Trans>
        </dt>
        <dd>{card.recipientEmail || '–'}</dd>
        <dt>
          <Trans>Order</Trans>
        </dt>
        <dd>{card.orderNumber ?? '–'}</dd>
      </dl>
      <table className={table}>
        <caption>
          <Trans>Ledger, oldest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>When</Trans>
            </th>
            <th scope="col">
              <Trans>Movement</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Reference</Trans>
            </th>
            <th scope="col">
              <Trans>Reason</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {card.movements.map((movement, index) => (
            <tr key={index}>
              <td>{dateTime(movement.at)}</td>
              <td>{i18n._(GIFT_CARD_MOVEMENT_NAMES[movement.kind] ?? msg`Other`)}</td>
              <td>{money(movement.amountCents, card.currency)}</td>
              <td>{movement.reference || '–'}</td>
              <td>{movement.reason || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit ? (
        <>
          <AdminForm action={`${page}/adjust`} className={panel} labelledBy="gift-card-adjust-heading">
            <h2 id="gift-card-adjust-heading">
              <Trans>Adjust the balance</Trans>
            </h2>
            <FormError form="giftCardAdjust" />
            <fieldset>
              <legend>
                <Trans>Direction</Trans>
              </legend>
              <div>
                <input
                  id="direction-credit"
                  name="direction"
                  type="radio"
                  value="credit"
                  defaultChecked={direction !== 'debit'}
                />{' '}
                <label htmlFor="direction-credit">
                  <Trans>Credit: add to the balance</Trans>
                </label>
              </div>
              <div>
                <input
                  id="direction-debit"
                  name="direction"
                  type="radio"
                  value="debit"
                  defaultChecked={direction === 'debit'}
                />{' '}
                <label htmlFor="direction-debit">
                  <Trans>Debit: take from the balance</Trans>
                </label>
              </div>
            </fieldset>
            <TextInput
              name="amount"
              label={<Trans>Amount in euros</Trans>}
              sentBack={adjustSent}
              messages={PROMOTION_FIELD_ERRORS}
            />
            <TextInput
              name="reason"
              label={<Trans>Reason (kept in the ledger)</Trans>}
              sentBack={adjustSent}
              messages={PROMOTION_FIELD_ERRORS}
            />
            <button className={button} type="submit">
              <Trans>Adjust</Trans>
            </button>
          </AdminForm>
          <AdminForm action={`${page}/enabled`} className={fieldRow} labelledBy="gift-card-switch-heading">
            <h2 id="gift-card-switch-heading">
              {card.state === 'disabled' ? <Trans>Enable it again</Trans> : <Trans>Disable it</Trans>}
            </h2>
            <FormError form="giftCardEnabled" />
            <input type="hidden" name="enabled" value={card.state === 'disabled' ? '1' : '0'} />
            <button className={button} type="submit">
              {card.state === 'disabled' ? (
                <Trans>Enable the card again</Trans>
              ) : (
                <Trans>Disable the card (it can no longer be spent)</Trans>
              )}
            </button>
          </AdminForm>
        </>
      ) : null}
    </>
  )
}
