import { css } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { field } from '../forms/forms.styles.ts'
import { primaryButton } from '../theme/buttons.styles.ts'

const formRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  align-items: end;
`

/**
 * The footer's newsletter form, on every page: plain HTML, no script, no token (the pages are
 * public and cached, so they carry no session). It posts to /newsletter, which only e-mails a
 * confirmation link (double opt-in), after checking that the post comes from the shop itself.
 */
export function FooterNewsletterForm() {
  const { t } = useLingui()
  const { store } = useShop()
  return (
    <section aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter">{t`Newsletter`}</h2>
      <p>
        <Trans>New collections and offers, about twice a month. We first e-mail you a link to confirm.</Trans>
      </p>
      <form method="post" action={storeHref(store, '/newsletter')} aria-labelledby="footer-newsletter">
        <input type="hidden" name="_action" value="footerSubscribe" />
        <div className={formRow}>
          <div className={field}>
            <label htmlFor="footer-newsletter-email">{t`E-mail address`}</label>
            <input
              id="footer-newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
            />
          </div>
          <button type="submit" className={primaryButton}>
            <Trans>Subscribe</Trans>
          </button>
        </div>
      </form>
    </section>
  )
}
