import type { Insertable } from 'kysely'
import type { MediaTable } from '../tables.ts'
import { COLOURS, FAMILIES } from './vocabulary.ts'

/** Every kind × colour artwork, plus banners and the placeholder (alt texts per language). */
export function generateMedia(): Insertable<MediaTable>[] {
  const media: Insertable<MediaTable>[] = [
    { id: 'placeholder', type: 'image', artwork: 'placeholder/grey', alt: JSON.stringify({ fr: 'Image à venir', de: 'Bild folgt', en: 'Image coming soon', it: 'Immagine in arrivo' }) },
  ]
  for (const family of FAMILIES) {
    for (const kind of family.kinds) {
      for (const colour of COLOURS) {
        const alt = { fr: `${kind.nouns.fr} ${colour.labels.fr.toLowerCase()}`, de: `${kind.nouns.de} ${colour.labels.de.toLowerCase()}`, en: `${colour.labels.en} ${kind.nouns.en.toLowerCase()}`, it: `${kind.nouns.it} ${colour.labels.it.toLowerCase()}` }
        media.push({ id: `${kind.code}-${colour.code}`, type: 'image', artwork: `${kind.code}/${colour.code}`, alt: JSON.stringify(alt) })
      }
    }
  }
  COLOURS.forEach((colour, index) => {
    const alt = { fr: `Bannière ${colour.labels.fr}`, de: `Banner ${colour.labels.de}`, en: `${colour.labels.en} banner`, it: `Banner ${colour.labels.it}` }
    media.push({ id: `banner-${index + 1}`, type: 'image', artwork: `banner/${colour.code}`, alt: JSON.stringify(alt) })
  })
  return media
}
