import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { itemOf, newGuest, orderableVariant, placeOrderPaid, readyCart } from './helpers/checkoutFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { pdfText } from '../helpers/pdfText.ts'
import { loadInvoiceDocument, renderInvoicePdf } from '../../domain/invoices/renderInvoicePdf.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { updateShopSettings, type ShopSettingsUpdate } from '../../domain/backoffice/shopSettingsEditing.ts'
import { loadShopSettings, SHOP_SETTING_NAMES, type ShopSettings } from '../../domain/shop/shopSettings.ts'
import { settingFormFields } from '../../domain/shop/shopSettingFields.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date('2026-11-29T10:00:00Z')
const STORES = ['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it']

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
  Object.assign(staff, await staffOfEachRole(app, 'settings.test', '192.0.2.70'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db

/** The form as /admin/settings shows the settings, every field filled. */
function formOf(settings: ShopSettings): Record<string, string> {
  return Object.assign({}, ...SHOP_SETTING_NAMES.map((name) => settingFormFields(name, settings[name])))
}

async function shopForm(edit: Record<string, string> = {}): Promise<ShopSettingsUpdate> {
  const { settings } = await loadShopSettings(db(), 'b2c_fr')
  return { scope: 'shop', form: { ...formOf(settings), ...edit }, overrides: [] }
}

/** Saves as the owner while listening to the purges; answers the result and the tags purged. */
async function saveAndListen(update: ShopSettingsUpdate) {
  const purged: string[] = []
  const stop = await app.shopDatabase.listen('page_cache_purge', (payload) =>
    purged.push(...payload.split(' ').slice(1)),
  )
  try {
    const result = await updateShopSettings(db(), staff.owner, STORES, update, NOW)
    if (result.ok && result.changed.length > 0) await expect.poll(() => purged.length).toBeGreaterThan(0)
    return { result, purged: [...new Set(purged)].sort() }
  } finally {
    await stop()
  }
}

const SHOP = `{ shop { config { contact { phone email openingHours { day opening { from to } } }
  company { legalName vatId registeredOffice { country } } } } }`

async function shopOf(store: string) {
  const { body } = await postGraphql(app, SHOP, {}, store)
  expect(body.errors).toBeUndefined()
  const config = (
    body.data as { shop: { config: { contact: Record<string, unknown>; company: Record<string, unknown> } } }
  ).shop.config
  const metadata = (body as { extensions?: { contentMetadata?: { type: string; id: string }[] } }).extensions
  return {
    contact: config.contact,
    company: config.company,
    tags: (metadata?.contentMetadata ?? []).map((entry) => `${entry.type}:${entry.id}`),
  }
}

const auditOf = (scope: string) =>
  db()
    .selectFrom('audit_log')
    .select(['actor', 'subject_type', 'before', 'after'])
    .where('action', '=', 'settings.update')
    .where('subject_id', '=', scope)
    .orderBy('id')
    .execute()

describe('the shop settings', () => {
  it('start with the values the shop had in code, and the shop API reports which group each answer shows', async () => {
    const fr = await shopOf('/fr')
    expect(fr.contact).toMatchObject({ phone: '+33 3 29 60 12 34', email: 'bonjour@pantoufle-et-co.fr' })
    expect(fr.company).toMatchObject({ legalName: 'Pantoufle & Co SAS', vatId: 'FR65912345675' })
    expect(fr.tags).toEqual(
      expect.arrayContaining([
        'settings:contact',
        'settings:contact:b2c_fr',
        'settings:company',
        'settings:company:b2c_fr',
      ]),
    )
  })

  it('may be changed by the owner only', async () => {
    for (const role of ['customer_service', 'warehouse', 'merchandiser'] as const)
      expect(
        await updateShopSettings(
          db(),
          staff[role],
          STORES,
          await shopForm({ phone: '+33 1 00 00 00 00' }),
          NOW,
        ),
      ).toEqual({ ok: false, error: 'FORBIDDEN' })
    expect(
      await updateShopSettings(db(), staff.owner, STORES, { ...(await shopForm()), scope: 'b2c_xx' }, NOW),
    ).toEqual({
      ok: false,
      error: 'UNKNOWN_STORE',
    })
    expect(await auditOf('shop')).toEqual([])
  })

  it('refuses wrong values field by field and saves none of them', async () => {
    const result = await updateShopSettings(
      db(),
      staff.owner,
      STORES,
      await shopForm({
        email: 'bonjour@',
        phone: '03 29 60 12 34',
        'address.country': 'XX',
        'openingHours.monday': '18:00-09:00',
        'openingHours.tuesday': '09:00-12:30, 12:00-18:00',
        shareCapital: 'beaucoup',
        legalName: '',
        hostPhone: '+33 12',
      }),
      NOW,
    )
    expect(result).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        email: 'INVALID_EMAIL',
        phone: 'INVALID_PHONE',
        'address.country': 'INVALID_COUNTRY',
        'openingHours.monday': 'INVALID_HOURS',
        'openingHours.tuesday': 'INVALID_HOURS',
        shareCapital: 'INVALID_SHARE_CAPITAL',
        legalName: 'REQUIRED',
        hostPhone: 'INVALID_PHONE',
      },
    })
    expect((await shopOf('/fr')).contact).toMatchObject({ phone: '+33 3 29 60 12 34' })
    expect(await auditOf('shop')).toEqual([])
  })

  it('checks the VAT number against the registered office’s country, the one the form gives if it moves', async () => {
    expect(
      await updateShopSettings(db(), staff.owner, STORES, await shopForm({ vatId: 'DE123456789' }), NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { vatId: 'INVALID_VAT_ID' },
    })
    expect(
      await updateShopSettings(db(), staff.owner, STORES, await shopForm({ vatId: 'FR6591234567' }), NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { vatId: 'INVALID_VAT_ID' },
    })
    const moved = await shopForm({ vatId: 'IT12345678901', 'address.country': 'DE' })
    expect(await updateShopSettings(db(), staff.owner, STORES, moved, NOW)).toMatchObject({
      fields: { vatId: 'INVALID_VAT_ID' },
    })
  })

  it('saves a shop-wide phone: every store shows it, the contact group alone is purged and the change audited', async () => {
    const { result, purged } = await saveAndListen(
      await shopForm({ phone: '+33 3 29 60 99 99', 'openingHours.saturday': '' }),
    )
    expect(result).toEqual({ ok: true, changed: ['phone', 'openingHours'] })
    expect(purged).toEqual(['settings:contact'])
    for (const store of ['/fr', '/de'])
      expect((await shopOf(store)).contact).toMatchObject({ phone: '+33 3 29 60 99 99' })
    const saturday = (
      (await shopOf('/en')).contact.openingHours as { day: string; opening: unknown[] }[]
    ).find((day) => day.day === 'saturday')
    expect(saturday?.opening).toEqual([])
    const audit = await auditOf('shop')
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actor: 'owner@settings.test',
      subject_type: 'shop_setting',
      before: { phone: '+33 3 29 60 12 34' },
      after: { phone: '+33 3 29 60 99 99', openingHours: expect.any(Array) },
    })
    expect(Object.keys(audit[0]!.before!).sort()).toEqual(['openingHours', 'phone'])
  })

  it('saves nothing and purges nothing when nothing changed', async () => {
    const { result, purged } = await saveAndListen(await shopForm())
    expect(result).toEqual({ ok: true, changed: [] })
    expect(purged).toEqual([])
  })

  it('lets a store override a setting: only that store shows it and only its pages are purged, until it follows the shop again', async () => {
    const { settings } = await loadShopSettings(db(), 'b2c_de')
    const override = {
      scope: 'b2c_de',
      form: { ...formOf(settings), phone: '+49 30 1234 5678', vatId: 'FR65912345675' },
      overrides: ['phone' as const, 'vatId' as const],
    }
    const saved = await saveAndListen(override)
    expect(saved.result).toEqual({ ok: true, changed: ['phone', 'vatId'] })
    expect(saved.purged).toEqual(['settings:company:b2c_de', 'settings:contact:b2c_de'])
    expect((await shopOf('/de')).contact).toMatchObject({ phone: '+49 30 1234 5678' })
    expect((await shopOf('/fr')).contact).toMatchObject({ phone: '+33 3 29 60 99 99' })

    // A shop-wide change of a setting the store overrides leaves the store's value.
    const shopWide = await saveAndListen(await shopForm({ phone: '+33 3 29 60 11 11' }))
    expect(shopWide.purged).toEqual(['settings:contact'])
    expect((await shopOf('/de')).contact).toMatchObject({ phone: '+49 30 1234 5678' })

    const back = await saveAndListen({ ...override, overrides: ['vatId'] })
    expect(back.result).toEqual({ ok: true, changed: ['phone'] })
    expect(back.purged).toEqual(['settings:contact:b2c_de'])
    expect((await shopOf('/de')).contact).toMatchObject({ phone: '+33 3 29 60 11 11' })
    expect(await auditOf('b2c_de')).toEqual([
      expect.objectContaining({
        before: { phone: null, vatId: null },
        after: { phone: '+49 30 1234 5678', vatId: 'FR65912345675' },
      }),
      expect.objectContaining({ before: { phone: '+49 30 1234 5678' }, after: { phone: null } }),
    ])
  })

  it('purges only the legal identity’s pages when the company changes', async () => {
    const { result, purged } = await saveAndListen(await shopForm({ legalName: 'Pantoufle & Cie SAS' }))
    expect(result).toEqual({ ok: true, changed: ['legalName'] })
    expect(purged).toEqual(['settings:company'])
    expect((await shopOf('/it')).company).toMatchObject({ legalName: 'Pantoufle & Cie SAS' })
  })
})

