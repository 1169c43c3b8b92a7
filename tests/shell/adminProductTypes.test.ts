import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { valueOf, documentOfResponse } from '../helpers/formShopper.ts'
import { pageText, signedInStaff } from '../helpers/adminSession.ts'

let server: TestServer
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  merchandiser = await signedInStaff(server.app, 'types.merchandiser@example.org', 'merchandiser')
  expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db

/** A seeded simple product without tier prices or custom options: the n-th one. */
async function plainSku(index: number): Promise<{ sku: string; regular: number }> {
  const { rows } = await sql<{ sku: string; regular: string }>`
    select p.sku, p.regular_price as regular from product p
    where p.type = 'simple' and p.parent_sku is null
      and not exists (select 1 from custom_option o where o.sku = p.sku)
      and not exists (select 1 from tier_price t where t.sku = p.sku)
    order by p.id offset ${index} limit 1`.execute(db())
  return { sku: rows[0]!.sku, regular: Number(rows[0]!.regular) }
}

describe('quantity prices without JavaScript', () => {
  it('answers a refused tier in French beside its fields with the typed values kept, then adds and removes one', async () => {
    const { sku, regular } = await plainSku(0)
    const page = `/admin/products/${sku}`
    const refused = await merchandiser.browser.post(`${page}/tier-prices`, {
      qty: '1',
      price: String(regular + 1),
    })
    expect(refused.statusCode).toBe(422)
    expect(valueOf(refused.body, '#tier-qty')).toBe('1')
    expect(valueOf(refused.body, '#tier-price')).toBe(String(regular + 1))
    const document = documentOfResponse(refused)
    expect(document.querySelector('#tier-qty-error')?.textContent).toBe(
      'Saisissez une quantité entière de 2 ou plus.',
    )
    expect(document.querySelector('#tier-price-error')?.textContent).toBe(
      'Un prix par quantité doit être inférieur au prix normal.',
    )
    expect(document.querySelector('#tier-qty')?.getAttribute('aria-describedby')).toBe('tier-qty-error')
    expect(await db().selectFrom('tier_price').select('qty').where('sku', '=', sku).execute()).toEqual([])

    const added = await merchandiser.browser.post(`${page}/tier-prices`, { qty: '4', price: '1,50' })
    expect(added.statusCode).toBe(303)
    expect(added.headers.location).toBe(`${page}?done=tierPriceAdded#tier-prices`)
    const shown = await merchandiser.browser.get(String(added.headers.location))
    expect(pageText(shown)).toContain('Le prix par quantité est ajouté.')
    expect(documentOfResponse(shown).querySelector('#tier-prices tbody')?.textContent).toMatch(/4\s*1,50\s*€/)

    const removed = await merchandiser.browser.post(`${page}/tier-prices/remove`, { qty: '4' })
    expect(removed.statusCode).toBe(303)
    expect(pageText(await merchandiser.browser.get(`${page}?done=tierPriceRemoved`))).toContain(
      'Aucun prix par quantité.',
    )
  })
})

describe('custom options without JavaScript', () => {
  it('answers a refused option in French beside its fields with the typed values kept, then adds a choice and removes it', async () => {
    const { sku } = await plainSku(1)
    const page = `/admin/products/${sku}`
    const form = documentOfResponse(await merchandiser.browser.get(page)).querySelector('#option-new form')
    expect(form?.getAttribute('action')).toBe(`${page}/options`)
    const refused = await merchandiser.browser.post(`${page}/options`, {
      optionId: '',
      type: 'drop_down',
      'title.fr': 'Emballage',
      'title.de': '',
      'title.en': 'Wrapping',
      'title.it': 'Confezione',
      'value.0.fr': 'Kraft',
      'value.0.de': 'Kraftpapier',
      'value.0.en': 'Kraft',
      'value.0.it': 'Kraft',
      'value.0.costKind': 'fixed',
      'value.0.cost': 'deux',
    })
    expect(refused.statusCode).toBe(422)
    expect(valueOf(refused.body, '#option-new-title-en')).toBe('Wrapping')
    expect(valueOf(refused.body, '#option-new-value-0-cost')).toBe('deux')
    const document = documentOfResponse(refused)
    expect(document.querySelector('#option-new-title-de-error')?.textContent).toBe('Obligatoire.')
    expect(document.querySelector('#option-new-value-0-cost-error')?.textContent).toBe(
      'Saisissez un montant en euros à partir de 0, comme 2,50.',
    )
    expect(document.querySelector('#option-new-value-0-cost')?.getAttribute('aria-describedby')).toBe(
      'option-new-value-0-cost-error',
    )
    expect(pageText(refused)).toContain('Rien n’a été enregistré')
    expect(await db().selectFrom('custom_option').select('id').where('sku', '=', sku).execute()).toEqual([])

    const added = await merchandiser.browser.post(`${page}/options`, {
      optionId: '',
      type: 'drop_down',
      'title.fr': 'Emballage',
      'title.de': 'Verpackung',
      'title.en': 'Wrapping',
      'title.it': 'Confezione',
      required: '1',
      'value.0.fr': 'Kraft',
      'value.0.de': 'Kraftpapier',
      'value.0.en': 'Kraft',
      'value.0.it': 'Kraft',
      'value.0.costKind': 'fixed',
      'value.0.cost': '2,50',
    })
    expect(added.statusCode).toBe(303)
    const [option] = await db()
      .selectFrom('custom_option')
      .select(['id', 'is_required'])
      .where('sku', '=', sku)
      .execute()
    expect(option?.is_required).toBe(true)
    expect(added.headers.location).toBe(`${page}?done=optionAdded#option-${option!.id}`)
    const shown = await merchandiser.browser.get(String(added.headers.location))
    expect(pageText(shown)).toContain('L’option est ajoutée.')
    expect(valueOf(shown.body, `#option-${option!.id}-value-0-cost`)).toBe('2.50')

    const removed = await merchandiser.browser.post(`${page}/options/remove`, {
      optionId: String(option!.id),
    })
    expect(removed.statusCode).toBe(303)
    expect(await db().selectFrom('custom_option').select('id').where('sku', '=', sku).execute()).toEqual([])
  })
})

