import type { LocalizedText } from '../tables.ts'

/** A colour of the colour attribute (id 93), with its swatch. */
export interface Colour {
  code: string
  hex: string
  labels: LocalizedText
}

export const COLOURS: readonly Colour[] = [
  { code: 'red', hex: '#c0392b', labels: { fr: 'Rouge', de: 'Rot', en: 'Red', it: 'Rosso' } },
  { code: 'blue', hex: '#2e6fba', labels: { fr: 'Bleu', de: 'Blau', en: 'Blue', it: 'Blu' } },
  { code: 'navy', hex: '#1f2f4d', labels: { fr: 'Marine', de: 'Marineblau', en: 'Navy', it: 'Blu navy' } },
  { code: 'grey', hex: '#8a8f98', labels: { fr: 'Gris', de: 'Grau', en: 'Grey', it: 'Grigio' } },
  { code: 'black', hex: '#1a1a1a', labels: { fr: 'Noir', de: 'Schwarz', en: 'Black', it: 'Nero' } },
  { code: 'beige', hex: '#d8c3a5', labels: { fr: 'Beige', de: 'Beige', en: 'Beige', it: 'Beige' } },
  { code: 'pink', hex: '#e89bb5', labels: { fr: 'Rose', de: 'Rosa', en: 'Pink', it: 'Rosa' } },
  { code: 'green', hex: '#3f7d4e', labels: { fr: 'Vert', de: 'Grün', en: 'Green', it: 'Verde' } },
  {
    code: 'burgundy',
    hex: '#6d1f2f',
    labels: { fr: 'Bordeaux', de: 'Weinrot', en: 'Burgundy', it: 'Bordeaux' },
  },
  {
    code: 'mustard',
    hex: '#d4a017',
    labels: { fr: 'Moutarde', de: 'Senfgelb', en: 'Mustard', it: 'Senape' },
  },
]

/** Product families of the menu (slippers, socks, clothing) with their kinds. */
export interface Family {
  code: 'slippers' | 'socks' | 'clothing'
  labels: LocalizedText
  kinds: readonly Kind[]
  /** Whole euros a regular price starts from and goes up to. */
  priceRange: readonly [number, number]
}

/** A kind of product: the sub-category, the noun in product names and the materials it is made of. */
export interface Kind {
  code: string
  labels: LocalizedText
  /** Singular noun: what one picture shows ("Cosy sock"). */
  nouns: LocalizedText
  /** Noun in product names when it is not the singular: socks are sold by the pair. */
  nameNouns?: LocalizedText
  /** Codes of the {@link MATERIALS} this kind is made of (no leather socks, no felt pyjamas). */
  materials: readonly MaterialCode[]
}

