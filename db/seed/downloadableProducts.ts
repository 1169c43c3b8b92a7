import type { Insertable } from 'kysely'
import type { Language, LocalizedText } from '../tables.ts'
import type { DownloadableLinkFileTable, DownloadableLinkTable } from '../tables.ts'
import type { CategoryTree } from './categories.ts'
import { DEFAULT_CATEGORY_ID } from './categories.ts'
import type { ProductRows } from './products.ts'
import { nextProductId } from './products.ts'
import { LANGUAGES } from './languages.ts'
import { slugify } from './slugify.ts'
import { PATTERNS_CATEGORY_ID } from '../../config/shopConfig.ts'
import { DOWNLOADABLE_SEED_FILES, type DownloadableSeedFile } from './downloadableSeedFiles.ts'

/** The category of patterns and guides, under the shop's default category (out of the menu; the footer links to it). */
export const DOWNLOADS_CATEGORY_ID = PATTERNS_CATEGORY_ID

const CATEGORY_NAMES: LocalizedText = {
  fr: 'Patrons et guides',
  de: 'Anleitungen und Ratgeber',
  en: 'Patterns and guides',
  it: 'Schemi e guide',
}

/** A seeded downloadable product: its texts, gross price and the files it sells (with their download limits). */
interface DownloadableSeedProduct {
  sku: string
  price: number
  imageId: string
  names: LocalizedText
  descriptions: LocalizedText
  links: readonly { numberOfDownloads: number; file: DownloadableSeedFile }[]
}

const PRODUCTS: readonly DownloadableSeedProduct[] = [
  {
    sku: 'DL-PATTERN-SOCKS',
    price: 6.9,
    imageId: 'cosy-sock-beige',
    names: {
      fr: 'Patron de tricot : chaussettes d’intérieur douillettes',
      de: 'Strickanleitung: kuschelige Stoppersocken',
      en: 'Knitting pattern: cosy house socks',
      it: 'Schema a maglia: calze da casa morbide',
    },
    descriptions: {
      fr: 'Le patron pas à pas de nos chaussettes d’intérieur, du 35 au 46, avec sa grille de tailles. Deux fichiers PDF à télécharger après le paiement.',
      de: 'Die Schritt-für-Schritt-Anleitung für unsere Stoppersocken in den Größen 35 bis 46, mit Größentabelle. Zwei PDF-Dateien zum Herunterladen nach der Zahlung.',
      en: 'The step-by-step pattern of our house socks, sizes 35 to 46, with its size chart. Two PDF files to download after payment.',
      it: 'Lo schema passo dopo passo delle nostre calze da casa, dalla 35 alla 46, con la tabella delle taglie. Due file PDF da scaricare dopo il pagamento.',
    },
    links: [
      { numberOfDownloads: 5, file: DOWNLOADABLE_SEED_FILES.slipperSocksPattern },
      { numberOfDownloads: 5, file: DOWNLOADABLE_SEED_FILES.slipperSocksSizes },
    ],
  },
  {
    sku: 'DL-PATTERN-BOOTIES',
    price: 4.95,
    imageId: 'bootie-pink',
    names: {
      fr: 'Patron de crochet : chaussons de bébé',
      de: 'Häkelanleitung: Babyschühchen',
      en: 'Crochet pattern: baby booties',
      it: 'Schema all’uncinetto: scarpine da neonato',
    },
    descriptions: {
      fr: 'Des chaussons de bébé au crochet, de 0 à 12 mois, en laine douce. Un fichier PDF à télécharger après le paiement.',
      de: 'Gehäkelte Babyschühchen für 0 bis 12 Monate aus weicher Wolle. Eine PDF-Datei zum Herunterladen nach der Zahlung.',
      en: 'Crocheted baby booties, 0 to 12 months, in soft wool. One PDF file to download after payment.',
      it: 'Scarpine da neonato all’uncinetto, da 0 a 12 mesi, in lana morbida. Un file PDF da scaricare dopo il pagamento.',
    },
    links: [{ numberOfDownloads: 5, file: DOWNLOADABLE_SEED_FILES.babyBootiesPattern }],
  },
  {
    sku: 'DL-GUIDE-CARE',
    price: 3,
    imageId: 'mule-grey',
    names: {
      fr: 'Guide d’entretien des chaussons en laine',
      de: 'Pflegeratgeber für Wollhausschuhe',
      en: 'Care guide for wool slippers',
      it: 'Guida alla cura delle pantofole in lana',
    },
    descriptions: {
      fr: 'Laver, sécher, défeutrer et ranger vos chaussons en laine pour qu’ils durent des années. Un fichier PDF, téléchargeable sans limite après le paiement.',
      de: 'Waschen, trocknen, entfilzen und aufbewahren: So halten Ihre Wollhausschuhe jahrelang. Eine PDF-Datei, nach der Zahlung unbegrenzt herunterladbar.',
      en: 'Washing, drying, de-pilling and storing your wool slippers so they last for years. One PDF file, unlimited downloads after payment.',
      it: 'Lavare, asciugare, togliere i pallini e riporre le pantofole in lana perché durino anni. Un file PDF, scaricabile senza limiti dopo il pagamento.',
    },
    links: [{ numberOfDownloads: 0, file: DOWNLOADABLE_SEED_FILES.woolSlipperCare }],
  },
]

