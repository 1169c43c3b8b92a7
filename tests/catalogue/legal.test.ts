import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { linksIn, mainOf } from './cmsHtml.ts'
import { validateHtmlDocuments } from '../helpers/htmlValidator.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const get = (url: string) => server.app.inject({ url })

/** The footer of a rendered page. */
function footerOf(html: string): string {
  const start = html.indexOf('<footer')
  return start < 0 ? '' : html.slice(start, html.indexOf('</footer>', start) + '</footer>'.length)
}

/** The footer's legal navigation: its links and their texts. */
function legalLinksOf(html: string): { href: string; text: string }[] {
  const footer = footerOf(html)
  const start = footer.indexOf('<nav aria-labelledby="footer-legal"')
  const nav = start < 0 ? '' : footer.slice(start, footer.indexOf('</nav>', start))
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => ({
    href: match[1] ?? '',
    text: match[2] ?? '',
  }))
}

// The legal pages every store links from its footer (the accessibility statement last), with their titles in the store's language, then
// "Cookie settings", which opens the cookie banner with JavaScript and is a link to the cookie policy without.
const STORES = [
  {
    base: '/fr',
    pages: [
      ['/fr/mentions-legales', 'Mentions légales'],
      ['/fr/conditions-generales-de-vente', 'Conditions générales de vente'],
      ['/fr/politique-de-confidentialite', 'Politique de confidentialité'],
      ['/fr/cookies', 'Politique relative aux cookies'],
      ['/fr/livraison', 'Livraison'],
      ['/fr/retours-et-retractation', 'Retours et droit de rétractation'],
      ['/fr/accessibilite', 'Déclaration d’accessibilité'],
    ],
    withdrawalForm: 'Modèle de formulaire de rétractation',
    cookieSettings: 'Paramètres des cookies',
  },
  {
    base: '/de',
    pages: [
      ['/de/impressum', 'Impressum'],
      ['/de/agb', 'Allgemeine Geschäftsbedingungen'],
      ['/de/datenschutz', 'Datenschutzerklärung'],
      ['/de/cookies', 'Cookie-Richtlinie'],
      ['/de/lieferung', 'Versand und Lieferung'],
      ['/de/widerruf-und-rueckgabe', 'Widerrufsrecht und Rückgabe'],
      ['/de/barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
    ],
    withdrawalForm: 'Muster-Widerrufsformular',
    cookieSettings: 'Cookie-Einstellungen',
  },
  {
    base: '/en',
    pages: [
      ['/en/legal-notice', 'Legal notice'],
      ['/en/terms-and-conditions', 'Terms and conditions of sale'],
      ['/en/privacy-policy', 'Privacy policy'],
      ['/en/cookies', 'Cookie policy'],
      ['/en/delivery', 'Shipping and delivery'],
      ['/en/returns-and-withdrawal', 'Returns and right of withdrawal'],
      ['/en/accessibility', 'Accessibility statement'],
    ],
    withdrawalForm: 'Model withdrawal form',
    cookieSettings: 'Cookie settings',
  },
  {
    base: '/it',
    pages: [
      ['/it/note-legali', 'Note legali'],
      ['/it/condizioni-generali-di-vendita', 'Condizioni generali di vendita'],
      ['/it/informativa-privacy', 'Informativa sulla privacy'],
      ['/it/cookie', 'Informativa sui cookie'],
      ['/it/spedizione', 'Spedizione e consegna'],
      ['/it/resi-e-recesso', 'Resi e diritto di recesso'],
      ['/it/accessibilita', 'Dichiarazione di accessibilità'],
    ],
    withdrawalForm: 'Modulo di recesso tipo',
    cookieSettings: 'Impostazioni cookie',
  },
] as const

describe.each(STORES)('legal pages of $base', (store) => {
  it('are linked from the footer and answer 200 with their title in the store language', async () => {
    const links = legalLinksOf((await get(`${store.base}/`)).body)
    expect(links.map((link) => [link.href, link.text])).toEqual([
      ...store.pages.map(([path, title]) => [path, title]),
      [store.pages[3][0], store.cookieSettings],
    ])
    for (const [path, title] of store.pages) {
      const response = await get(path)
      expect(response.statusCode, path).toBe(200)
      expect(response.body).toContain(`<title>${title} | Pantoufle &amp; Co</title>`)
      expect(mainOf(response.body)).toContain(`<h1>${title}</h1>`)
    }
  })

  it('link, from every page, only to pages and documents that answer 200', async () => {
    let checked = 0
    for (const [path] of store.pages) {
      const internal = linksIn(mainOf((await get(path)).body)).filter((href) => href.startsWith('/'))
      for (const href of internal) expect((await get(href)).statusCode, `${path} → ${href}`).toBe(200)
      checked += internal.length
    }
    // The legal pages link to each other and to the shop's pages, so there was something to check.
    expect(checked).toBeGreaterThan(0)
  })

  it('give the 14-day right of withdrawal and the model withdrawal form', async () => {
    const returns = mainOf((await get(store.pages[5][0])).body)
    expect(returns).toContain(`<h2>${store.withdrawalForm}</h2>`)
    expect(returns).toMatch(/14|quatorze|vierzehn/)
    expect(returns).toContain('14 rue des Tisserands, 88400 Gérardmer')
  })

  it('show the shop’s address, phone and e-mail in the footer', async () => {
    const footer = footerOf((await get(`${store.base}/`)).body)
    expect(footer).toContain('14 rue des Tisserands')
    expect(footer).toContain('<a href="tel:+33329601234">+33 3 29 60 12 34</a>')
    expect(footer).toContain('<a href="mailto:bonjour@pantoufle-et-co.fr">bonjour@pantoufle-et-co.fr</a>')
  })
})

describe('the German Impressum (§ 5 DDG)', () => {
  it('names the provider, its address, legal form, representative, contact, register, number and VAT ID', async () => {
    const main = mainOf((await get('/de/impressum')).body)
    for (const required of [
      'Pantoufle &amp; Co SAS',
      'Anschrift: 14 rue des Tisserands, 88400 Gérardmer, Frankreich',
      'Rechtsform: Société par actions simplifiée (SAS)',
      'Vertretungsberechtigt: Claire Vautrin',
      'Telefon: <a href="tel:+33329601234">+33 3 29 60 12 34</a>',
      'E-Mail: <a href="mailto:bonjour@pantoufle-et-co.fr">bonjour@pantoufle-et-co.fr</a>',
      'Handelsgericht Épinal',
      'Registernummer: RCS Épinal 912 345 675',
      'Umsatzsteuer-Identifikationsnummer gemäß Artikel 214 der Richtlinie 2006/112/EG: FR65912345675',
    ]) {
      expect(main).toContain(required)
    }
  })
})

describe('the contact page', () => {
  it.each([
    [
      '/de/contact',
      'Kontaktieren Sie uns',
      'Frankreich',
      [
        ['Montag', '09:00 bis 12:30 Uhr und 13:30 bis 18:00 Uhr'],
        ['Samstag', '10:00 bis 13:00 Uhr'],
        ['Sonntag', 'Geschlossen'],
      ],
    ],
    [
      '/en/contact',
      'Contact us',
      'France',
      [
        ['Monday', '09:00 to 12:30 and 13:30 to 18:00'],
        ['Saturday', '10:00 to 13:00'],
        ['Sunday', 'Closed'],
      ],
    ],
    [
      '/fr/contact',
      'Nous contacter',
      'France',
      [
        ['lundi', 'de 09:00 à 12:30 et de 13:30 à 18:00'],
        ['dimanche', 'Fermé'],
      ],
    ],
    [
      '/it/contact',
      'Contattaci',
      'Francia',
      [
        ['lunedì', 'dalle 09:00 alle 12:30 e dalle 13:30 alle 18:00'],
        ['domenica', 'Chiuso'],
      ],
    ],
  ] as const)(
    '%s shows phone, e-mail, postal address and the opening hours of each weekday',
    async (path, heading, country, hours) => {
      const response = await get(path)
      expect(response.statusCode).toBe(200)
      const main = mainOf(response.body)
      expect(main).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
      expect(main).toContain('<a href="tel:+33329601234">+33 3 29 60 12 34</a>')
      expect(main).toContain('<a href="mailto:bonjour@pantoufle-et-co.fr">bonjour@pantoufle-et-co.fr</a>')
      expect(main).toMatch(new RegExp(`14 rue des Tisserands.*88400.*Gérardmer.*${country}`))
      expect(main.match(/<th scope="row">/g)).toHaveLength(7)
      for (const [day, time] of hours) expect(main).toContain(`<th scope="row">${day}</th><td>${time}</td>`)
    },
  )
})

describe('the size guide PDF', () => {
  it.each([
    ['/media/guide-des-tailles.pdf', 'fr-FR'],
    ['/media/groessentabelle.pdf', 'de-DE'],
    ['/media/size-guide.pdf', 'en-GB'],
    ['/media/guida-alle-taglie.pdf', 'it-IT'],
  ])('%s is a PDF document in %s', async (path, locale) => {
    const response = await get(path)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(response.rawPayload.toString('latin1')).toContain(`/Lang (${locale})`)
  })

  it('is linked from the size guide of a product page, whose table writes decimals the German way', async () => {
    // Socks for men, whose page shows the size guide (see product.test.ts).
    const main = mainOf((await get('/de/product/SO-00014')).body)
    expect(main).toContain(
      '<a href="/media/groessentabelle.pdf" target="_blank" rel="noopener noreferrer">Alle Größentabellen als PDF</a>',
    )
    expect(main).toContain('<td>24,7–26,7</td>')
  })
})

describe('links to a placeholder domain', () => {
  it.each(['/fr/', '/de/', '/en/', '/it/', '/de/impressum', '/en/contact', '/it/Faq'])(
    'are nowhere on %s',
    async (path) => {
      const { body } = await get(path)
      expect(linksIn(body).length).toBeGreaterThan(10)
      expect(
        linksIn(body).filter((href) => /\.example(\/|$|:|\?|#)/.test(href) || /@[^"]*\.example\b/.test(href)),
      ).toEqual([])
    },
  )
})

describe('HTML of the legal and contact pages', () => {
  // Their content and the footer, in a bare document: the shell around them has tests of its own.
  // The checker also tells when a text is not in the language the page declares.
  it('is valid, and in the store language, for the W3C Nu HTML checker in every store', async () => {
    const paths = [
      ...STORES.flatMap((store) => [...store.pages.map(([path]) => path), `${store.base}/contact`]),
      '/fr/Faq',
    ]
    const documents = Object.fromEntries(
      await Promise.all(
        paths.map(async (path) => {
          const { body } = await get(path)
          const lang = /<html lang="([^"]+)"/.exec(body)?.[1] ?? ''
          const html = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${path}</title></head><body>${mainOf(body)}${footerOf(body)}</body></html>`
          return [path, html] as const
        }),
      ),
    )
    const messages = await validateHtmlDocuments(documents)
    expect(messages.map((message) => `${message.document}: ${message.message}`)).toEqual([])
  }, 120_000)
})
