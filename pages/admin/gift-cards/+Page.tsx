import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../components/admin/useAdminFormats.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../components/admin/FormError.tsx'
import { button, fieldRow, panel, table } from '../../../components/admin/admin.styles.ts'
import {
  FieldError,
  SelectInput,
  TextInput,
  useSentBack,
} from '../../../components/admin/catalogue/ProductFields.tsx'
import { GIFT_CARD_STATE_NAMES } from '../../../components/admin/promotions/couponStatusNames.ts'
import { PROMOTION_FIELD_ERRORS } from '../../../components/admin/promotions/promotionFieldErrors.ts'
import type { GiftCardsPageData } from '../../../server/admin/promotionsPageData.ts'

const LOOKUPS = [
  { value: 'code', label: msg`its code` },
  { value: 'order', label: msg`the number of the order that bought it` },
  { value: 'email', label: msg`the e-mail address of its recipient or buyer` },
]

/** The gift cards' desk (/admin/gift-cards): look a card up; issue one (`giftcards.edit`). */
export default function Page() {
  const { lookup, giftCards, stores } = useAdminData<GiftCardsPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const { money, dateTime } = useAdminFormats()
  const lookupSent = useSentBack(['giftCardLookup'])
  const issueSent = useSentBack(['giftCardIssue'])
  const qError = lookupSent?.fields.q
  return (
    <>
      <h1>
        <Trans>Gift cards</Trans>
      </h1>
      <AdminForm action="/admin/gift-cards" className={panel} labelledBy="gift-card-lookup-heading">
        <h2 id="gift-card-lookup-heading">
          <Trans>Find a gift card</Trans>
        </h2>
        <fieldset>
          <legend>
            <Trans>By</Trans>
          </legend>
          {LOOKUPS.map(({ value, label }) => (
            <div key={value}>
              <input
                id={`lookup-${value}`}
                name="by"
                type="radio"
                value={value}
                defaultChecked={lookup.by === value}
              />{' '}
              <label htmlFor={`lookup-${value}`}>{i18n._(label)}</label>
            </div>
          ))}
        </fieldset>
        <div className={fieldRow}>
          <label htmlFor="field-q">
            <Trans>Code, order number or e-mail address</Trans>
          </label>
          <input
            id="field-q"
            name="q"
            type="search"
            autoComplete="off"
            defaultValue={lookup.q}
            aria-invalid={qError ? true : undefined}
            aria-describedby={qError ? 'field-q-error' : undefined}
          />
          <FieldError id="field-q" error={qError} messages={PROMOTION_FIELD_ERRORS} />
        </div>
        <button className={button} type="submit">
          <Trans>Find</Trans>
        </button>
      </AdminForm>
      {giftCards === null ? null : giftCards.length === 0 ? (
        <p role="status">
          <Trans>No gift card matches.</Trans>
        </p>
      ) : (
        <table className={table}>
          <caption>
            <Trans>Gift cards found, newest first</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Card</Trans>
              </th>
              <th scope="col">
                <Trans>Store</Trans>
              </th>
              <th scope="col">
                <Trans>Balance</Trans>
              </th>
              <th scope="col">
                <Trans>State</Trans>
              </th>
              <th scope="col">
                <Trans>Expires</Trans>
              </th>
              <th scope="col">
                <Trans>Recipient</Trans>
              </th>
              <th scope="col">
                <Trans>Order</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {giftCards.map((card) => (
              <tr key={card.id}>
                <td>
                  <a href={`/admin/gift-cards/${card.id}`}>{card.maskedCode}</a>
                </td>
                <td>{card.storeKey}</td>
                <td>{money(card.balanceCents, card.currency)}</td>
                <td>{i18n._(GIFT_CARD_STATE_NAMES[card.state] ?? msg`Unknown`)}</td>
                <td>{card.expiresAt ? dateTime(card.expiresAt) : '–'}</td>
                <td>{card.recipientEmail || '–'}</td>
                <td>{card.orderNumber ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {admin?.allowed.includes('giftcards.edit') ? (
        <AdminForm action="/admin/gift-cards/issue" className={panel} labelledBy="gift-card-issue-heading">
          <h2 id="gift-card-issue-heading">
            <Trans>Issue a gift card</Trans>
          </h2>
          <FormError form="giftCardIssue" />
          <TextInput
            name="amount"
            label={<Trans>Amount in euros (at most 1,000.00)</Trans>}
            sentBack={issueSent}
            messages={PROMOTION_FIELD_ERRORS}
          />
          <SelectInput
            name="storeKey"
            label={<Trans>Store</Trans>}
            choices={stores.map(({ key, path }) => ({ value: key, label: `${key} (${path})` }))}
            sentBack={issueSent}
            messages={PROMOTION_FIELD_ERRORS}
          />
          <TextInput
            name="expiresOn"
            type="date"
            label={<Trans>Last day (blank: the usual three years)</Trans>}
            sentBack={issueSent}
            messages={PROMOTION_FIELD_ERRORS}
          />
          <TextInput
            name="recipientEmail"
            type="email"
            label={<Trans>Recipient’s e-mail address (blank: no e-mail, hand the code over yourself)</Trans>}
            sentBack={issueSent}
            messages={PROMOTION_FIELD_ERRORS}
          />
          <TextInput
            name="recipientName"
            label={<Trans>Recipient’s name</Trans>}
            sentBack={issueSent}
            messages={PROMOTION_FIELD_ERRORS}
          />
          <TextInput
            name="senderName"
            label={<Trans>From (required with an e-mail address)</Trans>}
            sentBack={issueSent}
            messages={PROMOTION_FIELD_ERRORS}
          />
          <button className={button} type="submit">
            <Trans>Issue the card</Trans>
          </button>
        </AdminForm>
      ) : null}
    </>
  )
}
