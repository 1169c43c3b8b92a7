import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import {
  RETURN_STATUS_LABELS,
  RETURN_STATUS_NEXT_STEPS,
  RETURNED_ITEM_STATUS_LABELS,
} from '../account/returnStatus.ts'
import { regionName } from '../price/cachedFormats.ts'
import type { ReturnStatusEmailData } from '../../domain/email/emailData.ts'

/** The e-mail a customer receives when they ask for a return and at each change of its status. */
export function ReturnStatusEmail({ data }: { data: ReturnStatusEmailData }) {
  const { t, i18n } = useLingui()
  const { store } = usePageContext()
  const { number, orderNumber, firstname } = data
  const label = RETURN_STATUS_LABELS[data.status]
  const status = label ? i18n._(label) : data.status
  const next = RETURN_STATUS_NEXT_STEPS[data.status]
  const sendBack = data.status === 'AUTHORIZED' || data.status === 'PARTIALLY_AUTHORIZED'
  const country = regionName(store.locale, data.returnCountry)
  return (
    <EmailLayout
      preview={t`Your return ${number}: ${status}`}
      reason={
        <Trans>
          You receive this e-mail because you asked to return items of an order. This is an automatic message:
          please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>Hello {firstname},</Trans>
      </p>
      <p>
        {data.requested ? (
          <Trans>
            We have received your return request {number} for your order {orderNumber}.
          </Trans>
        ) : (
          <Trans>
            Your return {number} for your order {orderNumber} is now: {status}.
          </Trans>
        )}
      </p>
      {next ? <p>{i18n._(next)}</p> : null}
      <ul style={{ paddingLeft: '20px' }}>
        {data.items.map((item) => {
          const itemLabel = RETURNED_ITEM_STATUS_LABELS[item.status]
          return (
            <li key={item.sku}>
              {item.quantity} × {item.name} – {itemLabel ? i18n._(itemLabel) : item.status}
            </li>
          )
        })}
      </ul>
      {sendBack ? (
        <p>
          <Trans>Return address:</Trans>
          {[...data.returnAddress, country].map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
          <br />
          <Trans>Write {number} on the parcel.</Trans>
        </p>
      ) : null}
      {sendBack && data.labelUrl ? (
        <p>
          <a href={data.labelUrl}>
            <Trans>Download the prepaid return label (PDF)</Trans>
          </a>
        </p>
      ) : null}
      <EmailButton href={data.returnsUrl}>
        <Trans>View your returns</Trans>
      </EmailButton>
    </EmailLayout>
  )
}
