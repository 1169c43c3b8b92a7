import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildSiteContent, CMS_PAGES } from './siteContent.ts'
import { LANGUAGES } from './languages.ts'
import { SIZE_GUIDE_PDF_NAMES } from '../../config/sizeGuide.ts'

const content = buildSiteContent(['SL-00001'])

/** Every href of a piece of CMS HTML. */
const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] as string)

describe('site content seed', () => {
  it('has every CMS page in the four languages, each under its own URL key', () => {
    for (const language of LANGUAGES) {
      const pages = content.pages.filter((page) => page.language === language)
      expect(pages.map((page) => page.identifier)).toEqual(CMS_PAGES.map((page) => page.identifier))
      expect(new Set(pages.map((page) => page.url_key)).size).toBe(pages.length)
    }
  })

  it('links pages, FAQ answers and custom links only to pages, routes and documents of the same store', () => {
    for (const language of LANGUAGES) {
      const targets = new Set([
        ...content.pages.filter((page) => page.language === language).map((page) => `/${page.url_key}`),
        '/contact',
        '/Faq',
        `/media/${SIZE_GUIDE_PDF_NAMES[language]}`,
      ])
      const html = [
        ...content.pages
          .filter((page) => page.language === language)
          .map((page) => page.content_wysiwyg as string),
        ...content.faq.filter((entry) => entry.language === language).map((entry) => entry.answer),
      ].join('')
      const internal = hrefsIn(html.replaceAll('\\"', '"')).filter((href) => href.startsWith('/'))
      expect(internal.length).toBeGreaterThan(10)
      for (const href of internal) expect(targets, `${language}: ${href}`).toContain(href)
      for (const link of content.customLinks.filter((row) => row.language === language))
        expect(targets, link.url).toContain(link.url)
    }
  })

  it('points nowhere at a placeholder domain', () => {
    expect(JSON.stringify(content)).not.toMatch(/\.example\b/)
  })

  // One returns page per language, checked each time, so no loop below can pass over none.
  const returnsPages = () => {
    const pages = content.pages.filter((row) => row.identifier === 'returns')
    expect(pages.map((page) => page.language).sort()).toEqual([...LANGUAGES].sort())
    return pages
  }

  it('names the company details of the shop settings in every legal notice, filled in when read', () => {
    const notices = content.pages.filter((row) => row.identifier === 'legal-notice')
    expect(notices.map((page) => page.language).sort()).toEqual([...LANGUAGES].sort())
    for (const page of notices) {
      for (const fact of [
        '{{shop:vatId}}',
        '{{shop:tradeRegisterNumber}}',
        '{{shop:emailLink}}',
        '{{shop:phoneLink}}',
        '{{shop:address}}',
      ]) {
        expect(page.content, `${page.language}: ${fact}`).toContain(fact)
      }
    }
  })

  it('gives every returns page the model withdrawal form and its 14-day period', () => {
    const forms = {
      fr: 'Modèle de formulaire de rétractation',
      de: 'Muster-Widerrufsformular',
      en: 'Model withdrawal form',
      it: 'Modulo di recesso tipo',
    }
    for (const page of returnsPages()) {
      expect(page.content).toContain(`<h2>${forms[page.language]}</h2>`)
      expect(page.content).toMatch(/14|quatorze|vierzehn/)
    }
  })

  it('names the withdrawal function’s buttons on every returns page, as the shop labels them', () => {
    const buttons = {
      fr: ['Se rétracter du contrat ici', 'Confirmer la rétractation ici'],
      de: ['Vertrag hier widerrufen', 'Widerruf hier bestätigen'],
      en: ['Withdraw from contract here', 'Confirm withdrawal here'],
      it: ['Recedere dal contratto qui', 'Confermare il recesso qui'],
    }
    for (const page of returnsPages()) {
      for (const label of buttons[page.language])
        expect(page.content, `${page.language}: ${label}`).toContain(label)
    }
  })

  it('tells guests to return from their order link, naming the links as the shop labels them, and no longer to write in for a label', () => {
    const catalogues = { fr: 'fr-FR', de: 'de-DE', en: 'en-GB', it: 'it-IT' } as const
    /** The shop's text for `id` in a language, from its Lingui catalogue (English falls back to the id). */
    const shopLabel = (language: keyof typeof catalogues, id: string) => {
      const po = readFileSync(
        new URL(`../../locales/${catalogues[language]}/messages.po`, import.meta.url),
        'utf8',
      )
      const translated = new RegExp(`^msgid "${id}"\\nmsgstr "(.*)"$`, 'm').exec(po)?.[1]
      return translated || id
    }
    const writeIn = {
      fr: 'nous vous envoyons l’étiquette',
      de: 'wir schicken Ihnen das Etikett',
      en: 'we will send you the label',
      it: 'ti mandiamo l’etichetta',
    }
    for (const page of returnsPages()) {
      for (const id of ['Return items', 'Track an order'])
        expect(page.content, `${page.language}: ${id}`).toContain(shopLabel(page.language, id))
      expect(page.content).not.toContain(writeIn[page.language])
    }
  })
})