describe('/admin/products/new for bundles and gift cards without JavaScript', () => {
  it('answers a refused gift card and bundle in French beside their fields with the typed values kept', async () => {
    const refusedCard = await merchandiser.browser.post('/admin/products/new', {
      type: 'giftcard',
      sku: 'CARTE-SHELL-1',
      'fr.name': 'Carte Brume',
      'fr.urlKey': 'carte-brume',
      'giftCard.amounts': '',
      'giftCard.openMin': '50',
      'giftCard.openMax': '20',
    })
    expect(refusedCard.statusCode).toBe(422)
    expect(valueOf(refusedCard.body, '[name="giftCard.openMin"]')).toBe('50')
    const card = documentOfResponse(refusedCard)
    expect(card.querySelector('#field-giftCard-amounts-error')?.textContent).toBe('Obligatoire.')
    expect(card.querySelector('#field-giftCard-openMax-error')?.textContent).toBe(
      'Le montant le plus haut est inférieur au plus bas.',
    )
    const refusedBundle = await merchandiser.browser.post('/admin/products/new', {
      type: 'bundle',
      sku: 'DUO-SHELL-1',
      'fr.name': 'Duo Brume',
      'fr.urlKey': 'duo-brume',
      price: '30',
      'bundle.0.label': 'Paire',
      'bundle.0.skus': 'NO-SUCH-SKU',
    })
    expect(refusedBundle.statusCode).toBe(422)
    expect(valueOf(refusedBundle.body, '[name="bundle.0.skus"]')).toBe('NO-SUCH-SKU')
    expect(
      documentOfResponse(refusedBundle).querySelector('#field-bundle-0-skus-error')?.textContent,
    ).toContain('Donnez des SKU de produits simples')
    expect(
      await db().selectFrom('product').select('sku').where('sku', 'like', '%-SHELL-%').execute(),
    ).toEqual([])
  })
})

/** What a form of the page posts as it stands: its named fields' values, ticked boxes only. */
function fieldsOf(form: Element): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]')) {
    if (input.name === '_csrf') continue
    if (input.type === 'checkbox' && !input.checked) continue
    fields[input.name] = input.value
  }
  return fields
}