/** A guest's paid order in /fr: its order and invoice ids. */
async function invoicedOrder() {
  const agent = newGuest(app)
  const { cartId } = await readyCart(agent, {
    store: '/fr',
    items: [itemOf(await orderableVariant(app), 1)],
    country: 'FR',
  })
  const placed = await placeOrderPaid(app, agent, cartId, { store: '/fr' })
  const orderId = Number(placed.data?.placeOrder?.order?.order_id)
  const invoice = await db()
    .selectFrom('invoice')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
  return { orderId, invoiceId: Number(invoice.id) }
}

async function invoiceText({ orderId, invoiceId }: { orderId: number; invoiceId: number }) {
  const document = await loadInvoiceDocument(db(), orderId, invoiceId)
  return (await pdfText(await renderInvoicePdf(document!, 'fr-FR'))).replace(/\s+/g, ' ')
}

describe('an invoice’s seller', () => {
  it('is the one of its issue: a change of the settings reaches the next invoices only', async () => {
    const { settings } = await loadShopSettings(db(), 'b2c_fr')
    const issued = await invoicedOrder()
    expect(await invoiceText(issued)).toContain(settings.legalName)
    const saved = await updateShopSettings(
      db(),
      staff.owner,
      STORES,
      await shopForm({ legalName: 'Chaussons Vautrin SAS', vatId: 'FR40303265045' }),
      NOW,
    )
    expect(saved).toEqual({ ok: true, changed: ['legalName', 'vatId'] })
    const before = await invoiceText(issued)
    expect(before).toContain(settings.legalName)
    expect(before).toContain(settings.vatId)
    expect(before).not.toContain('Chaussons Vautrin SAS')
    const next = await invoiceText(await invoicedOrder())
    expect(next).toContain('Chaussons Vautrin SAS')
    expect(next).toContain('FR40303265045')
    // Issued before the settings were stored: what the shop had in code, which it printed then.
    await sql`update invoice set seller = null where id = ${issued.invoiceId}`.execute(db())
    expect(await invoiceText(issued)).toContain('Pantoufle & Co SAS')
  })
})

