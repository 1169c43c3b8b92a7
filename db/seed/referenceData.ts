import type { Insertable } from 'kysely'
import type {
  AttributeOptionTable,
  LocalizedText,
  AttributeTable,
  CountryTable,
  FeatureFlagTable,
} from '../tables.ts'
import { FEATURE_FLAGS } from '../../config/shopConfig.ts'
import { AUDIENCES, COLOURS, MATERIALS, SIZE_ORDER } from './vocabulary.ts'

/** Filterable attributes: gender ("genre"), colour (id 93), size, material. */
export function buildAttributes(): {
  attributes: Insertable<AttributeTable>[]
  options: Insertable<AttributeOptionTable>[]
} {
  const attributes: Insertable<AttributeTable>[] = [
    {
      code: 'genre',
      id: 175,
      labels: JSON.stringify({ fr: 'Genre', de: 'Geschlecht', en: 'Gender', it: 'Genere' }),
      is_filterable: true,
      position: 1,
    },
    {
      code: 'color',
      id: 93,
      labels: JSON.stringify({ fr: 'Couleur', de: 'Farbe', en: 'Colour', it: 'Colore' }),
      is_filterable: true,
      position: 2,
    },
    {
      code: 'size',
      id: 144,
      labels: JSON.stringify({ fr: 'Taille', de: 'Größe', en: 'Size', it: 'Taglia' }),
      is_filterable: true,
      position: 3,
    },
    {
      code: 'material',
      id: 150,
      labels: JSON.stringify({ fr: 'Matière', de: 'Material', en: 'Material', it: 'Materiale' }),
      is_filterable: true,
      position: 4,
    },
  ]
  const options: Insertable<AttributeOptionTable>[] = [
    // Facet labels as the menu writes the audiences ("Homme", "Herren", "Men", "Uomo").
    ...AUDIENCES.map((audience, index) => ({
      attribute_code: 'genre',
      value: audience.gender,
      labels: JSON.stringify(audience.labels),
      swatch: null,
      position: index,
    })),
    ...COLOURS.map((colour, index) => ({
      attribute_code: 'color',
      value: colour.code,
      labels: JSON.stringify(colour.labels),
      swatch: colour.hex,
      position: index,
    })),
    ...MATERIALS.map((material, index) => ({
      attribute_code: 'material',
      value: material.code,
      labels: JSON.stringify(material.labels),
      swatch: null,
      position: index,
    })),
  ]
  // Positions follow the sizes' own order (35 < 36, S < M < XL, 4A < 10A), which lists and facets show.
  SIZE_ORDER.forEach((size, index) =>
    options.push({
      attribute_code: 'size',
      value: size,
      labels: JSON.stringify(sizeLabels(size)),
      swatch: null,
      position: index,
    }),
  )
  return { attributes, options }
}

/** A size as each store writes it: children's ages ("4A") in words, other sizes as they are. */
function sizeLabels(size: string): LocalizedText {
  const age = /^(\d+)A$/.exec(size)?.[1]
  if (!age) return { fr: size, de: size, en: size, it: size }
  return { fr: `${age} ans`, de: `${age} Jahre`, en: `${age} years`, it: `${age} anni` }
}

const COUNTRIES: readonly Insertable<CountryTable>[] = [
  {
    code2: 'FR',
    code3: 'FRA',
    numeric_code: '250',
    subdivision: 'ISO 3166-2:FR',
    names: JSON.stringify({ fr: 'France', de: 'Frankreich', en: 'France', it: 'Francia' }),
  },
  {
    code2: 'DE',
    code3: 'DEU',
    numeric_code: '276',
    subdivision: 'ISO 3166-2:DE',
    names: JSON.stringify({ fr: 'Allemagne', de: 'Deutschland', en: 'Germany', it: 'Germania' }),
  },
  {
    code2: 'GB',
    code3: 'GBR',
    numeric_code: '826',
    subdivision: 'ISO 3166-2:GB',
    names: JSON.stringify({
      fr: 'Royaume-Uni',
      de: 'Vereinigtes Königreich',
      en: 'United Kingdom',
      it: 'Regno Unito',
    }),
  },
  {
    code2: 'IT',
    code3: 'ITA',
    numeric_code: '380',
    subdivision: 'ISO 3166-2:IT',
    names: JSON.stringify({ fr: 'Italie', de: 'Italien', en: 'Italy', it: 'Italia' }),
  },
  {
    code2: 'BE',
    code3: 'BEL',
    numeric_code: '056',
    subdivision: 'ISO 3166-2:BE',
    names: JSON.stringify({ fr: 'Belgique', de: 'Belgien', en: 'Belgium', it: 'Belgio' }),
  },
  {
    code2: 'CH',
    code3: 'CHE',
    numeric_code: '756',
    subdivision: 'ISO 3166-2:CH',
    names: JSON.stringify({ fr: 'Suisse', de: 'Schweiz', en: 'Switzerland', it: 'Svizzera' }),
  },
  {
    code2: 'AT',
    code3: 'AUT',
    numeric_code: '040',
    subdivision: 'ISO 3166-2:AT',
    names: JSON.stringify({ fr: 'Autriche', de: 'Österreich', en: 'Austria', it: 'Austria' }),
  },
  {
    code2: 'ES',
    code3: 'ESP',
    numeric_code: '724',
    subdivision: 'ISO 3166-2:ES',
    names: JSON.stringify({ fr: 'Espagne', de: 'Spanien', en: 'Spain', it: 'Spagna' }),
  },
  {
    code2: 'LU',
    code3: 'LUX',
    numeric_code: '442',
    subdivision: 'ISO 3166-2:LU',
    names: JSON.stringify({ fr: 'Luxembourg', de: 'Luxemburg', en: 'Luxembourg', it: 'Lussemburgo' }),
  },
  {
    code2: 'NL',
    code3: 'NLD',
    numeric_code: '528',
    subdivision: 'ISO 3166-2:NL',
    names: JSON.stringify({ fr: 'Pays-Bas', de: 'Niederlande', en: 'Netherlands', it: 'Paesi Bassi' }),
  },
]

/** Countries with their two-letter, three-letter and numeric codes. */
export function buildCountries(): Insertable<CountryTable>[] {
  return [...COUNTRIES]
}

/** Feature flags: all on except store credit, which has no screens yet. */
export function buildFeatureFlags(): Insertable<FeatureFlagTable>[] {
  return FEATURE_FLAGS.map((name) => ({ name, is_active: name !== 'store_credit' }))
}
