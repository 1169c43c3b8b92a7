import type { Insertable } from 'kysely'
import type { CategoryTable, CategoryTranslationTable, LocalizedText } from '../tables.ts'
import { AUDIENCES, FAMILIES, type Family, type Kind } from './vocabulary.ts'
import { LANGUAGES } from './languages.ts'
import { slugify } from './slugify.ts'

/** Id of the default category under the root: every menu category sits under path 1/3/. */
export const DEFAULT_CATEGORY_ID = 3

/** A leaf of the menu: the category ids a product of this audience, family and kind belongs to. */
export interface CategoryLeaf {
  gender: string
  family: Family
  kind: Kind
  /** Default, audience, family and kind category ids, from top to leaf (listings are anchored). */
  categoryIds: readonly number[]
}

/** The seeded category tree, as rows and as menu leaves for the product generator. */
export interface CategoryTree {
  categories: Insertable<CategoryTable>[]
  translations: Insertable<CategoryTranslationTable>[]
  leaves: CategoryLeaf[]
}

/**
 * Builds root 1, default category 3, then Men / Women / Kids (100, 200, 300), each with
 * slippers, socks and clothing (x10, x20, x30) and their kinds under each (x11 … x34).
 */
export function buildCategoryTree(): CategoryTree {
  const tree: CategoryTree = { categories: [], translations: [], leaves: [] }
  const add = (
    id: number,
    parent: number | null,
    path: string,
    names: LocalizedText,
    urlPaths: LocalizedText,
    gender: string | null,
    imageId: string | null,
  ) => {
    const level = path.split('/').length - 1
    tree.categories.push({
      id,
      parent_id: parent,
      path,
      level,
      position: id % 10,
      include_in_menu: level > 1,
      gender,
      image_id: imageId,
    })
    for (const language of LANGUAGES) {
      tree.translations.push({
        category_id: id,
        language,
        name: names[language],
        description: '',
        url_path: urlPaths[language],
        meta_title: names[language],
      })
    }
  }
  const rootNames = { fr: 'Racine', de: 'Wurzel', en: 'Root', it: 'Radice' }
  add(1, null, '1', rootNames, { fr: '', de: '', en: '', it: '' }, null, null)
  add(
    DEFAULT_CATEGORY_ID,
    1,
    '1/3',
    { fr: 'Boutique', de: 'Shop', en: 'Shop', it: 'Negozio' },
    { fr: 'boutique', de: 'shop', en: 'shop', it: 'negozio' },
    null,
    null,
  )
  AUDIENCES.forEach((audience, audienceIndex) => {
    const audienceId = (audienceIndex + 1) * 100
    const audiencePath = `1/3/${audienceId}`
    const audienceUrl = mapText(audience.labels, slugify)
    add(audienceId, DEFAULT_CATEGORY_ID, audiencePath, audience.labels, audienceUrl, audience.gender, null)
    FAMILIES.forEach((family, familyIndex) => {
      const familyId = audienceId + (familyIndex + 1) * 10
      const familyUrl = mapText(
        family.labels,
        (label, language) => `${audienceUrl[language]}/${slugify(label)}`,
      )
      const familyNames = familyNamesFor(family, audience.code)
      add(
        familyId,
        audienceId,
        `${audiencePath}/${familyId}`,
        familyNames,
        familyUrl,
        audience.gender,
        `${family.kinds[0]?.code}-grey`,
      )
      family.kinds.forEach((kind, kindIndex) => {
        const kindId = familyId + kindIndex + 1
        const kindUrl = mapText(kind.labels, (label, language) => `${familyUrl[language]}/${slugify(label)}`)
        add(
          kindId,
          familyId,
          `${audiencePath}/${familyId}/${kindId}`,
          kind.labels,
          kindUrl,
          audience.gender,
          `${kind.code}-beige`,
        )
        tree.leaves.push({
          gender: audience.gender,
          family,
          kind,
          categoryIds: [DEFAULT_CATEGORY_ID, audienceId, familyId, kindId],
        })
      })
    })
  })
  return tree
}

/** "Chaussons homme", "Hausschuhe für Herren", "Men's slippers", "Pantofole da uomo": each language's own word order and capitals. */
function familyNamesFor(family: Family, audience: (typeof AUDIENCES)[number]['code']): LocalizedText {
  const { fr, de, en, it } = family.labels
  const audienceWords = {
    men: { fr: 'homme', de: 'für Herren', en: 'Men’s', it: 'da uomo' },
    women: { fr: 'femme', de: 'für Damen', en: 'Women’s', it: 'da donna' },
    kids: { fr: 'enfant', de: 'für Kinder', en: 'Kids’', it: 'da bambino' },
  }[audience]
  return {
    fr: `${fr} ${audienceWords.fr}`,
    de: `${de} ${audienceWords.de}`,
    en: `${audienceWords.en} ${en.toLowerCase()}`,
    it: `${it} ${audienceWords.it}`,
  }
}

function mapText(
  text: LocalizedText,
  map: (value: string, language: keyof LocalizedText) => string,
): LocalizedText {
  return { fr: map(text.fr, 'fr'), de: map(text.de, 'de'), en: map(text.en, 'en'), it: map(text.it, 'it') }
}
