import type { Insertable } from 'kysely'
import type { LocalizedText, MediaTable } from '../tables.ts'
import { bannerSceneAt, type BannerScene } from '../../domain/media/artwork/bannerScene.ts'
import { COLOURS, FAMILIES, type Colour, type Kind } from './vocabulary.ts'

/** Pictured kinds outside the menu's families: the gift box of bundles, and T-shirts until the vocabulary lists them. */
const EXTRA_KINDS: readonly Pick<Kind, 'code' | 'nouns'>[] = [
  { code: 'tshirt', nouns: { fr: 'T-shirt', de: 'T-Shirt', en: 'T-shirt', it: 'T-shirt' } },
  {
    code: 'giftbox',
    nouns: { fr: 'Coffret cadeau', de: 'Geschenkbox', en: 'Gift box', it: 'Confezione regalo' },
  },
]

/** What each banner scene shows, with `{colour}` for the colour's name. */
const SCENE_ALTS: Record<BannerScene, LocalizedText> = {
  shelf: {
    fr: 'Mule, chaussette et pull coloris {colour} sur une étagère en bois',
    de: 'Pantolette, Socke und Pullover in {Colour} auf einem Holzregal',
    en: 'Mule, sock and jumper in {colour} on a wooden shelf',
    it: 'Ciabatta, calza e maglione color {colour} su una mensola di legno',
  },
  rug: {
    fr: 'Chausson montant et chaussette cocooning coloris {colour} sur un tapis rond',
    de: 'Hüttenschuh und Kuschelsocke in {Colour} auf einem runden Teppich',
    en: 'Bootie and cosy sock in {colour} on a round rug',
    it: 'Stivaletto e calza da casa color {colour} su un tappeto rotondo',
  },
  gift: {
    fr: 'Coffret cadeau et mocassin coloris {colour}',
    de: 'Geschenkbox und Mokassin in {Colour}',
    en: 'Gift box and moccasin in {colour}',
    it: 'Confezione regalo e mocassino color {colour}',
  },
}

/** Alt text of a product picture: the kind in the colour ("Red mule", "Mule rouge"). */
function productAlt(kind: Pick<Kind, 'nouns'>, colour: Colour): LocalizedText {
  return {
    fr: `${kind.nouns.fr} ${colour.labels.fr.toLowerCase()}`,
    de: `${kind.nouns.de} ${colour.labels.de.toLowerCase()}`,
    en: `${colour.labels.en} ${kind.nouns.en.toLowerCase()}`,
    it: `${kind.nouns.it} ${colour.labels.it.toLowerCase()}`,
  }
}

/** Alt text of a banner: what its scene shows, in the colour (German nouns keep their capital). */
function bannerAlt(scene: BannerScene, colour: Colour): LocalizedText {
  const alt = { ...SCENE_ALTS[scene] }
  for (const language of Object.keys(alt) as (keyof LocalizedText)[]) {
    alt[language] = alt[language]
      .replace('{colour}', colour.labels[language].toLowerCase())
      .replace('{Colour}', colour.labels[language])
  }
  return alt
}

/** Alt text of the picture shown for a product without one of its own: says what the shopper sees. */
export const PLACEHOLDER_ALT: LocalizedText = {
  fr: 'Pas encore de photo',
  de: 'Noch kein Bild',
  en: 'No picture yet',
  it: 'Ancora nessuna foto',
}

/**
 * Every kind × colour picture (the gift box included), one banner scene per colour
 * (banner-1 … banner-N) and the placeholder, with alt texts per language.
 */
export function generateMedia(): Insertable<MediaTable>[] {
  const media: Insertable<MediaTable>[] = [
    { id: 'placeholder', type: 'image', artwork: 'placeholder/grey', alt: JSON.stringify(PLACEHOLDER_ALT) },
  ]
  const menuKinds = FAMILIES.flatMap((family) => family.kinds)
  const kinds = [
    ...menuKinds,
    ...EXTRA_KINDS.filter((extra) => !menuKinds.some((kind) => kind.code === extra.code)),
  ]
  for (const kind of kinds) {
    for (const colour of COLOURS) {
      media.push({
        id: `${kind.code}-${colour.code}`,
        type: 'image',
        artwork: `${kind.code}/${colour.code}`,
        alt: JSON.stringify(productAlt(kind, colour)),
      })
    }
  }
  COLOURS.forEach((colour, index) => {
    media.push({
      id: `banner-${index + 1}`,
      type: 'image',
      artwork: `banner/${colour.code}`,
      alt: JSON.stringify(bannerAlt(bannerSceneAt(index), colour)),
    })
  })
  return media
}