describe('a bundle’s options and a gift card’s amounts edited without JavaScript', () => {
  it('answers a refused bundle in French beside its fields with the typed values kept, then saves labels per language that /fr and /de show', async () => {
    const { rows } = await sql<{ sku: string; fr: string; de: string }>`
      select p.sku, fr.url_key as fr, de.url_key as de from product p
      join product_translation fr on fr.sku = p.sku and fr.language = 'fr'
      join product_translation de on de.sku = p.sku and de.language = 'de'
      where p.type = 'bundle' and cardinality(p.disabled_stores) = 0 order by p.id limit 1`.execute(db())
    const bundle = rows[0]!
    const page = `/admin/products/${encodeURIComponent(bundle.sku)}`
    const form = documentOfResponse(await merchandiser.browser.get(page)).querySelector('#bundle form')
    expect(form?.getAttribute('action')).toBe(`${page}/bundle`)
    const fields = fieldsOf(form!)
    expect(fields['option.0.id']).toMatch(/^\d+$/)
    // A new product row of the first option: the first one with a SKU field.
    const newRow = Object.keys(fields)
      .filter((name) => /^option\.0\.selection\.\d+\.sku$/.test(name))
      .map((name) => name.split('.')[3])[0]!
    const refused = await merchandiser.browser.post(`${page}/bundle`, {
      ...fields,
      'option.0.label.fr': 'Paire au choix (test)',
      'option.0.label.de': 'Paar nach Wahl (Test)',
      [`option.0.selection.${newRow}.sku`]: 'PAS-UN-PRODUIT',
      [`option.0.selection.${newRow}.qty`]: '30',
    })
    expect(refused.statusCode).toBe(422)
    const document = documentOfResponse(refused)
    expect(valueOf(refused.body, '#bundle-option-0-label-de')).toBe('Paar nach Wahl (Test)')
    expect(valueOf(refused.body, `#bundle-option-0-selection-${newRow}-sku`)).toBe('PAS-UN-PRODUIT')
    expect(document.querySelector(`#bundle-option-0-selection-${newRow}-sku-error`)?.textContent).toBe(
      'Indiquez le SKU d’un produit simple (ni une taille d’un produit configurable, ni un lot, une carte cadeau ou un téléchargement).',
    )
    expect(document.querySelector(`#bundle-option-0-selection-${newRow}-qty-error`)?.textContent).toBe(
      'Saisissez un nombre entier de 1 à 20, ou laissez vide pour 1.',
    )
    expect(
      document.querySelector(`#bundle-option-0-selection-${newRow}-qty`)?.getAttribute('aria-describedby'),
    ).toBe(`bundle-option-0-selection-${newRow}-qty-error`)

    const saved = await merchandiser.browser.post(`${page}/bundle`, {
      ...fields,
      'option.0.label.fr': 'Paire au choix (test)',
      'option.0.label.de': 'Paar nach Wahl (Test)',
      'option.0.label.it': '',
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(`${page}?done=bundleSaved#bundle`)
    const shown = await merchandiser.browser.get(String(saved.headers.location))
    expect(pageText(shown)).toContain('Les options du lot sont enregistrées.')
    // The Italian label left blank is marked as a missing translation beside its field.
    expect(
      documentOfResponse(shown).querySelector('label[for="bundle-option-0-label-it"]')?.textContent,
    ).toContain('traduction manquante')
    const fr = await server.app.inject({ url: `/fr/${bundle.fr}` })
    expect(fr.statusCode).toBe(200)
    expect(fr.body).toContain('Paire au choix (test)')
    expect(fr.body).not.toContain('Paar nach Wahl (Test)')
    const de = await server.app.inject({ url: `/de/${bundle.de}` })
    expect(de.statusCode).toBe(200)
    expect(de.body).toContain('Paar nach Wahl (Test)')
    expect(de.body).not.toContain('Paire au choix (test)')
  })

  it('answers refused gift card amounts in French beside their fields with the typed values kept, then saves them', async () => {
    const { sku } = await db()
      .selectFrom('giftcard_product')
      .select('sku')
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    const page = `/admin/products/${encodeURIComponent(sku)}`
    const form = documentOfResponse(await merchandiser.browser.get(page)).querySelector('#gift-card form')
    expect(form?.getAttribute('action')).toBe(`${page}/gift-card`)
    const refused = await merchandiser.browser.post(`${page}/gift-card`, {
      'giftCard.amounts': '25 cinquante',
      'giftCard.openMin': '80',
      'giftCard.openMax': '40',
    })
    expect(refused.statusCode).toBe(422)
    expect(valueOf(refused.body, '#field-giftCard-amounts')).toBe('25 cinquante')
    expect(valueOf(refused.body, '#field-giftCard-openMax')).toBe('40')
    const document = documentOfResponse(refused)
    expect(document.querySelector('#field-giftCard-amounts-error')?.textContent).toBe(
      'Saisissez un prix supérieur à 0 en euros, par exemple 49.90.',
    )
    expect(document.querySelector('#field-giftCard-openMax-error')?.textContent).toBeTruthy()

    const saved = await merchandiser.browser.post(`${page}/gift-card`, {
      'giftCard.amounts': '25 60',
      'giftCard.openMin': '',
      'giftCard.openMax': '',
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(`${page}?done=giftCardSaved#gift-card`)
    const shown = await merchandiser.browser.get(String(saved.headers.location))
    expect(pageText(shown)).toContain('Les montants de la carte cadeau sont enregistrés.')
    expect(valueOf(shown.body, '#field-giftCard-amounts')).toBe('25.00 60.00')
  })
})