export const FAMILIES: readonly Family[] = [
  {
    code: 'slippers',
    labels: { fr: 'Chaussons', de: 'Hausschuhe', en: 'Slippers', it: 'Pantofole' },
    priceRange: [19, 69],
    kinds: [
      {
        code: 'mule',
        labels: { fr: 'Mules', de: 'Pantoletten', en: 'Mules', it: 'Ciabatte' },
        nouns: { fr: 'Mule', de: 'Pantolette', en: 'Mule', it: 'Ciabatta' },
        materials: ['felt', 'wool', 'leather', 'sheepskin', 'fleece'],
      },
      {
        code: 'bootie',
        labels: { fr: 'Chaussons montants', de: 'Hüttenschuhe', en: 'Booties', it: 'Stivaletti' },
        nouns: { fr: 'Chausson montant', de: 'Hüttenschuh', en: 'Bootie', it: 'Stivaletto' },
        materials: ['wool', 'felt', 'sheepskin', 'fleece'],
      },
      {
        code: 'moccasin',
        labels: { fr: 'Mocassins', de: 'Mokassins', en: 'Moccasins', it: 'Mocassini' },
        nouns: { fr: 'Mocassin', de: 'Mokassin', en: 'Moccasin', it: 'Mocassino' },
        materials: ['leather', 'sheepskin', 'wool'],
      },
    ],
  },
  {
    code: 'socks',
    labels: { fr: 'Chaussettes', de: 'Socken', en: 'Socks', it: 'Calze' },
    priceRange: [7, 24],
    kinds: [
      {
        code: 'ankle-sock',
        labels: { fr: 'Socquettes', de: 'Sneakersocken', en: 'Ankle socks', it: 'Calzini corti' },
        nouns: { fr: 'Socquette', de: 'Sneakersocke', en: 'Ankle sock', it: 'Calzino corto' },
        nameNouns: { fr: 'Socquettes', de: 'Sneakersocken', en: 'Ankle socks', it: 'Calzini corti' },
        materials: ['cotton', 'bamboo', 'merino'],
      },
      {
        code: 'crew-sock',
        labels: { fr: 'Mi-chaussettes', de: 'Wadensocken', en: 'Crew socks', it: 'Calze medie' },
        nouns: { fr: 'Mi-chaussette', de: 'Wadensocke', en: 'Crew sock', it: 'Calza media' },
        nameNouns: { fr: 'Mi-chaussettes', de: 'Wadensocken', en: 'Crew socks', it: 'Calze medie' },
        materials: ['cotton', 'wool', 'merino', 'bamboo', 'cashmere'],
      },
      {
        code: 'cosy-sock',
        labels: { fr: 'Chaussettes cocooning', de: 'Kuschelsocken', en: 'Cosy socks', it: 'Calze da casa' },
        nouns: { fr: 'Chaussette cocooning', de: 'Kuschelsocke', en: 'Cosy sock', it: 'Calza da casa' },
        nameNouns: {
          fr: 'Chaussettes cocooning',
          de: 'Kuschelsocken',
          en: 'Cosy socks',
          it: 'Calze da casa',
        },
        materials: ['wool', 'fleece', 'cashmere', 'merino'],
      },
    ],
  },
  {
    code: 'clothing',
    labels: { fr: 'Vêtements', de: 'Kleidung', en: 'Clothing', it: 'Abbigliamento' },
    priceRange: [19, 89],
    kinds: [
      {
        code: 'pyjamas',
        labels: { fr: 'Pyjamas', de: 'Schlafanzüge', en: 'Pyjamas', it: 'Pigiami' },
        nouns: { fr: 'Pyjama', de: 'Schlafanzug', en: 'Pyjamas', it: 'Pigiama' },
        materials: ['cotton', 'flannel', 'linen'],
      },
      {
        code: 'robe',
        labels: { fr: 'Peignoirs', de: 'Bademäntel', en: 'Dressing gowns', it: 'Vestaglie' },
        nouns: { fr: 'Peignoir', de: 'Bademantel', en: 'Dressing gown', it: 'Vestaglia' },
        materials: ['terry', 'fleece', 'cotton'],
      },
      {
        code: 'sweater',
        labels: { fr: 'Pulls', de: 'Pullover', en: 'Jumpers', it: 'Maglioni' },
        nouns: { fr: 'Pull', de: 'Pullover', en: 'Jumper', it: 'Maglione' },
        materials: ['wool', 'merino', 'cashmere', 'cotton'],
      },
      {
        code: 'tshirt',
        labels: { fr: 'T-shirts', de: 'T-Shirts', en: 'T-shirts', it: 'T-shirt' },
        nouns: { fr: 'T-shirt', de: 'T-Shirt', en: 'T-shirt', it: 'T-shirt' },
        materials: ['cotton', 'linen'],
      },
    ],
  },
]

/** The three audiences of the menu, with their gender filter code. */
export const AUDIENCES = [
  { gender: '299', code: 'men', labels: { fr: 'Homme', de: 'Herren', en: 'Men', it: 'Uomo' } },
  { gender: '300', code: 'women', labels: { fr: 'Femme', de: 'Damen', en: 'Women', it: 'Donna' } },
  { gender: '301', code: 'kids', labels: { fr: 'Enfant', de: 'Kinder', en: 'Kids', it: 'Bambino' } },
] as const

/** Codes of the material attribute's options. */
export type MaterialCode =
  | 'wool'
  | 'cotton'
  | 'felt'
  | 'fleece'
  | 'cashmere'
  | 'leather'
  | 'sheepskin'
  | 'bamboo'
  | 'merino'
  | 'flannel'
  | 'terry'
  | 'linen'

/** A material: its filter label, and how a product name says "made of it" in each language. */
export interface Material {
  code: MaterialCode
  labels: LocalizedText
  /** "en laine", "aus Wolle", "wool" (English puts it before the noun), "in lana". */
  madeOf: LocalizedText
}