const LEGAL_PAGE = `query ($id: String!) { cmsPage(identifier: $id) { content contentWysiwyg { __typename } } }`

describe('the legal pages', () => {
  it('show the settings of their store where they name them, and report the groups they show', async () => {
    const { settings } = await loadShopSettings(db(), 'b2c_de')
    for (const identifier of ['legal-notice', 'privacy-policy', 'returns', 'terms-of-sale']) {
      const { body } = await postGraphql(app, LEGAL_PAGE, { id: identifier }, '/de')
      const content = (body.data as { cmsPage: { content: string } }).cmsPage.content
      expect(content, identifier).not.toContain('{{shop:')
      expect(content, identifier).toContain(settings.legalName.replace(/&/g, '&amp;'))
    }
    const { body } = await postGraphql(app, LEGAL_PAGE, { id: 'legal-notice' }, '/de')
    const content = (body.data as { cmsPage: { content: string } }).cmsPage.content
    for (const fact of [
      settings.vatId,
      settings.tradeRegisterNumber,
      settings.email,
      settings.publicationDirector,
    ])
      expect(content).toContain(fact)
    expect(content).toContain('Frankreich')
    const tags = (
      (body as { extensions?: { contentMetadata?: { type: string; id: string }[] } }).extensions
        ?.contentMetadata ?? []
    ).map((entry) => `${entry.type}:${entry.id}`)
    expect(tags).toEqual(
      expect.arrayContaining(['cms_page:legal-notice', 'settings:company:b2c_de', 'settings:contact:b2c_de']),
    )
  })
})
