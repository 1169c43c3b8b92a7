import { renderToStaticMarkup } from 'react-dom/server'
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { HostedPageView } from '../../domain/payments/offline/hostedPageView.ts'
import { fromCents } from '../../pricing/index.ts'
import { formatMoney } from '../price/formatMoney.ts'
import { BRAND_NAME } from '../layout/Logo.tsx'
import { colors, fonts, fontSizes } from '../theme/tokens.ts'
import { createServerI18n } from '../../renderer/i18n/serverI18n.ts'

// The provider's own page, outside the shop's layout and stylesheet: its few rules are inline.
const STYLES = `
body { margin: 0; font: 1.6rem/1.5 ${fonts.sans}; color: ${colors.textBlack}; background: ${colors.grey}; }
html { font-size: 62.5%; }
main { max-width: 42rem; margin: 4rem auto; padding: 2.4rem; background: ${colors.white}; border: 1px solid ${colors.greyBorder}; border-radius: 0.8rem; }
h1 { font-size: ${fontSizes.h3}; margin: 0 0 1.6rem; }
.note { font-size: ${fontSizes.body}; color: ${colors.greyText}; }
form { display: flex; flex-wrap: wrap; gap: 1.2rem; margin-top: 2.4rem; }
button { min-height: 4.4rem; padding: 0 2rem; font: inherit; border-radius: 0.4rem; border: 1px solid ${colors.brandPrimaryText}; cursor: pointer; }
.primary { background: ${colors.brandPrimaryText}; color: ${colors.white}; }
.secondary { background: ${colors.white}; color: ${colors.brandPrimaryText}; }
button:focus-visible { outline: 3px solid ${colors.textBlack}; outline-offset: 2px; }
`

function ProviderPage({ view, i18n }: { view: HostedPageView; i18n: I18n }) {
  const amount = formatMoney(fromCents(view.amountCents), view.currency, view.locale)
  const merchant = BRAND_NAME
  const isChallenge = view.kind === 'challenge'
  const title = isChallenge ? i18n._(msg`Confirm your payment`) : i18n._(msg`Test wallet`)
  const last4 = view.card?.last4 ?? ''
  return (
    <html lang={view.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style>{STYLES}</style>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>
            {isChallenge
              ? i18n._(
                  msg`Your bank asks you to confirm the payment of ${amount} to ${merchant} with the card ending in ${last4}.`,
                )
              : i18n._(msg`Pay ${amount} to ${merchant} with your test wallet?`)}
          </p>
          <p className="note">
            {i18n._(
              msg`This page belongs to the offline test payment provider: no bank is contacted and no money is taken.`,
            )}
          </p>
          <form method="post" action={view.formAction}>
            <input type="hidden" name="token" value={view.token} />
            <button className="primary" type="submit" name="outcome" value={isChallenge ? 'complete' : 'pay'}>
              {isChallenge ? i18n._(msg`Complete authentication`) : i18n._(msg`Pay with test wallet`)}
            </button>
            <button
              className="secondary"
              type="submit"
              name="outcome"
              value={isChallenge ? 'fail' : 'cancel'}
            >
              {isChallenge ? i18n._(msg`Fail authentication`) : i18n._(msg`Cancel`)}
            </button>
          </form>
        </main>
      </body>
    </html>
  )
}

/**
 * Renders a page of the offline test provider (3-D Secure challenge, wallet sheet) in the
 * shopper's language: a form that works without JavaScript and posts the answer back to
 * the provider, which returns the shopper to the shop.
 */
export function renderPaymentProviderPage(view: HostedPageView): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<ProviderPage view={view} i18n={createServerI18n(view.locale)} />)}`
}
