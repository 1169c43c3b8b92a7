import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formalItalianProblems, frenchTypographyProblems, stiffGermanProblems } from './textRules.ts'
import { buildLegalPages, buildSiteContent } from '../../db/seed/siteContent.ts'
import { DESCRIPTIONS } from '../../db/seed/descriptions.ts'
import type { Language } from '../../db/tables.ts'
import { fillSettingPlaceholders } from '../../domain/cms/settingPlaceholders.ts'
import { fillShippingPlaceholders } from '../../domain/shipping/shippingPlaceholders.ts'
import type { ShippingTable } from '../../domain/shipping/shippingTable.ts'
import { DEFAULT_SHOP_SETTINGS } from '../../domain/shop/shopSettings.ts'

/** msgid → msgstr of a catalogue (`locales/<locale>/messages.po`), the header left out. */
function readCatalogue(locale: string): Map<string, string> {
  const lines = fs
    .readFileSync(path.join(import.meta.dirname, '../../locales', locale, 'messages.po'), 'utf8')
    .split('\n')
  const unquote = (line: string) => JSON.parse(line.replace(/^(msgid|msgstr) /, '')) as string
  const messages = new Map<string, string>()
  let field: 'msgid' | 'msgstr' | null = null
  let msgid = ''
  let msgstr = ''
  const flush = () => {
    if (msgid) messages.set(msgid, msgstr)
    msgid = msgstr = ''
  }
  for (const line of lines) {
    if (line.startsWith('msgid ')) {
      flush()
      field = 'msgid'
      msgid = unquote(line)
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr'
      msgstr = unquote(line)
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') msgid += unquote(line)
      else msgstr += unquote(line)
    }
  }
  flush()
  return messages
}

/** Every message of a catalogue that breaks a rule, as `msgid "…": problem` so whoever added it finds it. */
function catalogueProblems(locale: string, rule: (text: string) => string[]): string[] {
  return [...readCatalogue(locale)].flatMap(([msgid, msgstr]) =>
    rule(msgstr).map((problem) => `${locale} msgid "${msgid}" → "${msgstr}": ${problem}`),
  )
}

// Keys of stored CMS widgets that hold URLs, media or codes, not text.
const NOT_TEXT = new Set([
  'link',
  'ctaLink',
  'url',
  'media',
  'hoverMedia',
  'mediaHover',
  'image',
  'images',
  'widget',
  'node',
  'dataId',
  'icon',
  'backgroundColor',
  'textColor',
  'imagePosition',
  'imageFormat',
  'displayType',
  'fontSize',
  'mediaPosition',
  'products',
  'product',
  'corners',
  'availableFrom',
  'submitted',
  'reason',
  'href',
  'src',
])

/** The texts a reader sees in a stored Wysiwyg tree. */
function wysiwygTexts(value: unknown, key = ''): string[] {
  if (NOT_TEXT.has(key)) return []
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((item) => wysiwygTexts(item))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([childKey, child]) => wysiwygTexts(child, childKey))
  return []
}

/** A shipping table as migration 0071 starts it, one line of it: the delivery page's list is written from such rows. */
const SHIPPING_TABLE: ShippingTable = {
  rates: [
    {
      id: 1,
      storeKey: null,
      countries: ['FR'],
      method: 'home',
      destination: {
        fr: 'France métropolitaine',
        de: 'Frankreich (Festland und Korsika)',
        en: 'Mainland France and Corsica',
        it: 'Francia metropolitana',
      },
      carrier: {
        fr: 'Colissimo, à domicile',
        de: 'Colissimo, an die Haustür',
        en: 'Colissimo, to your door',
        it: 'Colissimo, a domicilio',
      },
      priceCents: 490,
      daysMin: 2,
      daysMax: 3,
      enabled: true,
      position: 1,
    },
  ],
  freeFrom: new Map([['shop', 4900]]),
  networks: [],
}

