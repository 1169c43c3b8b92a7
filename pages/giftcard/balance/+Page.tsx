import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { AccountForm } from '../../../components/forms/AccountForm.tsx'
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx'
import { TextField } from '../../../components/forms/TextField.tsx'
import { formActions } from '../../../components/forms/forms.styles.ts'
import { lead, panel } from '../../../components/account/account.styles.ts'
import {
  GIFT_CARD_BALANCE_FORM,
  GiftCardBalanceResult,
} from '../../../components/giftcard/GiftCardBalanceResult.tsx'

/**
 * Gift card balance (`/giftcard/balance`): the shopper types a code, the form posts it
 * (without JavaScript), and the page comes back with the masked card, its balance and its
 * last day, or with one error for every code that cannot be used.
 */
export default function Page() {
  const { t } = useLingui()
  return (
    <>
      <PageHeading>
        <Trans>Gift card balance</Trans>
      </PageHeading>
      <GiftCardBalanceResult />
      <section className={panel} aria-labelledby="gift-card-balance-heading">
        <h2 id="gift-card-balance-heading">
          <Trans>Check a gift card</Trans>
        </h2>
        <p className={lead}>
          <Trans>
            Enter the 16-character code of the gift card, as written in its e-mail (for example
            ABCD-EFGH-JKLM-NPQR).
          </Trans>
        </p>
        <AccountForm
          name={GIFT_CARD_BALANCE_FORM}
          action="/giftcard/balance"
          labelledBy="gift-card-balance-heading"
        >
          <TextField name="code" label={t`Gift card code`} autoComplete="off" required maxLength={40} />
          <div className={formActions}>
            <SubmitButton>
              <Trans>Check the balance</Trans>
            </SubmitButton>
          </div>
        </AccountForm>
      </section>
    </>
  )
}
