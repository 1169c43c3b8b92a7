import type { Selectable } from 'kysely'
import type { EconomicOperatorTable } from '../../../../db/tables.ts'
import type { ShopContext } from '../../context.ts'
import type { SafetyWarning } from '../../generated/resolverTypes.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { localized } from '../../../../domain/catalog/productMappers.ts'

const toOperator = (operator: Selectable<EconomicOperatorTable>) => ({
  name: operator.name,
  street: operator.street,
  postalCode: operator.postal_code,
  city: operator.city,
  countryCode: operator.country_code,
  email: operator.email,
})

/** `Product.safety`: GPSR art. 19 information (docs/product-safety.md), null for gift cards and downloads. */
export async function safety(row: ProductRow, _: unknown, context: ShopContext) {
  const found = await context.loaders.safety.load(row.sku)
  if (!found) return null
  return {
    manufacturer: toOperator(found.manufacturer),
    responsiblePerson: found.responsible_person ? toOperator(found.responsible_person) : null,
    productType: localized(found.product_type, context),
    reference: row.sku,
    warnings: found.warnings.map((warning) => warning.toUpperCase() as SafetyWarning),
  }
}
