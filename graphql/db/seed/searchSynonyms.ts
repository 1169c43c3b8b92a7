import type { Insertable } from 'kysely'
import type { Language, SearchSynonymTable } from '../tables.ts'

/**
 * A set of search words that find each other's products. `terms` are equivalents: a search for
 * any of them finds all words of the set. `narrower` words are kinds of the same thing: they
 * are found by the terms but do not find the others ("slipper" finds mules, "mule" finds
 * only mules). Terms may be several words ("dressing gown"): a search finds them when it
 * has all their words, in that order, and they find products that have all their words.
 */
export interface SynonymSet {
  terms: readonly string[]
  narrower?: readonly string[]
}

/** Synonym sets per store language: what shoppers type for what the catalogue calls otherwise. */
export const SEARCH_SYNONYMS: Record<Language, readonly SynonymSet[]> = {
  en: [
    { terms: ['slipper', 'house shoe', 'houseshoe', 'carpet slipper'], narrower: ['mule', 'bootie', 'moccasin', 'scuff', 'slipper boot'] },
    { terms: ['mule', 'slider', 'slide', 'scuff'] },
    { terms: ['bootie', 'slipper boot', 'slipper sock'] },
    { terms: ['moccasin', 'loafer'] },
    { terms: ['sock', 'hose', 'hosiery'], narrower: ['ankle sock', 'crew sock', 'cosy sock', 'bed sock'] },
    { terms: ['ankle sock', 'trainer sock', 'sneaker sock', 'no-show sock'] },
    { terms: ['cosy sock', 'cozy sock', 'bed sock', 'fluffy sock', 'fuzzy sock'] },
    { terms: ['pyjamas', 'pajamas', 'pjs', 'nightwear', 'sleepwear', 'loungewear'] },
    { terms: ['dressing gown', 'robe', 'bathrobe', 'housecoat'] },
    { terms: ['jumper', 'sweater', 'pullover', 'knitwear', 'jersey'] },
    { terms: ['cosy', 'cozy', 'snug', 'warm'] },
    { terms: ['kids', 'children', 'child', 'boys', 'girls'] },
    { terms: ['women', 'ladies', 'woman'] },
    { terms: ['men', 'man', 'gents'] },
    { terms: ['grey', 'gray'] },
  ],
  de: [
    { terms: ['Hausschuh', 'Hausschuhe', 'Pantoffel', 'Pantoffeln', 'Puschen', 'Latschen', 'Schlappen', 'Schluffen'], narrower: ['Pantolette', 'Hüttenschuh', 'Mokassin'] },
    { terms: ['Pantolette', 'Pantoletten', 'Schlappen', 'Clog'] },
    { terms: ['Hüttenschuh', 'Hüttenschuhe', 'Hüttenstiefel', 'Stoppersocke', 'Stoppersocken'] },
    { terms: ['Mokassin', 'Slipper'] },
    { terms: ['Socke', 'Socken', 'Strumpf', 'Strümpfe', 'Söckchen'], narrower: ['Sneakersocke', 'Wadensocke', 'Kuschelsocke'] },
    { terms: ['Sneakersocke', 'Sneakersocken', 'Füßlinge', 'Kurzsocken'] },
    { terms: ['Kuschelsocke', 'Kuschelsocken', 'Bettsocken', 'Flauschsocken'] },
    { terms: ['Schlafanzug', 'Schlafanzüge', 'Pyjama', 'Pyjamas', 'Nachtwäsche'] },
    { terms: ['Bademantel', 'Bademäntel', 'Morgenmantel', 'Morgenmäntel', 'Hausmantel'] },
    { terms: ['Pullover', 'Pulli', 'Sweater', 'Strickpullover'] },
    { terms: ['Kinder', 'Kind', 'Jungen', 'Mädchen'] },
    { terms: ['Damen', 'Frauen', 'Frau'] },
    { terms: ['Herren', 'Männer', 'Mann'] },
  ],
  fr: [
    { terms: ['chausson', 'pantoufle', 'savate', 'charentaise'], narrower: ['mule', 'chausson montant', 'mocassin'] },
    { terms: ['mule', 'claquette', 'babouche'] },
    { terms: ['chausson montant', 'bottillon', "botte d'intérieur", 'chausson chaussette'] },
    { terms: ['chaussette', 'mi-bas'], narrower: ['socquette', 'mi-chaussette', 'chaussette cocooning'] },
    { terms: ['socquette', 'chaussette basse', 'protège-pied'] },
    { terms: ['chaussette cocooning', "chaussette d'intérieur", 'chaussette de lit', 'chaussette douillette'] },
    { terms: ['pyjama', 'vêtement de nuit', 'tenue de nuit'] },
    { terms: ['peignoir', 'robe de chambre', 'sortie de bain'] },
    { terms: ['pull', 'pull-over', 'pullover', 'chandail', 'tricot', 'sweater'] },
    { terms: ['enfant', 'enfants', 'garçon', 'fille', 'bébé'] },
    { terms: ['femme', 'femmes', 'dame'] },
    { terms: ['homme', 'hommes'] },
  ],
  it: [
    { terms: ['pantofola', 'pantofole', 'ciabatta', 'ciabatte'], narrower: ['stivaletto', 'mocassino'] },
    { terms: ['stivaletto', 'stivaletti', 'babbuccia', 'babbucce'] },
    { terms: ['mocassino', 'mocassini', 'slipper'] },
    { terms: ['calza', 'calze', 'calzino', 'calzini', 'calzetta', 'calzettoni'] },
    { terms: ['pigiama', 'pigiami', 'abbigliamento da notte'] },
    { terms: ['vestaglia', 'vestaglie', 'accappatoio', 'veste da camera'] },
    { terms: ['maglione', 'maglioni', 'pullover', 'maglia', 'golf'] },
    { terms: ['bambino', 'bambini', 'bambina', 'bimbo', 'bimba', 'ragazzo', 'ragazza'] },
    { terms: ['donna', 'donne', 'signora'] },
    { terms: ['uomo', 'uomini'] },
  ],
}

/** The synonym sets as `search_synonym` rows (numbered per language in list order). */
export function buildSearchSynonyms(): Insertable<SearchSynonymTable>[] {
  return (Object.entries(SEARCH_SYNONYMS) as [Language, readonly SynonymSet[]][]).flatMap(([language, sets]) =>
    sets.flatMap((set, index) => [
      ...set.terms.map((term) => ({ language, set_id: index + 1, term, is_narrower: false })),
      ...(set.narrower ?? []).map((term) => ({ language, set_id: index + 1, term, is_narrower: true })),
    ]),
  )
}
