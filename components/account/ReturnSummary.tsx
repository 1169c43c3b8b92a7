import { Fragment } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { returnLabelPath } from '../../config/returnLabelPath.ts'
import { formatDate } from '../price/formatMoney.ts'
import { Link } from '../links/Link.tsx'
import { StatusHistoryList } from './StatusHistoryList.tsx'
import { facts, ledger, lead, panel } from './account.styles.ts'
import { css } from '@linaria/core'
import {
  RETURN_STATUS_LABELS,
  RETURN_STATUS_NEXT_STEPS,
  RETURNED_ITEM_STATUS_LABELS,
} from './returnStatus.ts'
import { labelledValue } from '../../config/labelledValue.ts'

const postal = css`
  margin: 0 0 1.6rem;
  font-style: normal;
  line-height: 1.6;
`

/** What a return's panel shows. */
export const ReturnSummaryFragment = graphql(`
  fragment ReturnSummary on ReturnMerchandiseAuthorization {
    id
    number
    createdAt
    status
    order {
      order_id
      order_number
    }
    items {
      id
      name
      sku
      status
      quantity
      selected_options {
        label
        value
      }
      attributes {
        code
        label
        value_label
      }
    }
    attributes {
      code
      label
      value_label
    }
    status_history {
      status
      date
    }
  }
`)

/** Where authorized items go: the company's name, then the address lines and the country's name. */
export interface ReturnAddress {
  name: string
  lines: string[]
}

/**
 * One return (/user/returns, and the order page): its number, date, status and what comes
 * next, the order it belongs to, each item with its quantity, status and the answers given,
 * the return's own answers and its status history. There is no detail page (no route
 * for one): everything is here. On a guest's order page (`token`: its signed link) the label and
 * order links carry the token.
 */
export function ReturnSummary({
  rma: fragment,
  headingLevel = 2,
  returnAddress,
  token = null,
}: {
  rma: FragmentType<typeof ReturnSummaryFragment>
  headingLevel?: 2 | 3
  returnAddress: ReturnAddress
  token?: string | null
}) {
  const { locale } = useShop().store
  const rma = readFragment(ReturnSummaryFragment, fragment)
  const { store } = usePageContext()
  const { i18n } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const statusLabel = RETURN_STATUS_LABELS[rma.status]
  const status = statusLabel ? i18n._(statusLabel) : rma.status
  const next = RETURN_STATUS_NEXT_STEPS[rma.status]
  const { number } = rma
  const date = formatDate(rma.createdAt, store.locale)
  const orderNumber = rma.order.order_number
  const headingId = `return-${rma.id}`
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`
  const orderHref = token === null ? `/user/orders/${rma.order.order_id}/` : `/orders/${query}`
  return (
    <section className={panel} aria-labelledby={headingId} data-return={rma.number}>
      <Heading id={headingId}>
        <Trans>
          Return {number} of {date}
        </Trans>
      </Heading>
      <p className={lead}>
        <Trans>Status: {status}</Trans>
        {next ? <> {i18n._(next)}</> : null}
      </p>
      {rma.status === 'AUTHORIZED' || rma.status === 'PARTIALLY_AUTHORIZED' ? (
        <address className={postal}>
          {[returnAddress.name, ...returnAddress.lines].map((line) => (
            <Fragment key={line}>
              {line}
              <br />
            </Fragment>
          ))}
          <Trans>Write {number} on the parcel.</Trans>
        </address>
      ) : null}
      {rma.status === 'AUTHORIZED' || rma.status === 'PARTIALLY_AUTHORIZED' ? (
        <p>
          <a href={storeHref(store, `${returnLabelPath(rma.id)}${query}`)} download="">
            <Trans>Download the prepaid return label (PDF)</Trans>
          </a>
        </p>
      ) : null}
      <p>
        <Link to={orderHref}>
          <Trans>Order {orderNumber}</Trans>
        </Link>
      </p>
      <table className={ledger}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Item</Trans>
            </th>
            <th scope="col">
              <Trans>Your answers</Trans>
            </th>
            <th scope="col">
              <Trans>Qty</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rma.items.map((item) => {
            const itemStatus = RETURNED_ITEM_STATUS_LABELS[item.status]
            return (
              <tr key={item.id} data-returned-item={item.sku}>
                <td>
                  {item.name}
                  {item.selected_options.length > 0 ? <br /> : null}
                  {item.selected_options
                    .map((option) => labelledValue(locale, option.label, option.value))
                    .join(', ')}
                </td>
                <td>
                  {item.attributes
                    .map((answer) => labelledValue(locale, answer.label, answer.value_label))
                    .join(' · ')}
                </td>
                <td>{item.quantity}</td>
                <td>{itemStatus ? i18n._(itemStatus) : item.status}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {rma.attributes.length > 0 ? (
        <dl className={facts}>
          {rma.attributes.map((answer) => (
            <Fragment key={answer.code}>
              <dt>{answer.label}</dt>
              <dd>{answer.value_label}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      <details>
        <summary>
          <Trans>Status history</Trans>
        </summary>
        <StatusHistoryList changes={rma.status_history} labels={RETURN_STATUS_LABELS} />
      </details>
    </section>
  )
}
