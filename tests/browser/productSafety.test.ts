import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { GIFT_CARD_SKU } from '../../config/shopConfig.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

// Seeded children's pyjamas (deterministic seed), made in Türkiye by Pamukkale Ev Tekstili,
// with the shop as the responsible person in the EU.
const KIDS_PYJAMAS = 'CL-00027'
// Children's booties with pompoms (small parts), made by the shop itself.
const KIDS_BOOTIES = 'SL-00022'
// A gift box of socks assembled by the shop, one of its pairs cosy socks (no non-slip sole).
const GIFT_BOX = 'BU-00001'

const STORES = [
  {
    base: '/fr',
    heading: 'Sécurité du produit',
    fire: 'Tenir éloigné du feu.',
    type: 'Pyjama',
    responsible: 'Personne responsable dans l’UE',
    france: 'France',
  },
  {
    base: '/de',
    heading: 'Produktsicherheit',
    fire: 'Von Feuer fernhalten.',
    type: 'Schlafanzug',
    responsible: 'Verantwortliche Person in der EU',
    france: 'Frankreich',
  },
  {
    base: '/en',
    heading: 'Product safety',
    fire: 'Keep away from fire.',
    type: 'Pyjamas',
    responsible: 'Responsible person in the EU',
    france: 'France',
  },
  {
    base: '/it',
    heading: 'Sicurezza del prodotto',
    fire: 'Tenere lontano dal fuoco.',
    type: 'Pigiama',
    responsible: 'Persona responsabile nell’UE',
    france: 'Francia',
  },
]

async function open(path: string): Promise<Page> {
  const page = await testbed.context.newPage()
  const response = await page.goto(`${testbed.origin}${path}`, { waitUntil: 'load' })
  expect(response?.status(), path).toBe(200)
  return page
}

/** The safety section's terms and descriptions, as read. */
async function safetyFacts(page: Page, heading: string): Promise<Record<string, string>> {
  const section = page.getByRole('region', { name: heading })
  const terms = await section.locator('dt').allTextContents()
  const descriptions = await section
    .locator('dd')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim()))
  return Object.fromEntries(terms.map((term, index) => [term, descriptions[index] ?? '']))
}

describe.each(STORES)(
  'product safety section in $base',
  ({ base, heading, fire, type, responsible, france }) => {
    it("shows the children's nightwear warning, the maker, the responsible person, the type and the reference", async () => {
      const page = await open(`${base}/product/${KIDS_PYJAMAS}`)
      const section = page.getByRole('region', { name: heading })
      await expect(section.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(heading)
      await expect(section.locator('li').allTextContents()).resolves.toEqual([fire])
      const facts = Object.values(await safetyFacts(page, heading))
      expect(facts[0]).toMatch(
        /^Pamukkale Ev Tekstili A\.Ş\. Organize Sanayi Bölgesi, 5\. Cadde No\. 12 20330 Denizli .+ export@pamukkale-evtekstili\.com\.tr$/,
      )
      expect(facts.slice(1)).toEqual([
        `Pantoufle & Co SAS 14 rue des Tisserands 88400 Gérardmer ${france} securite-produits@pantoufle-et-co.fr`,
        type,
        KIDS_PYJAMAS,
      ])
      await expect(section.locator('dt').nth(1).textContent()).resolves.toBe(responsible)
      await expect(
        section.getByRole('link', { name: 'securite-produits@pantoufle-et-co.fr' }).getAttribute('href'),
      ).resolves.toBe('mailto:securite-produits@pantoufle-et-co.fr')
      await page.close()
    })
  },
)

describe('product safety section, other products', () => {
  it('warns of small parts on children’s booties, in French typography, with no responsible person for an EU maker', async () => {
    const page = await open(`/fr/product/${KIDS_BOOTIES}`)
    const section = page.getByRole('region', { name: 'Sécurité du produit' })
    await expect(section.locator('li').allTextContents()).resolves.toEqual([
      'Ne convient pas aux enfants de moins de 36 mois\u202f: petits éléments, risque d’étouffement.',
    ])
    expect(Object.keys(await safetyFacts(page, 'Sécurité du produit'))).toEqual([
      'Fabricant',
      'Type de produit',
      'Référence',
    ])
    expect(await findAccessibilityViolations(page)).toEqual([])
    await page.close()
  })

  it('gives a gift box the shop as its maker and the warnings of its pairs (it)', async () => {
    const page = await open(`/it/product/${GIFT_BOX}`)
    const section = page.getByRole('region', { name: 'Sicurezza del prodotto' })
    await expect(section.locator('li').allTextContents()).resolves.toEqual([
      'Senza suola antiscivolo: può scivolare sui pavimenti lisci.',
    ])
    const facts = await safetyFacts(page, 'Sicurezza del prodotto')
    expect(facts).toEqual({
      Produttore:
        'Pantoufle & Co SAS 14 rue des Tisserands 88400 Gérardmer Francia securite-produits@pantoufle-et-co.fr',
      'Tipo di prodotto': 'Confezione regalo di calze',
      'Codice articolo': GIFT_BOX,
    })
    await page.close()
  })

  it('shows no safety section for a gift card', async () => {
    const page = await open(`/de/product/${GIFT_CARD_SKU}`)
    await expect(page.locator('main h1').count()).resolves.toBe(1)
    await expect(page.getByRole('region', { name: 'Produktsicherheit' }).count()).resolves.toBe(0)
    await page.close()
  })
})
