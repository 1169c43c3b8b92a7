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
  { code: 'burgundy', hex: '#6d1f2f', labels: { fr: 'Bordeaux', de: 'Weinrot', en: 'Burgundy', it: 'Bordeaux' } },
  { code: 'mustard', hex: '#d4a017', labels: { fr: 'Moutarde', de: 'Senfgelb', en: 'Mustard', it: 'Senape' } },
]

/** Product families of the menu (slippers, socks, clothing), each with three kinds. */
export interface Family {
  code: 'slippers' | 'socks' | 'clothing'
  labels: LocalizedText
  kinds: readonly Kind[]
  priceRange: readonly [number, number]
}

/** A kind of product: the sub-category and the noun in product names. */
export interface Kind {
  code: string
  labels: LocalizedText
  /** Singular noun used in product names. */
  nouns: LocalizedText
}

export const FAMILIES: readonly Family[] = [
  {
    code: 'slippers',
    labels: { fr: 'Chaussons', de: 'Hausschuhe', en: 'Slippers', it: 'Pantofole' },
    priceRange: [19, 69],
    kinds: [
      { code: 'mule', labels: { fr: 'Mules', de: 'Pantoletten', en: 'Mules', it: 'Ciabatte' }, nouns: { fr: 'Mule', de: 'Pantolette', en: 'Mule', it: 'Ciabatta' } },
      { code: 'bootie', labels: { fr: 'Chaussons montants', de: 'Hüttenschuhe', en: 'Booties', it: 'Stivaletti' }, nouns: { fr: 'Chausson montant', de: 'Hüttenschuh', en: 'Bootie', it: 'Stivaletto' } },
      { code: 'moccasin', labels: { fr: 'Mocassins', de: 'Mokassins', en: 'Moccasins', it: 'Mocassini' }, nouns: { fr: 'Mocassin', de: 'Mokassin', en: 'Moccasin', it: 'Mocassino' } },
    ],
  },
  {
    code: 'socks',
    labels: { fr: 'Chaussettes', de: 'Socken', en: 'Socks', it: 'Calze' },
    priceRange: [7, 24],
    kinds: [
      { code: 'ankle-sock', labels: { fr: 'Socquettes', de: 'Sneakersocken', en: 'Ankle socks', it: 'Calzini corti' }, nouns: { fr: 'Socquette', de: 'Sneakersocke', en: 'Ankle sock', it: 'Calzino corto' } },
      { code: 'crew-sock', labels: { fr: 'Mi-chaussettes', de: 'Wadensocken', en: 'Crew socks', it: 'Calze medie' }, nouns: { fr: 'Mi-chaussette', de: 'Wadensocke', en: 'Crew sock', it: 'Calza media' } },
      { code: 'cosy-sock', labels: { fr: 'Chaussettes cocooning', de: 'Kuschelsocken', en: 'Cosy socks', it: 'Calze da casa' }, nouns: { fr: 'Chaussette cocooning', de: 'Kuschelsocke', en: 'Cosy sock', it: 'Calza da casa' } },
    ],
  },
  {
    code: 'clothing',
    labels: { fr: 'Vêtements', de: 'Kleidung', en: 'Clothing', it: 'Abbigliamento' },
    priceRange: [24, 89],
    kinds: [
      { code: 'pyjamas', labels: { fr: 'Pyjamas', de: 'Schlafanzüge', en: 'Pyjamas', it: 'Pigiami' }, nouns: { fr: 'Pyjama', de: 'Schlafanzug', en: 'Pyjamas', it: 'Pigiama' } },
      { code: 'robe', labels: { fr: 'Peignoirs', de: 'Bademäntel', en: 'Dressing gowns', it: 'Vestaglie' }, nouns: { fr: 'Peignoir', de: 'Bademantel', en: 'Dressing gown', it: 'Vestaglia' } },
      { code: 'sweater', labels: { fr: 'Pulls', de: 'Pullover', en: 'Jumpers', it: 'Maglioni' }, nouns: { fr: 'Pull', de: 'Pullover', en: 'Jumper', it: 'Maglione' } },
    ],
  },
]

