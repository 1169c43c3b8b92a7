import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import type { SafetyWarning } from '../../graphql/client/generated/graphql.ts'
import { regionName } from '../price/cachedFormats.ts'
import { useShop } from '../shop/ShopContext.tsx'
import { operatorAddress, safetySection, warningList } from './productSafety.styles.ts'

/** What the safety section needs: the product's GPSR art. 19 information. */
export const ProductSafetyFragment = graphql(`
  fragment ProductSafety on Product {
    safety {
      manufacturer {
        ...EconomicOperatorAddress
      }
      responsiblePerson {
        ...EconomicOperatorAddress
      }
      productType
      reference
      warnings
    }
  }
`)

export const EconomicOperatorAddressFragment = graphql(`
  fragment EconomicOperatorAddress on EconomicOperator {
    name
    street
    postalCode
    city
    countryCode
    email
  }
`)

/** The words of each warning code, in the store's language. */
const WARNINGS: Record<SafetyWarning, MessageDescriptor> = {
  KEEP_AWAY_FROM_FIRE: msg`Keep away from fire.`,
  SMALL_PARTS: msg`Not suitable for children under 36 months: small parts, choking hazard.`,
  SLIPPERY_ON_SMOOTH_FLOORS: msg`No non-slip sole: can be slippery on smooth floors.`,
}

/**
 * "Product safety" (General Product Safety Regulation art. 19, docs/product-safety.md): the
 * manufacturer's name, postal and e-mail address, the responsible person in the EU when the
 * manufacturer is outside it, the product type and reference, and the warnings that apply.
 * Nothing for what is no physical product (gift cards, downloads).
 */
export function ProductSafety({
  product: fragment,
}: {
  product: FragmentType<typeof ProductSafetyFragment>
}) {
  const { safety } = readFragment(ProductSafetyFragment, fragment)
  const { i18n } = useLingui()
  if (!safety) return null
  return (
    <section className={safetySection} aria-labelledby="product-safety">
      <h2 id="product-safety">
        <Trans>Product safety</Trans>
      </h2>
      {safety.warnings.length > 0 ? (
        <ul className={warningList} aria-label={i18n._(msg`Warnings`)}>
          {safety.warnings.map((warning) => (
            <li key={warning}>{i18n._(WARNINGS[warning])}</li>
          ))}
        </ul>
      ) : null}
      <dl>
        <dt>
          <Trans>Manufacturer</Trans>
        </dt>
        <dd>
          <OperatorAddress operator={safety.manufacturer} />
        </dd>
        {safety.responsiblePerson ? (
          <>
            <dt>
              <Trans>Responsible person in the EU</Trans>
            </dt>
            <dd>
              <OperatorAddress operator={safety.responsiblePerson} />
            </dd>
          </>
        ) : null}
        <dt>
          <Trans>Product type</Trans>
        </dt>
        <dd>{safety.productType}</dd>
        <dt>
          <Trans>Reference</Trans>
        </dt>
        <dd>{safety.reference}</dd>
      </dl>
    </section>
  )
}

/** An economic operator's name, postal address (country in the store's language) and e-mail. */
function OperatorAddress({
  operator: fragment,
}: {
  operator: FragmentType<typeof EconomicOperatorAddressFragment>
}) {
  const operator = readFragment(EconomicOperatorAddressFragment, fragment)
  const { store } = useShop()
  return (
    <address className={operatorAddress}>
      {operator.name}
      <br />
      {operator.street}
      <br />
      {`${operator.postalCode} ${operator.city}`}
      <br />
      {regionName(store.locale, operator.countryCode)}
      <br />
      <a href={`mailto:${operator.email}`}>{operator.email}</a>
    </address>
  )
}