/** The shop's own seeded texts in a language: CMS pages (legal ones included), blocks, FAQ, labels, product descriptions. */
function seededTexts(language: Language): { where: string; text: string }[] {
  const content = buildSiteContent(['SKU-1', 'SKU-2', 'SKU-3', 'SKU-4', 'SKU-5', 'SKU-6', 'SKU-7', 'SKU-8'])
  const mine = <Row extends { language: Language }>(rows: readonly Row[]) =>
    rows.filter((row) => row.language === language)
  return [
    ...mine([...content.pages, ...buildLegalPages()]).flatMap((page) =>
      [page.title, page.content, ...wysiwygTexts(JSON.parse(String(page.content_wysiwyg)))].map((text) => ({
        where: `CMS page ${page.identifier}`,
        // As shoppers read it: the shop settings' and shipping rates' placeholders (`{{shop:legalName}}`) filled.
        text: fillShippingPlaceholders(
          fillSettingPlaceholders(text, DEFAULT_SHOP_SETTINGS, language),
          SHIPPING_TABLE,
          'b2c_fr',
          language,
        ),
      })),
    ),
    ...mine(content.blocks).flatMap((block) =>
      [block.title, ...wysiwygTexts(JSON.parse(String(block.content_wysiwyg)))].map((text) => ({
        where: `CMS block ${block.identifier}`,
        text,
      })),
    ),
    ...mine(content.faq).flatMap((entry) =>
      [entry.topic, entry.question, entry.answer].map((text) => ({ where: `FAQ ${entry.id}`, text })),
    ),
    ...mine(content.translations).map((entry) => ({ where: `translation ${entry.id}`, text: entry.value })),
    ...mine(content.customLinks).map((link) => ({ where: `custom link ${link.id}`, text: link.label })),
    ...Object.entries(DESCRIPTIONS).flatMap(([family, texts]) =>
      texts.map((text) => ({ where: `description of ${family}`, text: text[language] })),
    ),
  ]
}

function seedProblems(language: Language, rule: (text: string) => string[]): string[] {
  return seededTexts(language).flatMap(({ where, text }) =>
    rule(text).map((problem) => `${where} "${text.slice(0, 120)}": ${problem}`),
  )
}

describe('French typography', () => {
  it('holds in every message of the French catalogue', () => {
    expect(catalogueProblems('fr-FR', frenchTypographyProblems)).toEqual([])
  })
  it('holds in the seeded French pages, blocks, FAQ, legal texts and descriptions', () => {
    expect(seedProblems('fr', frenchTypographyProblems)).toEqual([])
  })
  it('is what the check enforces', () => {
    expect(
      frenchTypographyProblems('Votre panier\u202f: 2 articles. C’est parti\u202f! «\u202fBienvenue\u00a0»'),
    ).toEqual([])
    expect(frenchTypographyProblems('Votre panier : vide')).toHaveLength(1)
    expect(frenchTypographyProblems('Vraiment?')).toHaveLength(1)
    expect(frenchTypographyProblems("l'article")).toHaveLength(1)
    expect(frenchTypographyProblems('«Bonjour»')).toHaveLength(2)
    expect(frenchTypographyProblems('Voir <a href="https://example.com/a?b=c">ici</a> à 10:30')).toEqual([])
  })
})

describe('Italian in one register, "tu"', () => {
  it('holds in every message of the Italian catalogue', () => {
    expect(catalogueProblems('it-IT', formalItalianProblems)).toEqual([])
  })
  it('holds in the seeded Italian pages, blocks, FAQ, legal texts and descriptions', () => {
    expect(seedProblems('it', formalItalianProblems)).toEqual([])
  })
  it('is what the check enforces', () => {
    expect(formalItalianProblems('Conferma di ricezione del Suo recesso')).toHaveLength(1)
    expect(formalItalianProblems('La preghiamo di attendere')).toHaveLength(1)
    expect(formalItalianProblems('La spedizione è gratuita: il tuo ordine arriva presto')).toEqual([])
  })
})

describe('German without stiff words', () => {
  it('holds in every message of the German catalogue', () => {
    expect(catalogueProblems('de-DE', stiffGermanProblems)).toEqual([])
  })
  it('holds in the seeded German pages, blocks, FAQ and descriptions', () => {
    expect(seedProblems('de', stiffGermanProblems)).toEqual([])
  })
  it('is what the check enforces', () => {
    expect(stiffGermanProblems('Downloadbare Produkte')).toHaveLength(1)
    expect(stiffGermanProblems('Ihre Downloads')).toEqual([])
  })
})