/** The three audiences of the menu, with their gender filter code (spec §3). */
export const AUDIENCES = [
  { gender: '299', code: 'men', labels: { fr: 'Homme', de: 'Herren', en: 'Men', it: 'Uomo' } },
  { gender: '300', code: 'women', labels: { fr: 'Femme', de: 'Damen', en: 'Women', it: 'Donna' } },
  { gender: '301', code: 'kids', labels: { fr: 'Enfant', de: 'Kinder', en: 'Kids', it: 'Bambino' } },
] as const

/** Materials, a filterable attribute. */
export const MATERIALS: readonly { code: string; labels: LocalizedText }[] = [
  { code: 'wool', labels: { fr: 'Laine', de: 'Wolle', en: 'Wool', it: 'Lana' } },
  { code: 'cotton', labels: { fr: 'Coton', de: 'Baumwolle', en: 'Cotton', it: 'Cotone' } },
  { code: 'felt', labels: { fr: 'Feutre', de: 'Filz', en: 'Felt', it: 'Feltro' } },
  { code: 'fleece', labels: { fr: 'Polaire', de: 'Fleece', en: 'Fleece', it: 'Pile' } },
  { code: 'cashmere', labels: { fr: 'Cachemire', de: 'Kaschmir', en: 'Cashmere', it: 'Cashmere' } },
  { code: 'leather', labels: { fr: 'Cuir', de: 'Leder', en: 'Leather', it: 'Pelle' } },
]

/** Preposition joining a noun and a material ("en laine", "aus Wolle", "in lana"). */
export const MATERIAL_PREPOSITION: LocalizedText = { fr: 'en', de: 'aus', en: 'in', it: 'in' }

/** Model names: invented words, the same in every language. */
export const MODEL_NAMES = [
  'Alba', 'Bruma', 'Cimes', 'Doline', 'Écrin', 'Flocon', 'Givre', 'Hêtre', 'Isba', 'Jura',
  'Korrigan', 'Lutin', 'Mélèze', 'Névé', 'Oural', 'Pampille', 'Quiétude', 'Rivière', 'Sapin',
  'Tisane', 'Ubac', 'Vallon', 'Wapiti', 'Yéti', 'Zéphyr', 'Aurore', 'Brindille', 'Cocon',
  'Dune', 'Edelweiss', 'Fjord', 'Grésil', 'Hermine', 'Iris', 'Jonquille', 'Kiwi', 'Lichen',
  'Myrtille', 'Noisette', 'Opale',
] as const

/** Sizes per family and audience. */
export const SIZES: Record<Family['code'], Record<'299' | '300' | '301', readonly string[]>> = {
  slippers: { '299': ['40', '41', '42', '43', '44', '45', '46'], '300': ['36', '37', '38', '39', '40', '41'], '301': ['24', '26', '28', '30', '32', '34'] },
  socks: { '299': ['39-42', '43-46'], '300': ['35-38', '39-42'], '301': ['23-26', '27-30', '31-34'] },
  clothing: { '299': ['S', 'M', 'L', 'XL', 'XXL'], '300': ['XS', 'S', 'M', 'L', 'XL'], '301': ['4A', '6A', '8A', '10A', '12A'] },
}

/** Sentences for descriptions, with `{noun}`, `{material}` and `{colour}` placeholders. */
export const DESCRIPTION_TEMPLATES: LocalizedText[] = [
  {
    fr: '{noun} douillet {material}, semelle antidérapante et finitions cousues main. Coloris {colour}.',
    de: '{noun} {material}, mit rutschfester Sohle und handvernähten Details. Farbe {colour}.',
    en: 'Snug {noun} {material} with a non-slip sole and hand-stitched finish. Colour: {colour}.',
    it: '{noun} morbido {material}, suola antiscivolo e finiture cucite a mano. Colore {colour}.',
  },
  {
    fr: 'Le confort au quotidien : {noun} {material}, léger et respirant, coloris {colour}.',
    de: 'Komfort für jeden Tag: {noun} {material}, leicht und atmungsaktiv, in {colour}.',
    en: 'Everyday comfort: a light, breathable {noun} {material}, in {colour}.',
    it: 'Comfort di ogni giorno: {noun} {material}, leggero e traspirante, colore {colour}.',
  },
]
