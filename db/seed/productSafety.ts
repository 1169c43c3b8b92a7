import type { Insertable } from 'kysely'
import type {
  BundleOptionTable,
  BundleSelectionTable,
  EconomicOperatorTable,
  LocalizedText,
  ProductSafetyTable,
  ProductTable,
  SafetyWarningCode,
} from '../tables.ts'
import { FAMILIES } from './vocabulary.ts'

const KIDS = '301'

/**
 * The makers of the seed's catalogue: the shop's own workshops (slippers, gift boxes, and
 * the EU responsible person of what it imports), a sock mill in Lombardy, a knitwear maker in
 * Saxony, and a home-textile maker in Türkiye (outside the Union, hence a responsible person).
 */
export const ECONOMIC_OPERATORS = [
  {
    code: 'pantoufle',
    name: 'Pantoufle & Co SAS',
    street: '14 rue des Tisserands',
    postal_code: '88400',
    city: 'Gérardmer',
    country_code: 'FR',
    email: 'securite-produits@pantoufle-et-co.fr',
  },
  {
    code: 'orobico',
    name: 'Calzificio Orobico S.r.l.',
    street: 'Via Borgo Palazzo 118',
    postal_code: '24125',
    city: 'Bergamo',
    country_code: 'IT',
    email: 'qualita@calzificio-orobico.it',
  },
  {
    code: 'erzgebirge',
    name: 'Strickmanufaktur Erzgebirge GmbH',
    street: 'Annaberger Straße 42',
    postal_code: '09456',
    city: 'Annaberg-Buchholz',
    country_code: 'DE',
    email: 'produktsicherheit@strickmanufaktur-erzgebirge.de',
  },
  {
    code: 'pamukkale',
    name: 'Pamukkale Ev Tekstili A.Ş.',
    street: 'Organize Sanayi Bölgesi, 5. Cadde No. 12',
    postal_code: '20330',
    city: 'Denizli',
    country_code: 'TR',
    email: 'export@pamukkale-evtekstili.com.tr',
  },
] as const satisfies readonly EconomicOperatorTable[]

type OperatorCode = (typeof ECONOMIC_OPERATORS)[number]['code']

/** Who makes each kind (nightwear is imported: the shop is its responsible person in the EU). */
const MAKERS: Record<string, { manufacturer: OperatorCode; responsiblePerson?: OperatorCode }> = {
  mule: { manufacturer: 'pantoufle' },
  bootie: { manufacturer: 'pantoufle' },
  moccasin: { manufacturer: 'pantoufle' },
  'ankle-sock': { manufacturer: 'orobico' },
  'crew-sock': { manufacturer: 'orobico' },
  'cosy-sock': { manufacturer: 'orobico' },
  sweater: { manufacturer: 'erzgebirge' },
  tshirt: { manufacturer: 'erzgebirge' },
  pyjamas: { manufacturer: 'pamukkale', responsiblePerson: 'pantoufle' },
  robe: { manufacturer: 'pamukkale', responsiblePerson: 'pantoufle' },
}

const GIFT_BOX: LocalizedText = {
  fr: 'Coffret de chaussettes',
  de: 'Socken-Geschenkbox',
  en: 'Sock gift box',
  it: 'Confezione regalo di calze',
}

/**
 * The warnings a product carries: nightwear and dressing gowns must be kept away from fire
 * (EN 14878), children's booties have pompoms (small parts, EN 71-1), cosy socks have no
 * non-slip sole.
 */
export function warningsOf(product: Pick<Insertable<ProductTable>, 'kind' | 'gender'>): SafetyWarningCode[] {
  const warnings: SafetyWarningCode[] = []
  if (product.kind === 'pyjamas' || product.kind === 'robe') warnings.push('keep_away_from_fire')
  if (product.kind === 'bootie' && product.gender === KIDS) warnings.push('small_parts')
  if (product.kind === 'cosy-sock') warnings.push('slippery_on_smooth_floors')
  return warnings
}

/**
 * Safety information of every sellable physical product: its kind's maker, its type in the
 * four languages and its warnings; a gift box is assembled by the shop and carries the
 * warnings of its pairs. Gift cards and downloadable patterns are no physical products and get none.
 */
export function buildProductSafety(
  products: readonly Insertable<ProductTable>[],
  bundles: {
    options: readonly Insertable<BundleOptionTable>[]
    selections: readonly Insertable<BundleSelectionTable>[]
  },
): Insertable<ProductSafetyTable>[] {
  const kinds = new Map(FAMILIES.flatMap((family) => family.kinds.map((kind) => [kind.code, kind] as const)))
  const sellable = products.filter((product) => product.parent_sku == null)
  const bySku = new Map(sellable.map((product) => [product.sku, product]))
  const rows: Insertable<ProductSafetyTable>[] = []
  for (const product of sellable) {
    const kind = kinds.get(product.kind)
    const maker = MAKERS[product.kind]
    if ((product.type !== 'simple' && product.type !== 'configurable') || !kind || !maker) continue
    rows.push({
      sku: product.sku,
      manufacturer_code: maker.manufacturer,
      responsible_person_code: maker.responsiblePerson ?? null,
      product_type: JSON.stringify(kind.nouns),
      warnings: warningsOf(product),
    })
  }
  for (const bundle of sellable.filter((product) => product.type === 'bundle')) {
    const options = new Set(
      bundles.options.filter((option) => option.sku === bundle.sku).map((option) => option.id),
    )
    const parts = bundles.selections
      .filter((selection) => options.has(selection.option_id))
      .map((selection) => bySku.get(selection.product_sku))
    const warnings = new Set(parts.flatMap((part) => (part ? warningsOf(part) : [])))
    rows.push({
      sku: bundle.sku,
      manufacturer_code: 'pantoufle',
      responsible_person_code: null,
      product_type: JSON.stringify(GIFT_BOX),
      warnings: [...warnings],
    })
  }
  return rows
}
