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

/**
 * The English words shoppers type in every store (the brand's English pages, a tourist, a habit):
 * each store's sets take them in, so "socks" on /it finds calze and "slippers" on /de finds
 * Hausschuhe. Both numbers: another language's stemmer may not join them.
 */
const ENGLISH = {
  slipper: ['slipper', 'slippers', 'house shoes'],
  mule: ['mules', 'slider', 'sliders'],
  bootie: ['bootie', 'booties', 'slipper boot', 'slipper boots'],
  moccasin: ['moccasin', 'moccasins'],
  sock: ['sock', 'socks'],
  ankleSock: ['ankle sock', 'ankle socks', 'trainer socks'],
  cosySock: ['cosy socks', 'cozy socks', 'bed socks', 'fluffy socks'],
  pyjamas: ['pyjamas', 'pajamas', 'nightwear'],
  robe: ['dressing gown', 'robe', 'bathrobe'],
  jumper: ['jumper', 'jumpers', 'sweaters'],
  kids: ['kids', 'children'],
  women: ['women', 'ladies'],
  men: ['men', 'mens'],
} as const

/** Synonym sets per store language: what shoppers type for what the catalogue calls otherwise. */
export const SEARCH_SYNONYMS: Record<Language, readonly SynonymSet[]> = {
  en: [
    {
      terms: ['slipper', 'house shoe', 'houseshoe', 'carpet slipper'],
      narrower: ['mule', 'bootie', 'moccasin', 'scuff', 'slipper boot'],
    },
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
    // "Slipper" is also German for a loafer, but shoppers of a slipper shop typing it mean Hausschuhe.
    {
      terms: [
        'Hausschuh',
        'Hausschuhe',
        'Pantoffel',
        'Pantoffeln',
        'Puschen',
        'Latschen',
        'Schlappen',
        'Schluffen',
        ...ENGLISH.slipper,
      ],
      narrower: ['Pantolette', 'Hüttenschuh', 'Mokassin'],
    },
    { terms: ['Pantolette', 'Pantoletten', 'Schlappen', 'Clog', ...ENGLISH.mule] },
    {
      terms: [
        'Hüttenschuh',
        'Hüttenschuhe',
        'Hüttenstiefel',
        'Stoppersocke',
        'Stoppersocken',
        ...ENGLISH.bootie,
      ],
    },
    { terms: ['Mokassin', 'Mokassins', ...ENGLISH.moccasin] },
    {
      terms: ['Socke', 'Socken', 'Strumpf', 'Strümpfe', 'Söckchen', ...ENGLISH.sock],
      narrower: ['Sneakersocke', 'Wadensocke', 'Kuschelsocke'],
    },
    { terms: ['Sneakersocke', 'Sneakersocken', 'Füßlinge', 'Kurzsocken', ...ENGLISH.ankleSock] },
    { terms: ['Kuschelsocke', 'Kuschelsocken', 'Bettsocken', 'Flauschsocken', ...ENGLISH.cosySock] },
    { terms: ['Schlafanzug', 'Schlafanzüge', 'Pyjama', 'Pyjamas', 'Nachtwäsche', ...ENGLISH.pyjamas] },
    { terms: ['Bademantel', 'Bademäntel', 'Morgenmantel', 'Morgenmäntel', 'Hausmantel', ...ENGLISH.robe] },
    { terms: ['Pullover', 'Pulli', 'Sweater', 'Strickpullover', ...ENGLISH.jumper] },
    { terms: ['Kinder', 'Kind', 'Jungen', 'Mädchen', ...ENGLISH.kids] },
    { terms: ['Damen', 'Frauen', 'Frau', ...ENGLISH.women] },
    { terms: ['Herren', 'Männer', 'Mann', ...ENGLISH.men] },
  ],
  fr: [
    {
      terms: ['chausson', 'pantoufle', 'savate', 'charentaise', ...ENGLISH.slipper],
      narrower: ['mule', 'chausson montant', 'mocassin'],
    },
    { terms: ['mule', 'claquette', 'babouche', ...ENGLISH.mule] },
    {
      terms: ['chausson montant', 'bottillon', "botte d'intérieur", 'chausson chaussette', ...ENGLISH.bootie],
    },
    { terms: ['mocassin', 'mocassins', ...ENGLISH.moccasin] },
    {
      terms: ['chaussette', 'mi-bas', ...ENGLISH.sock],
      narrower: ['socquette', 'mi-chaussette', 'chaussette cocooning'],
    },
    { terms: ['socquette', 'chaussette basse', 'protège-pied', ...ENGLISH.ankleSock] },
    {
      terms: [
        'chaussette cocooning',
        "chaussette d'intérieur",
        'chaussette de lit',
        'chaussette douillette',
        ...ENGLISH.cosySock,
      ],
    },
    { terms: ['pyjama', 'vêtement de nuit', 'tenue de nuit', ...ENGLISH.pyjamas] },
    // Not "robe": in French it is a dress.
    {
      terms: [
        'peignoir',
        'robe de chambre',
        'sortie de bain',
        ...ENGLISH.robe.filter((term) => term !== 'robe'),
      ],
    },
    { terms: ['pull', 'pull-over', 'pullover', 'chandail', 'tricot', 'sweater', ...ENGLISH.jumper] },
    { terms: ['enfant', 'enfants', 'garçon', 'fille', 'bébé', ...ENGLISH.kids] },
    { terms: ['femme', 'femmes', 'dame', ...ENGLISH.women] },
    { terms: ['homme', 'hommes', ...ENGLISH.men] },
  ],
  it: [
    // "Slipper" is also Italian for a loafer, but shoppers of a slipper shop typing it mean pantofole.
    {
      terms: ['pantofola', 'pantofole', ...ENGLISH.slipper],
      narrower: ['ciabatta', 'stivaletto', 'mocassino'],
    },
    { terms: ['ciabatta', 'ciabatte', ...ENGLISH.mule] },
    { terms: ['stivaletto', 'stivaletti', 'babbuccia', 'babbucce', ...ENGLISH.bootie] },
    { terms: ['mocassino', 'mocassini', ...ENGLISH.moccasin] },
    { terms: ['calza', 'calze', 'calzino', 'calzini', 'calzetta', 'calzettoni', ...ENGLISH.sock] },
    { terms: ['pigiama', 'pigiami', 'abbigliamento da notte', ...ENGLISH.pyjamas] },
    { terms: ['vestaglia', 'vestaglie', 'accappatoio', 'veste da camera', ...ENGLISH.robe] },
    { terms: ['maglione', 'maglioni', 'pullover', 'maglia', 'golf', ...ENGLISH.jumper] },
    { terms: ['bambino', 'bambini', 'bambina', 'bimbo', 'bimba', 'ragazzo', 'ragazza', ...ENGLISH.kids] },
    { terms: ['donna', 'donne', 'signora', ...ENGLISH.women] },
    { terms: ['uomo', 'uomini', ...ENGLISH.men] },
  ],
}

/** The synonym sets as `search_synonym` rows (numbered per language in list order). */
export function buildSearchSynonyms(): Insertable<SearchSynonymTable>[] {
  return (Object.entries(SEARCH_SYNONYMS) as [Language, readonly SynonymSet[]][]).flatMap(
    ([language, sets]) =>
      sets.flatMap((set, index) => [
        ...set.terms.map((term) => ({ language, set_id: index + 1, term, is_narrower: false })),
        ...(set.narrower ?? []).map((term) => ({ language, set_id: index + 1, term, is_narrower: true })),
      ]),
  )
}