/** What {@link addDownloadableProducts} adds besides product rows: the links and their files per language. */
export interface DownloadableSeedRows {
  links: Insertable<DownloadableLinkTable>[]
  files: Insertable<DownloadableLinkFileTable>[]
}

/**
 * Adds the "Patterns and guides" category (out of the menu, whose three columns fill a phone;
 * the footer links to it) and its downloadable products: sold
 * without stock (a file is never out of stock), taxed like goods, found by search like the
 * others. Their files are PDFs rendered by `writeSeedDownloadFiles` into the data folder.
 */
export function addDownloadableProducts(tree: CategoryTree, rows: ProductRows): DownloadableSeedRows {
  const path = `1/3/${DOWNLOADS_CATEGORY_ID}`
  tree.categories.push({
    id: DOWNLOADS_CATEGORY_ID,
    parent_id: DEFAULT_CATEGORY_ID,
    path,
    level: 2,
    position: 4,
    include_in_menu: false,
    gender: null,
    image_id: 'cosy-sock-beige',
  })
  for (const language of LANGUAGES) {
    tree.translations.push({
      category_id: DOWNLOADS_CATEGORY_ID,
      language,
      name: CATEGORY_NAMES[language],
      description: '',
      url_path: slugify(CATEGORY_NAMES[language]),
      meta_title: CATEGORY_NAMES[language],
    })
  }
  const seeded: DownloadableSeedRows = { links: [], files: [] }
  let linkId = 0
  for (const product of PRODUCTS) {
    const id = nextProductId(rows)
    rows.products.push({
      sku: product.sku,
      id,
      type: 'downloadable',
      parent_sku: null,
      family: 'download',
      kind: 'pattern',
      gender: '',
      colour: null,
      size: null,
      regular_price: product.price,
      final_price: product.price,
      qty: 0,
      is_in_stock: true,
      is_new: true,
      adult_image: false,
      position: rows.products.length,
      image_id: product.imageId,
      push_redirect: null,
      stickers: [],
      created_at: new Date(Date.UTC(2026, 9, 15)),
    })
    rows.categories.push(
      { sku: product.sku, category_id: DEFAULT_CATEGORY_ID, position: id },
      { sku: product.sku, category_id: DOWNLOADS_CATEGORY_ID, position: id },
    )
    for (const language of LANGUAGES) {
      rows.translations.push({
        sku: product.sku,
        language,
        name: product.names[language],
        description: product.descriptions[language],
        url_key: slugify(product.names[language]),
        search_name: '',
        search_document: '',
      })
    }
    product.links.forEach((link, index) => {
      linkId += 1
      seeded.links.push({
        id: linkId,
        sku: product.sku,
        sort_order: index + 1,
        number_of_downloads: link.numberOfDownloads,
      })
      for (const language of LANGUAGES) seeded.files.push(seedFileRow(linkId, language, link.file))
    })
  }
  return seeded
}

function seedFileRow(
  linkId: number,
  language: Language,
  file: DownloadableSeedFile,
): Insertable<DownloadableLinkFileTable> {
  const text = file.texts[language]
  return {
    link_id: linkId,
    language,
    title: text.title,
    file_name: text.fileName,
    storage_key: file.storageKey(language),
  }
}
