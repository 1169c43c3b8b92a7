import { Trans, useLingui } from '@lingui/react/macro'
import type { CouponChoices, CouponFormValues } from '../../../server/admin/promotionsPageData.ts'
import { fieldRow, panel } from '../admin.styles.ts'
import { categoryChoices } from '../catalogue/categoryChoices.ts'
import { CheckboxGroup, FieldError, TextInput, type SentBack } from '../catalogue/ProductFields.tsx'
import { PROMOTION_FIELD_ERRORS } from './promotionFieldErrors.ts'

const messages = PROMOTION_FIELD_ERRORS

/**
 * The rules a coupon and a batch's codes share: percent or fixed amount, minimum, validity,
 * stores, categories, switched on; the usage limits unless `withLimits` is off (a batch's codes
 * are single-use). Each field shows what was typed when the form comes back, else `initial`.
 */
export function CouponRulesFields({
  choices,
  sentBack,
  initial,
  withLimits = true,
}: {
  choices: CouponChoices
  sentBack: SentBack
  initial: CouponFormValues | null
  withLimits?: boolean
}) {
  const { t } = useLingui()
  const typeError = sentBack?.fields.discountType
  const type = sentBack ? (sentBack.values.discountType ?? '') : (initial?.discountType ?? 'percent')
  const enabled = sentBack ? (sentBack.values.enabled ?? '') !== '' : (initial?.enabled ?? true)
  return (
    <>
      <fieldset className={panel} aria-describedby={typeError ? 'group-discountType-error' : undefined}>
        <legend>
          <Trans>Discount</Trans>
        </legend>
        <FieldError id="group-discountType" error={typeError} messages={messages} />
        <div>
          <input
            id="discountType-percent"
            name="discountType"
            type="radio"
            value="percent"
            defaultChecked={type === 'percent'}
          />{' '}
          <label htmlFor="discountType-percent">
            <Trans>A percentage of the goods</Trans>
          </label>
        </div>
        <div>
          <input
            id="discountType-fixed"
            name="discountType"
            type="radio"
            value="fixed"
            defaultChecked={type === 'fixed'}
          />{' '}
          <label htmlFor="discountType-fixed">
            <Trans>A fixed amount in euros</Trans>
          </label>
        </div>
        <TextInput
          name="amount"
          label={<Trans>Amount (percent or euros)</Trans>}
          sentBack={sentBack}
          initial={initial?.amount ?? ''}
          messages={messages}
        />
        <TextInput
          name="minimum"
          label={<Trans>Minimum amount of goods in euros (blank: none)</Trans>}
          sentBack={sentBack}
          initial={initial?.minimum ?? ''}
          messages={messages}
        />
      </fieldset>
      <fieldset className={panel}>
        <legend>
          <Trans>Validity (UTC days; blank: no limit)</Trans>
        </legend>
        <TextInput
          name="startsOn"
          type="date"
          label={<Trans>First day</Trans>}
          sentBack={sentBack}
          initial={initial?.startsOn ?? ''}
          messages={messages}
        />
        <TextInput
          name="endsOn"
          type="date"
          label={<Trans>Last day</Trans>}
          sentBack={sentBack}
          initial={initial?.endsOn ?? ''}
          messages={messages}
        />
        {withLimits ? (
          <>
            <TextInput
              name="usageLimit"
              label={<Trans>Uses in all (blank: no limit)</Trans>}
              sentBack={sentBack}
              initial={initial?.usageLimit ?? ''}
              messages={messages}
            />
            <TextInput
              name="perCustomerLimit"
              label={<Trans>Uses per customer (blank: no limit)</Trans>}
              sentBack={sentBack}
              initial={initial?.perCustomerLimit ?? ''}
              messages={messages}
            />
          </>
        ) : null}
      </fieldset>
      <CheckboxGroup
        prefix="store"
        errorName="storeKeys"
        legend={<Trans>Valid in the stores</Trans>}
        choices={choices.stores.map(({ key, path }) => ({
          value: key,
          label: t`the store ${key} (${path})`,
        }))}
        sentBack={sentBack}
        initial={initial?.storeKeys ?? choices.stores.map((store) => store.key)}
        messages={messages}
      />
      <CheckboxGroup
        prefix="category"
        errorName="categoryIds"
        legend={<Trans>Only on the goods of these categories (none ticked: the whole cart)</Trans>}
        choices={categoryChoices(choices.categories)}
        sentBack={sentBack}
        initial={initial?.categoryIds ?? []}
        messages={messages}
      />
      <div className={fieldRow}>
        <div>
          <input id="coupon-enabled" name="enabled" type="checkbox" value="1" defaultChecked={enabled} />{' '}
          <label htmlFor="coupon-enabled">
            <Trans>Switched on</Trans>
          </label>
        </div>
      </div>
    </>
  )
}
