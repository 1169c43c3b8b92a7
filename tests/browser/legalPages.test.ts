import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

// The footer's legal links of each store, with the page titles a shopper reads there.
const STORES = [
  [
    '/fr',
    [
      'Mentions légales',
      'Conditions générales de vente',
      'Politique de confidentialité',
      'Politique relative aux cookies',
      'Livraison',
      'Retours et droit de rétractation',
      'Déclaration d’accessibilité',
    ],
  ],
  [
    '/de',
    [
      'Impressum',
      'Allgemeine Geschäftsbedingungen',
      'Datenschutzerklärung',
      'Cookie-Richtlinie',
      'Versand und Lieferung',
      'Widerrufsrecht und Rückgabe',
      'Erklärung zur Barrierefreiheit',
    ],
  ],
  [
    '/en',
    [
      'Legal notice',
      'Terms and conditions of sale',
      'Privacy policy',
      'Cookie policy',
      'Shipping and delivery',
      'Returns and right of withdrawal',
      'Accessibility statement',
    ],
  ],
  [
    '/it',
    [
      'Note legali',
      'Condizioni generali di vendita',
      'Informativa sulla privacy',
      'Informativa sui cookie',
      'Spedizione e consegna',
      'Resi e diritto di recesso',
      'Dichiarazione di accessibilità',
    ],
  ],
] as const

describe('footer legal pages in Chromium', () => {
  it.each(STORES)(
    '%s: each footer link opens its page, which axe finds no violation on',
    async (base, titles) => {
      const page = await testbed.context.newPage()
      try {
        await page.goto(`${testbed.origin}${base}/`)
        for (const title of titles) {
          const footer = page.getByRole('contentinfo')
          await footer.getByRole('link', { name: title, exact: true }).click()
          await page.waitForURL((url) => url.pathname !== `${base}/`)
          await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title)
          expect(await page.title()).toBe(`${title} | Pantoufle & Co`)
          expect(
            await footer.getByRole('link', { name: title, exact: true }).getAttribute('aria-current'),
          ).toBe('page')
          expect(await findAccessibilityViolations(page), `${base}: ${title}`).toEqual([])
        }
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: /^(Contact|Kontakt|Contatti)$/ })
          .click()
        await page.waitForURL(`${testbed.origin}${base}/contact`)
        expect(await findAccessibilityViolations(page), `${base}/contact`).toEqual([])
      } finally {
        await page.close()
      }
    },
  )
})