/** Materials, a filterable attribute; the first six codes predate the per-kind materials and stay. */
export const MATERIALS: readonly Material[] = [
  {
    code: 'wool',
    labels: { fr: 'Laine', de: 'Wolle', en: 'Wool', it: 'Lana' },
    madeOf: { fr: 'en laine', de: 'aus Wolle', en: 'wool', it: 'in lana' },
  },
  {
    code: 'cotton',
    labels: { fr: 'Coton', de: 'Baumwolle', en: 'Cotton', it: 'Cotone' },
    madeOf: { fr: 'en coton', de: 'aus Baumwolle', en: 'cotton', it: 'in cotone' },
  },
  {
    code: 'felt',
    labels: { fr: 'Feutre', de: 'Filz', en: 'Felt', it: 'Feltro' },
    madeOf: { fr: 'en feutre', de: 'aus Filz', en: 'felt', it: 'in feltro' },
  },
  {
    code: 'fleece',
    labels: { fr: 'Polaire', de: 'Fleece', en: 'Fleece', it: 'Pile' },
    madeOf: { fr: 'en polaire', de: 'aus Fleece', en: 'fleece', it: 'in pile' },
  },
  {
    code: 'cashmere',
    labels: { fr: 'Cachemire', de: 'Kaschmir', en: 'Cashmere', it: 'Cashmere' },
    madeOf: { fr: 'en cachemire', de: 'aus Kaschmir', en: 'cashmere', it: 'in cashmere' },
  },
  {
    code: 'leather',
    labels: { fr: 'Cuir', de: 'Leder', en: 'Leather', it: 'Pelle' },
    madeOf: { fr: 'en cuir', de: 'aus Leder', en: 'leather', it: 'in pelle' },
  },
  {
    code: 'sheepskin',
    labels: { fr: 'Peau de mouton', de: 'Lammfell', en: 'Sheepskin', it: 'Montone' },
    madeOf: { fr: 'en peau de mouton', de: 'aus Lammfell', en: 'sheepskin', it: 'in montone' },
  },
  {
    code: 'bamboo',
    labels: { fr: 'Bambou', de: 'Bambus', en: 'Bamboo', it: 'Bambù' },
    madeOf: { fr: 'en bambou', de: 'aus Bambus', en: 'bamboo', it: 'in bambù' },
  },
  {
    code: 'merino',
    labels: { fr: 'Laine mérinos', de: 'Merinowolle', en: 'Merino wool', it: 'Lana merino' },
    madeOf: { fr: 'en laine mérinos', de: 'aus Merinowolle', en: 'merino', it: 'in lana merino' },
  },
  {
    code: 'flannel',
    labels: { fr: 'Flanelle', de: 'Flanell', en: 'Flannel', it: 'Flanella' },
    madeOf: { fr: 'en flanelle', de: 'aus Flanell', en: 'flannel', it: 'in flanella' },
  },
  {
    code: 'terry',
    labels: { fr: 'Éponge', de: 'Frottee', en: 'Terry towelling', it: 'Spugna' },
    madeOf: { fr: 'en éponge', de: 'aus Frottee', en: 'terry', it: 'in spugna' },
  },
  {
    code: 'linen',
    labels: { fr: 'Lin', de: 'Leinen', en: 'Linen', it: 'Lino' },
    madeOf: { fr: 'en lin', de: 'aus Leinen', en: 'linen', it: 'in lino' },
  },
]

/** The material with this code. */
export function materialOf(code: MaterialCode): Material {
  const material = MATERIALS.find((candidate) => candidate.code === code)
  if (!material) throw new Error(`Unknown material ${code}`)
  return material
}

/** Model names: invented words, the same in every language. */
export const MODEL_NAMES = [
  'Alba',
  'Bruma',
  'Cimes',
  'Doline',
  'Écrin',
  'Flocon',
  'Givre',
  'Hêtre',
  'Isba',
  'Jura',
  'Korrigan',
  'Lutin',
  'Mélèze',
  'Névé',
  'Oural',
  'Pampille',
  'Quiétude',
  'Rivière',
  'Sapin',
  'Tisane',
  'Ubac',
  'Vallon',
  'Wapiti',
  'Yéti',
  'Zéphyr',
  'Aurore',
  'Brindille',
  'Cocon',
  'Dune',
  'Edelweiss',
  'Fjord',
  'Grésil',
  'Hermine',
  'Iris',
  'Jonquille',
  'Kiwi',
  'Lichen',
  'Myrtille',
  'Noisette',
  'Opale',
] as const

/** A gender code of the menu audiences. */
export type GenderCode = '299' | '300' | '301'

const shoeSizes = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index))

/**
 * Sizes each family is sold in, per audience, smallest first: shoe sizes for slippers (women
 * 35–42, men 39–46, kids 24–34), foot-length ranges for socks, garment sizes for clothing.
 */
export const SIZES: Record<Family['code'], Record<GenderCode, readonly string[]>> = {
  slippers: { '299': shoeSizes(39, 46), '300': shoeSizes(35, 42), '301': shoeSizes(24, 34) },
  socks: { '299': ['39-42', '43-46'], '300': ['35-38', '39-42'], '301': ['23-26', '27-30', '31-34'] },
  clothing: {
    '299': ['S', 'M', 'L', 'XL', 'XXL'],
    '300': ['XS', 'S', 'M', 'L', 'XL'],
    '301': ['4A', '6A', '8A', '10A', '12A'],
  },
}

/**
 * Every size in the order a shopper reads them (shoe sizes by number, sock ranges by their
 * first size, XS to XXL, children's ages by age): the size options' positions.
 */
export const SIZE_ORDER: readonly string[] = [
  ...shoeSizes(24, 46),
  '23-26',
  '27-30',
  '31-34',
  '35-38',
  '39-42',
  '43-46',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '4A',
  '6A',
  '8A',
  '10A',
  '12A',
]
