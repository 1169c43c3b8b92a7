import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { ADD, GIFT_CARD_PEOPLE, createCart, uid } from './helpers/cartFixtures.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { addTierPrice, removeTierPrice } from '../../domain/backoffice/catalogue/tierPrices.ts'
import {
  removeCustomOption,
  saveCustomOption,
  type TypedCustomOption,
} from '../../domain/backoffice/catalogue/customOptions.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'
import { createProduct } from '../../domain/backoffice/catalogue/productCreation.ts'
import type { TypedNewProduct } from '../../domain/backoffice/catalogue/newProductForm.ts'
import {
  bundleForEditing,
  saveBundleOptions,
  type EditableBundleOption,
  type TypedBundleOption,
} from '../../domain/backoffice/catalogue/bundleEditing.ts'
import { saveGiftCardAmounts } from '../../domain/backoffice/catalogue/giftCardAmounts.ts'

let app: FastifyInstance
let shopper: GraphqlAgent
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date()

beforeAll(async () => {
  app = await buildApiApp()
  shopper = createGraphqlAgent(app)
  Object.assign(staff, await staffOfEachRole(app, 'types.test', '192.0.2.31'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db
const cents = (money: { amount: number }) => Math.round(money.amount * 100)

/** A seeded simple product on sale everywhere, in stock, without options or tier prices: the n-th one. */
async function plainProduct(index: number): Promise<{ sku: string; regular: number; final: number }> {
  const { rows } = await sql<{ sku: string; regular: string; final: string }>`
    select p.sku, p.regular_price as regular, p.final_price as final from product p
    where p.type = 'simple' and p.parent_sku is null and p.is_in_stock and p.qty >= 20
      and cardinality(p.disabled_stores) = 0
      and not exists (select 1 from custom_option o where o.sku = p.sku)
      and not exists (select 1 from tier_price t where t.sku = p.sku)
    order by p.id offset ${index} limit 1`.execute(db())
  const row = rows[0]
  if (!row) throw new Error('the seed has no plain simple product')
  return {
    sku: row.sku,
    regular: Math.round(Number(row.regular) * 100),
    final: Math.round(Number(row.final) * 100),
  }
}

/** Runs a change and answers the page-cache tags it purged. */
async function purgedBy(change: () => Promise<unknown>, until: string): Promise<string> {
  const purged: string[] = []
  const stop = await app.shopDatabase.listen('page_cache_purge', (payload) => purged.push(payload))
  try {
    await change()
    await expect.poll(() => purged.join(' ')).toContain(until)
  } finally {
    await stop()
  }
  return purged.join(' ')
}

/** The unit price of a cart line of `quantity` pieces of a simple product, in cents, in /fr. */
async function cartUnitPrice(sku: string, quantity: number, extra: Record<string, unknown> = {}) {
  return (await cartLine(sku, quantity, extra)).price
}

/** A cart line of `quantity` pieces in /fr: its unit price in cents and its chosen options as the cart shows them. */
async function cartLine(sku: string, quantity: number, extra: Record<string, unknown> = {}) {
  // A shopper of its own: one cart per line.
  const shopper = createGraphqlAgent(app)
  const cartId = await createCart(shopper, '/fr')
  const { data } = await shopper.query(
    ADD,
    { cartId, items: [{ sku, quantity, ...extra }] },
    { store: '/fr' },
  )
  expect(data?.addProductsToCart).toMatchObject({ success: true, user_errors: [] })
  const [item] = data?.addProductsToCart.cart.items ?? []
  return {
    price: cents(item.prices.price),
    options: (
      item.customizable_options as { label: string; values: { value: string; price: { amount: number } }[] }[]
    ).map((option) => ({
      label: option.label,
      value: option.values[0]?.value,
      cents: cents(option.values[0]!.price),
    })),
  }
}

const TITLES = (fr: string) => ({ fr, de: `${fr} (de)`, en: `${fr} (en)`, it: `${fr} (it)` })

/** An option's form with nothing typed but what `typed` gives. */
const optionForm = (typed: Partial<TypedCustomOption>): TypedCustomOption => ({
  type: 'field',
  titles: TITLES('Initiales'),
  required: false,
  costKind: '',
  cost: '',
  maxCharacters: '',
  position: '',
  values: [],
  ...typed,
})

const PRODUCT_OPTIONS = `query ($sku: String!) { product(sku: $sku) { custom_options { option_id title type is_required max_characters
  extraCost { ... on FixedExtraCost { prices { priceInclTax { value { amount } } } } ... on PercentageExtraCost { rate } }
  values { option_value_id title extraCost { ... on FixedExtraCost { prices { priceInclTax { value { amount } } } } ... on PercentageExtraCost { rate } } } } } }`

async function auditOf(sku: string, action: string) {
  return db()
    .selectFrom('audit_log')
    .select(['actor', 'before', 'after'])
    .where('subject_id', '=', sku)
    .where('action', '=', action)
    .orderBy('id')
    .execute()
}

describe('tier prices', () => {
  it('a tier price saved shows in the shop API’s tierPrice and prices the cart from its quantity on; its pages are purged and it is audited', async () => {
    const product = await plainProduct(0)
    const tier = product.regular - 500
    const purged = await purgedBy(
      async () =>
        expect(
          await addTierPrice(db(), staff.merchandiser, product.sku, { qty: 3, price: tier }, NOW),
        ).toEqual({
          ok: true,
        }),
      `product:${product.sku}`,
    )
    expect(purged).not.toMatch(/\ball\b/)
    const { body } = await postGraphql(
      app,
      'query ($sku: String!) { product(sku: $sku) { prices { tierPrice { qty price { priceInclTax { value { amount } } } } } } }',
      { sku: product.sku },
      '/fr',
    )
    expect(body.errors).toBeUndefined()
    expect(
      body.data?.product.prices.tierPrice.map(
        (row: { qty: number; price: { priceInclTax: { value: { amount: number } } } }) => ({
          qty: row.qty,
          cents: cents(row.price.priceInclTax.value),
        }),
      ),
    ).toEqual([{ qty: 3, cents: tier }])
    expect(await cartUnitPrice(product.sku, 2)).toBe(product.final)
    expect(await cartUnitPrice(product.sku, 3)).toBe(Math.min(product.final, tier))
    expect(await auditOf(product.sku, 'catalogue.tierprice.add')).toEqual([
      {
        actor: 'merchandiser@types.test',
        before: { tierPrices: [] },
        after: { tierPrices: [{ qty: 3, price: tier }] },
      },
    ])

    expect(await removeTierPrice(db(), staff.merchandiser, product.sku, 3, NOW)).toEqual({ ok: true })
    expect(await cartUnitPrice(product.sku, 3)).toBe(product.final)
    expect(await auditOf(product.sku, 'catalogue.tierprice.remove')).toEqual([
      {
        actor: 'merchandiser@types.test',
        before: { tierPrices: [{ qty: 3, price: tier }] },
        after: { tierPrices: [] },
      },
    ])
  })

  it('refuses a quantity under 2, a taken quantity, a price not below the regular price, an unknown product and other roles, changing nothing', async () => {
    const product = await plainProduct(1)
    expect(
      await addTierPrice(
        db(),
        staff.merchandiser,
        product.sku,
        { qty: 5, price: product.regular - 100 },
        NOW,
      ),
    ).toEqual({ ok: true })
    const tiersOf = () =>
      db().selectFrom('tier_price').select(['qty', 'price']).where('sku', '=', product.sku).execute()
    const before = await tiersOf()
    expect(
      await addTierPrice(db(), staff.merchandiser, product.sku, { qty: 1, price: product.regular }, NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { qty: 'QTY_INVALID', price: 'NOT_BELOW_REGULAR' },
    })
    expect(await addTierPrice(db(), staff.merchandiser, product.sku, { qty: 5, price: null }, NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { qty: 'QTY_TAKEN', price: 'AMOUNT_INVALID' },
    })
    expect(await addTierPrice(db(), staff.merchandiser, 'NO-SUCH-SKU', { qty: 3, price: 100 }, NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(await removeTierPrice(db(), staff.merchandiser, product.sku, 4, NOW)).toEqual({
      ok: false,
      error: 'TIER_NOT_FOUND',
    })
    for (const role of ['customer_service', 'warehouse'] as const) {
      expect(await addTierPrice(db(), staff[role], product.sku, { qty: 7, price: 100 }, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
      expect(await removeTierPrice(db(), staff[role], product.sku, 5, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    }
    expect(await tiersOf()).toEqual(before)
    expect(await auditOf(product.sku, 'catalogue.tierprice.add')).toHaveLength(1)
  })
})

describe('custom options', () => {
  it('a free text and a choice added show on the product with their extra costs, price the cart, purge the product and are audited', async () => {
    const product = await plainProduct(2)
    let textId = 0
    const purged = await purgedBy(async () => {
      const added = await saveCustomOption(
        db(),
        staff.merchandiser,
        product.sku,
        null,
        optionForm({ required: true, maxCharacters: '8', costKind: 'fixed', cost: '4,50' }),
        NOW,
      )
      expect(added).toMatchObject({ ok: true })
      textId = added.ok ? added.id : 0
    }, `product:${product.sku}`)
    expect(purged).not.toMatch(/\ball\b/)
    const choice = await saveCustomOption(
      db(),
      staff.merchandiser,
      product.sku,
      null,
      optionForm({
        type: 'drop_down',
        titles: TITLES('Emballage'),
        values: [
          { id: null, titles: TITLES('Kraft'), costKind: 'fixed', cost: '2', position: '', remove: false },
          {
            id: null,
            titles: TITLES('Coffret'),
            costKind: 'percent',
            cost: '10',
            position: '',
            remove: false,
          },
          {
            id: null,
            titles: { fr: '', de: '', en: '', it: '' },
            costKind: 'fixed',
            cost: '0',
            position: '',
            remove: false,
          },
        ],
      }),
      NOW,
    )
    expect(choice).toMatchObject({ ok: true })
    const choiceId = choice.ok ? choice.id : 0

    const { body } = await postGraphql(app, PRODUCT_OPTIONS, { sku: product.sku }, '/fr')
    expect(body.errors).toBeUndefined()
    const options = body.data?.product.custom_options
    expect(options).toMatchObject([
      {
        option_id: String(textId),
        title: 'Initiales',
        type: 'field',
        is_required: true,
        max_characters: 8,
        extraCost: { prices: { priceInclTax: { value: { amount: 4.5 } } } },
      },
      {
        option_id: String(choiceId),
        title: 'Emballage',
        type: 'drop_down',
        is_required: false,
        values: [
          { title: 'Kraft', extraCost: { prices: { priceInclTax: { value: { amount: 2 } } } } },
          { title: 'Coffret', extraCost: { rate: 10 } },
        ],
      },
    ])
    const coffret = Number(options[1].values[1].option_value_id)

    // The text is required: without it the cart refuses the product.
    const cartId = await createCart(shopper, '/fr')
    const refused = await shopper.query(
      ADD,
      { cartId, items: [{ sku: product.sku, quantity: 1 }] },
      { store: '/fr' },
    )
    expect(refused.data?.addProductsToCart.user_errors[0]?.code).toBe('REQUIRED_PARAMETER_MISSING')
    const line = await cartLine(product.sku, 1, {
      entered_options: [{ uid: uid.customText(textId), value: 'LÉA' }],
      selected_options: [uid.customValue(choiceId, coffret)],
    })
    const tenPercent = Math.round(product.final / 10)
    expect(line.price).toBe(product.final + 450 + tenPercent)
    expect(line.options.sort((a, b) => a.label.localeCompare(b.label))).toEqual([
      { label: 'Emballage', value: 'Coffret', cents: tenPercent },
      { label: 'Initiales', value: 'LÉA', cents: 450 },
    ])

    expect(await auditOf(product.sku, 'catalogue.option.add')).toMatchObject([
      {
        actor: 'merchandiser@types.test',
        before: null,
        after: {
          option: {
            id: textId,
            type: 'field',
            required: true,
            maxCharacters: 8,
            cost: { kind: 'fixed', amount: 450 },
          },
        },
      },
      {
        after: {
          option: {
            id: choiceId,
            values: [
              { titles: { fr: 'Kraft' } },
              { titles: { fr: 'Coffret' }, cost: { kind: 'percent', amount: 1000 } },
            ],
          },
        },
      },
    ])
  })

  it('edits an option: titles, a value removed and one added, keeping the kept value’s id; removing it leaves the product without it', async () => {
    const product = await plainProduct(3)
    const added = await saveCustomOption(
      db(),
      staff.merchandiser,
      product.sku,
      null,
      optionForm({
        type: 'drop_down',
        titles: TITLES('Couleur du ruban'),
        values: [
          { id: null, titles: TITLES('Rouge'), costKind: 'fixed', cost: '1', position: '1', remove: false },
          { id: null, titles: TITLES('Vert'), costKind: 'fixed', cost: '1', position: '2', remove: false },
        ],
      }),
      NOW,
    )
    if (!added.ok) throw new Error('not added')
    const values = await db()
      .selectFrom('custom_option_value')
      .select(['id'])
      .where('option_id', '=', added.id)
      .orderBy('position')
      .execute()
    const purged = await purgedBy(
      async () =>
        expect(
          await saveCustomOption(
            db(),
            staff.merchandiser,
            product.sku,
            added.id,
            optionForm({
              type: 'field',
              titles: TITLES('Ruban'),
              required: true,
              values: [
                {
                  id: values[0]!.id,
                  titles: TITLES('Rouge vif'),
                  costKind: 'fixed',
                  cost: '1,20',
                  position: '1',
                  remove: false,
                },
                {
                  id: values[1]!.id,
                  titles: TITLES('Vert'),
                  costKind: 'fixed',
                  cost: '1',
                  position: '2',
                  remove: true,
                },
                {
                  id: null,
                  titles: TITLES('Bleu'),
                  costKind: 'percent',
                  cost: '5',
                  position: '3',
                  remove: false,
                },
              ],
            }),
            NOW,
          ),
        ).toEqual({ ok: true, id: added.id }),
      `product:${product.sku}`,
    )
    expect(purged).not.toMatch(/\ball\b/)
    const { body } = await postGraphql(app, PRODUCT_OPTIONS, { sku: product.sku }, '/de')
    expect(body.errors).toBeUndefined()
    // The kind stays a choice; the titles follow the store's language.
    expect(body.data?.product.custom_options).toMatchObject([
      {
        title: 'Ruban (de)',
        type: 'drop_down',
        is_required: true,
        values: [
          { option_value_id: String(values[0]!.id), title: 'Rouge vif (de)' },
          { title: 'Bleu (de)', extraCost: { rate: 5 } },
        ],
      },
    ])
    const [update] = await auditOf(product.sku, 'catalogue.option.update')
    expect(update).toMatchObject({
      before: { option: { titles: { fr: 'Couleur du ruban' } } },
      after: { option: { titles: { fr: 'Ruban' }, required: true } },
    })

    expect(await removeCustomOption(db(), staff.merchandiser, product.sku, added.id, NOW)).toEqual({
      ok: true,
      id: added.id,
    })
    expect(
      (await postGraphql(app, PRODUCT_OPTIONS, { sku: product.sku }, '/fr')).body.data?.product
        .custom_options,
    ).toEqual([])
    expect(await auditOf(product.sku, 'catalogue.option.remove')).toMatchObject([
      { before: { option: { id: added.id } }, after: null },
    ])
  })

  it('refuses missing titles, a wrong cost, a choice without values, another product’s option and other roles, changing nothing', async () => {
    const product = await plainProduct(4)
    const count = async () =>
      (await db().selectFrom('custom_option').select('id').where('sku', '=', product.sku).execute()).length
    expect(
      await saveCustomOption(
        db(),
        staff.merchandiser,
        product.sku,
        null,
        optionForm({
          titles: { fr: 'Initiales', de: '', en: 'Initials', it: 'x'.repeat(256) },
          costKind: 'percent',
          cost: '150',
          maxCharacters: '0',
          position: 'premier',
        }),
        NOW,
      ),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        'title.de': 'REQUIRED',
        'title.it': 'TOO_LONG',
        cost: 'PERCENT_INVALID',
        maxCharacters: 'NUMBER_INVALID',
        position: 'NUMBER_INVALID',
      },
    })
    expect(
      await saveCustomOption(
        db(),
        staff.merchandiser,
        product.sku,
        null,
        optionForm({
          type: 'drop_down',
          values: [
            {
              id: null,
              titles: TITLES('Kraft'),
              costKind: 'fixed',
              cost: 'deux',
              position: '',
              remove: false,
            },
          ],
        }),
        NOW,
      ),
    ).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { 'value.0.cost': 'AMOUNT_INVALID' } })
    expect(
      await saveCustomOption(
        db(),
        staff.merchandiser,
        product.sku,
        null,
        optionForm({ type: 'drop_down' }),
        NOW,
      ),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { values: 'VALUES_REQUIRED' },
    })
    expect(
      await saveCustomOption(db(), staff.merchandiser, product.sku, null, optionForm({ type: 'area' }), NOW),
    ).toMatchObject({
      fields: { type: 'TYPE_INVALID' },
    })
    const other = await saveCustomOption(
      db(),
      staff.merchandiser,
      (await plainProduct(5)).sku,
      null,
      optionForm({}),
      NOW,
    )
    if (!other.ok) throw new Error('not added')
    expect(
      await saveCustomOption(db(), staff.merchandiser, product.sku, other.id, optionForm({}), NOW),
    ).toEqual({ ok: false, error: 'OPTION_NOT_FOUND' })
    expect(await removeCustomOption(db(), staff.merchandiser, product.sku, other.id, NOW)).toEqual({
      ok: false,
      error: 'OPTION_NOT_FOUND',
    })
    for (const role of ['customer_service', 'warehouse'] as const) {
      expect(await saveCustomOption(db(), staff[role], product.sku, null, optionForm({}), NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
      expect(await removeCustomOption(db(), staff[role], product.sku, other.id, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    }
    expect(await count()).toBe(0)
    expect(await auditOf(product.sku, 'catalogue.option.add')).toEqual([])
  })
})

/** The new product form for `sku` of `type`, named in French, in the seed's first slipper category; `changes` on top. */
async function newProductForm(sku: string, changes: Partial<TypedNewProduct>): Promise<TypedNewProduct> {
  const { rows } = await sql<{
    category: number
    family: string
    kind: string
    gender: string
    material: string
  }>`
    select pc.category_id as category, p.family, p.kind, p.gender, pa.value as material
    from product p join product_category pc on pc.sku = p.sku join category c on c.id = pc.category_id
    join product_attribute pa on pa.sku = p.sku and pa.code = 'material'
    where p.type = 'simple' and p.parent_sku is null order by c.level desc, p.sku limit 1`.execute(db())
  const leaf = rows[0]!
  const blank = { name: '', urlKey: '' }
  return {
    type: 'simple',
    sku,
    family: leaf.family,
    kind: leaf.kind,
    texts: {
      fr: { name: `Nouveau ${sku}`, urlKey: `nouveau-${sku.toLowerCase()}` },
      de: blank,
      en: blank,
      it: blank,
    },
    price: '',
    qty: '0',
    categoryIds: [String(leaf.category)],
    gender: leaf.gender,
    material: leaf.material,
    stickers: [],
    newFrom: '',
    newTo: '',
    colours: [],
    sizes: [],
    variants: {},
    ...changes,
  }
}

/** Switches a created product on in every store, as its page's store switches do. */
async function switchOn(sku: string) {
  await db().updateTable('product').set({ disabled_stores: [] }).where('sku', '=', sku).execute()
}

describe('creating bundles and gift cards', () => {
  it('creates a bundle of two options chosen by SKU: the shop shows its options and a cart takes it at its price', async () => {
    const [first, second, third] = [await plainProduct(6), await plainProduct(7), await plainProduct(8)]
    const created = await createProduct(
      db(),
      staff.merchandiser,
      app.config.stores,
      await newProductForm('DUO-NEW-1', {
        type: 'bundle',
        price: '39,90',
        qty: '12',
        bundleOptions: [
          { label: 'Première paire', skus: `${first.sku}, ${second.sku}`, qty: '' },
          { label: 'Seconde paire', skus: third.sku.toLowerCase(), qty: '2' },
          { label: '', skus: '', qty: '' },
        ],
      }),
      NOW,
    )
    expect(created).toEqual({ ok: true, sku: 'DUO-NEW-1' })
    await switchOn('DUO-NEW-1')
    const { body } = await postGraphql(
      app,
      'query ($sku: String!) { product(sku: $sku) { __typename sku bundleOptions { label values { product { sku } defaultQuantity } } } }',
      { sku: 'DUO-NEW-1' },
      '/fr',
    )
    expect(body.errors).toBeUndefined()
    expect(body.data?.product.bundleOptions).toEqual([
      {
        label: 'Première paire',
        values: [
          { product: { sku: first.sku }, defaultQuantity: 1 },
          { product: { sku: second.sku }, defaultQuantity: 1 },
        ],
      },
      { label: 'Seconde paire', values: [{ product: { sku: third.sku }, defaultQuantity: 2 }] },
    ])
    expect(await cartUnitPrice('DUO-NEW-1', 1)).toBe(3990)
    const [audit] = await auditOf('DUO-NEW-1', 'catalogue.product.create')
    expect(audit?.after).toMatchObject({
      type: 'bundle',
      bundleOptions: [
        { label: 'Première paire', skus: [first.sku, second.sku], defaultQty: 1 },
        { defaultQty: 2 },
      ],
    })
  })

  it('creates a gift card with listed amounts and an open range: the shop offers them and a cart takes a typed amount', async () => {
    const created = await createProduct(
      db(),
      staff.merchandiser,
      app.config.stores,
      await newProductForm('CARTE-NEW-1', {
        type: 'giftcard',
        family: '',
        kind: '',
        categoryIds: [],
        gender: '',
        material: '',
        giftCard: { amounts: '30; 20 45,50', openMin: '15', openMax: '300', kind: 'virtual' },
      }),
      NOW,
    )
    expect(created).toEqual({ ok: true, sku: 'CARTE-NEW-1' })
    await switchOn('CARTE-NEW-1')
    const { body } = await postGraphql(
      app,
      `query ($sku: String!) { product(sku: $sku) { sku giftcard_type allow_open_amount open_amount_min { amount } open_amount_max { amount }
        giftcard_amounts { value { amount } } prices { finalPrice { priceInclTax { value { amount } } } } } }`,
      { sku: 'CARTE-NEW-1' },
      '/fr',
    )
    expect(body.errors).toBeUndefined()
    expect(body.data?.product).toMatchObject({
      giftcard_type: 'VIRTUAL',
      allow_open_amount: true,
      open_amount_min: { amount: 15 },
      open_amount_max: { amount: 300 },
      giftcard_amounts: [{ value: { amount: 20 } }, { value: { amount: 30 } }, { value: { amount: 45.5 } }],
      prices: { finalPrice: { priceInclTax: { value: { amount: 15 } } } },
    })
    const fields: Record<string, string> = { ...GIFT_CARD_PEOPLE, amount: '37.50' }
    const line = await cartLine('CARTE-NEW-1', 1, {
      entered_options: Object.entries(fields).map(([field, value]) => ({ uid: uid.giftCard(field), value })),
    })
    expect(line.price).toBe(3750)
  })

  it('refuses a bundle without options or with SKUs it cannot hold, a gift card without amounts or sent by post, changing nothing', async () => {
    const before = await db()
      .selectFrom('product')
      .select(db().fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    expect(
      await createProduct(
        db(),
        staff.merchandiser,
        app.config.stores,
        await newProductForm('DUO-BAD-1', { type: 'bundle', price: '20', bundleOptions: [] }),
        NOW,
      ),
    ).toMatchObject({ ok: false, error: 'INVALID_FIELDS', fields: { bundle: 'NO_BUNDLE_OPTION' } })
    const configurable = await sql<{
      sku: string
    }>`select sku from product where type = 'configurable' limit 1`.execute(db())
    expect(
      await createProduct(
        db(),
        staff.merchandiser,
        app.config.stores,
        await newProductForm('DUO-BAD-2', {
          type: 'bundle',
          price: '20',
          bundleOptions: [
            { label: 'Paire', skus: configurable.rows[0]!.sku, qty: '1' },
            { label: '', skus: 'NO-SUCH-SKU', qty: '0' },
          ],
        }),
        NOW,
      ),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        'bundle.0.skus': 'NOT_BUNDLEABLE',
        'bundle.1.label': 'REQUIRED',
        'bundle.1.skus': 'NOT_BUNDLEABLE',
        'bundle.1.qty': 'INVALID_QUANTITY',
      },
    })
    expect(
      await createProduct(
        db(),
        staff.merchandiser,
        app.config.stores,
        await newProductForm('CARTE-BAD-1', {
          type: 'giftcard',
          giftCard: { amounts: '', openMin: '50', openMax: '20', kind: 'physical' },
        }),
        NOW,
      ),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        'giftCard.amounts': 'REQUIRED',
        'giftCard.openMax': 'RANGE_REVERSED',
        'giftCard.kind': 'ONLY_VIRTUAL',
      },
    })
    expect(
      await createProduct(
        db(),
        staff.warehouse,
        app.config.stores,
        await newProductForm('CARTE-BAD-2', { type: 'giftcard' }),
        NOW,
      ),
    ).toEqual({ ok: false, error: 'FORBIDDEN' })
    expect(
      await db()
        .selectFrom('product')
        .select(db().fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before)
  })
})

describe('editing a bundle’s options and a gift card’s amounts', () => {
  const BUNDLE_QUERY =
    'query ($sku: String!) { product(sku: $sku) { bundleOptions { id label required values { value product { sku } defaultQuantity } } } }'

  /** The bundle's options as the shop shows them in a store. */
  async function shownOptions(sku: string, store: string) {
    const { body } = await postGraphql(app, BUNDLE_QUERY, { sku }, store)
    expect(body.errors).toBeUndefined()
    return body.data?.product.bundleOptions as {
      id: string
      label: string
      required: boolean
      values: { value: string; product: { sku: string }; defaultQuantity: number }[]
    }[]
  }

  /** The bundle's form as its page sends it back: every saved option and product as they are. */
  function formOf(options: EditableBundleOption[]): TypedBundleOption[] {
    return options.map((option) => ({
      id: option.id,
      labels: {
        fr: option.labels.fr ?? '',
        de: option.labels.de ?? '',
        en: option.labels.en ?? '',
        it: option.labels.it ?? '',
      },
      required: option.required,
      position: String(option.position),
      remove: false,
      selections: option.selections.map((selection) => ({
        id: selection.id,
        sku: '',
        qty: String(selection.defaultQty),
        position: String(selection.position),
        remove: false,
      })),
    }))
  }

  const blankOption = (typed: Partial<TypedBundleOption>): TypedBundleOption => ({
    id: null,
    labels: { fr: '', de: '', en: '', it: '' },
    required: true,
    position: '',
    remove: false,
    selections: [],
    ...typed,
  })

  /** Simple products of their own, on sale and in stock, from the end of the seed (the tests above take theirs from its start). */
  async function lastSimpleProducts(count: number): Promise<{ sku: string }[]> {
    const { rows } = await sql<{ sku: string }>`
      select p.sku from product p
      where p.type = 'simple' and p.parent_sku is null and p.is_in_stock and cardinality(p.disabled_stores) = 0
      order by p.id desc limit ${count}`.execute(db())
    expect(rows).toHaveLength(count)
    return rows
  }

  async function createdBundle(sku: string) {
    const [first, second, third, fourth, fifth] = await lastSimpleProducts(5)
    if (!first || !second || !third || !fourth || !fifth)
      throw new Error('the seed has too few simple products')
    const created = await createProduct(
      db(),
      staff.merchandiser,
      app.config.stores,
      await newProductForm(sku, {
        type: 'bundle',
        price: '45',
        qty: '10',
        // Named in every language: each store shows it.
        texts: {
          fr: { name: `Lot ${sku}`, urlKey: `lot-${sku.toLowerCase()}` },
          de: { name: `Set ${sku}`, urlKey: `set-${sku.toLowerCase()}` },
          en: { name: `Bundle ${sku}`, urlKey: `bundle-${sku.toLowerCase()}` },
          it: { name: `Set ${sku}`, urlKey: `set-${sku.toLowerCase()}` },
        },
        bundleOptions: [
          { label: 'Paire', skus: `${first.sku} ${second.sku}`, qty: '' },
          { label: 'Chaussettes', skus: third.sku, qty: '2' },
        ],
      }),
      NOW,
    )
    expect(created).toEqual({ ok: true, sku })
    await switchOn(sku)
    const bundle = await bundleForEditing(db(), staff.merchandiser, sku)
    return { first, second, third, fourth, fifth, options: bundle!.options }
  }

  it('edits labels per language, products, quantities, the required flag and the order: each store shows its language’s label, the product is purged and audited', async () => {
    const { first, second, fourth, options } = await createdBundle('DUO-EDIT-1')
    const form = formOf(options)
    // The first option: a label per language (Italian left missing), its second product off, a new one at 3 pieces, optional.
    form[0]!.labels = { fr: 'Paire au choix', de: 'Paar nach Wahl', en: 'Pair of your choice', it: '' }
    form[0]!.required = false
    form[0]!.position = '5'
    form[0]!.selections[0]!.position = '1'
    form[0]!.selections[1]!.remove = true
    form[0]!.selections.push({
      id: null,
      sku: fourth.sku.toLowerCase(),
      qty: '3',
      position: '0',
      remove: false,
    })
    // The second option goes; a new one comes first.
    form[1]!.remove = true
    form.push(
      blankOption({
        labels: { fr: 'Semelles', de: 'Sohlen', en: '', it: '' },
        position: '1',
        selections: [{ id: null, sku: second.sku, qty: '', position: '', remove: false }],
      }),
      blankOption({}),
    )
    const tags = await purgedBy(async () => {
      expect(await saveBundleOptions(db(), staff.merchandiser, 'DUO-EDIT-1', form, NOW)).toEqual({
        ok: true,
        changed: true,
      })
    }, 'product:DUO-EDIT-1')
    expect(tags).not.toMatch(/(^| )all( |$)/)

    const fr = await shownOptions('DUO-EDIT-1', '/fr')
    expect(fr.map((option) => option.label)).toEqual(['Semelles', 'Paire au choix'])
    expect(fr[1]).toMatchObject({
      id: String(options[0]!.id),
      required: false,
      values: [
        { product: { sku: fourth.sku }, defaultQuantity: 3 },
        // The product kept keeps its id: carts holding it keep it.
        { value: String(options[0]!.selections[0]!.id), product: { sku: first.sku }, defaultQuantity: 1 },
      ],
    })
    expect((await shownOptions('DUO-EDIT-1', '/de')).map((option) => option.label)).toEqual([
      'Sohlen',
      'Paar nach Wahl',
    ])
    // A missing translation shows another language's label rather than none.
    expect((await shownOptions('DUO-EDIT-1', '/it')).map((option) => option.label)).toEqual([
      'Semelles',
      'Paire au choix',
    ])
    const edited = (await bundleForEditing(db(), staff.merchandiser, 'DUO-EDIT-1'))!.options
    expect(edited[1]!.labels).toEqual({
      fr: 'Paire au choix',
      de: 'Paar nach Wahl',
      en: 'Pair of your choice',
      it: null,
    })
    expect(await cartUnitPrice('DUO-EDIT-1', 1)).toBe(4500)

    const [audit] = await auditOf('DUO-EDIT-1', 'catalogue.bundle.update')
    expect(JSON.stringify(audit?.actor)).toContain('merchandiser@types.test')
    expect(audit?.before).toMatchObject({
      options: [{ labels: { fr: 'Paire' } }, { labels: { fr: 'Chaussettes' } }],
    })
    expect(audit?.after).toMatchObject({
      options: [
        { labels: { de: 'Sohlen' }, products: [{ sku: second.sku, qty: 1 }] },
        {
          required: false,
          products: [
            { sku: fourth.sku, qty: 3 },
            { sku: first.sku, qty: 1 },
          ],
        },
      ],
    })
    // Sent back unchanged: nothing written, nothing recorded.
    expect(await saveBundleOptions(db(), staff.owner, 'DUO-EDIT-1', formOf(edited), NOW)).toEqual({
      ok: true,
      changed: false,
    })
    expect(await auditOf('DUO-EDIT-1', 'catalogue.bundle.update')).toHaveLength(1)
  })

  it('refuses an option without label or product, SKUs a bundle cannot hold, odd quantities, no option left and other roles, changing nothing', async () => {
    const { fifth: simple, options } = await createdBundle('DUO-EDIT-2')
    const { rows } = await sql<{
      sku: string
    }>`select sku from product where type = 'configurable' limit 1`.execute(db())
    const configurable = rows[0]!.sku
    const unchanged = async () =>
      expect((await bundleForEditing(db(), staff.owner, 'DUO-EDIT-2'))!.options).toEqual(options)

    const form = formOf(options)
    form[0]!.labels = { fr: '', de: '', en: '', it: 'x'.repeat(256) }
    form[0]!.selections.push(
      { id: null, sku: configurable, qty: '1', position: '', remove: false },
      { id: null, sku: 'pas une ref', qty: '0', position: 'un', remove: false },
      { id: null, sku: options[0]!.selections[0]!.sku, qty: '21', position: '', remove: false },
    )
    form[1]!.selections[0]!.remove = true
    expect(await saveBundleOptions(db(), staff.merchandiser, 'DUO-EDIT-2', form, NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        'option.0.label.it': 'TOO_LONG',
        'option.0.selection.2.sku': 'NOT_BUNDLEABLE',
        'option.0.selection.3.sku': 'INVALID_SKU',
        'option.0.selection.3.qty': 'INVALID_QUANTITY',
        'option.0.selection.3.position': 'INVALID_POSITION',
        'option.0.selection.4.sku': 'SKU_REPEATED',
        'option.0.selection.4.qty': 'INVALID_QUANTITY',
        'option.1.selections': 'NO_SELECTION',
      },
    })
    const noLabel = formOf(options)
    noLabel[0]!.labels = { fr: ' ', de: '', en: '', it: '' }
    expect(await saveBundleOptions(db(), staff.merchandiser, 'DUO-EDIT-2', noLabel, NOW)).toMatchObject({
      fields: { 'option.0.labels': 'NO_LABEL' },
    })
    const none = formOf(options).map((option) => ({ ...option, remove: true }))
    expect(await saveBundleOptions(db(), staff.merchandiser, 'DUO-EDIT-2', none, NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { options: 'NO_BUNDLE_OPTION' },
    })
    for (const role of ['customer_service', 'warehouse'] as const)
      expect(await saveBundleOptions(db(), staff[role], 'DUO-EDIT-2', none, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    expect(await saveBundleOptions(db(), staff.owner, simple.sku, formOf(options), NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    await unchanged()
    expect(await auditOf('DUO-EDIT-2', 'catalogue.bundle.update')).toEqual([])
  })

  it('edits a gift card’s amounts: the shop offers the new ones from its smallest, purged and audited; refusals change nothing', async () => {
    const created = await createProduct(
      db(),
      staff.merchandiser,
      app.config.stores,
      await newProductForm('CARTE-EDIT-1', {
        type: 'giftcard',
        family: '',
        kind: '',
        categoryIds: [],
        gender: '',
        material: '',
        giftCard: { amounts: '20 30', openMin: '', openMax: '', kind: 'virtual' },
      }),
      NOW,
    )
    expect(created).toEqual({ ok: true, sku: 'CARTE-EDIT-1' })
    await switchOn('CARTE-EDIT-1')
    const shown = async () =>
      (
        await postGraphql(
          app,
          `query ($sku: String!) { product(sku: $sku) { allow_open_amount open_amount_min { amount } open_amount_max { amount }
            giftcard_amounts { value { amount } } prices { finalPrice { priceInclTax { value { amount } } } } } }`,
          { sku: 'CARTE-EDIT-1' },
          '/fr',
        )
      ).body.data?.product
    const before = await shown()

    const typed = (amounts: string, openMin = '', openMax = '') => ({
      amounts,
      openMin,
      openMax,
      kind: 'virtual',
    })
    expect(
      await saveGiftCardAmounts(db(), staff.merchandiser, 'CARTE-EDIT-1', typed('', '0', '10'), NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { 'giftCard.amounts': 'REQUIRED', 'giftCard.openMin': 'INVALID_PRICE' },
    })
    expect(
      await saveGiftCardAmounts(db(), staff.merchandiser, 'CARTE-EDIT-1', typed('25 abc', '50', '40'), NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { 'giftCard.amounts': 'INVALID_PRICE', 'giftCard.openMax': 'RANGE_REVERSED' },
    })
    for (const role of ['customer_service', 'warehouse'] as const)
      expect(await saveGiftCardAmounts(db(), staff[role], 'CARTE-EDIT-1', typed('25'), NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    expect(await saveGiftCardAmounts(db(), staff.owner, 'DUO-EDIT-1', typed('25'), NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(await shown()).toEqual(before)

    const tags = await purgedBy(async () => {
      expect(
        await saveGiftCardAmounts(
          db(),
          staff.merchandiser,
          'CARTE-EDIT-1',
          typed('50; 25 75,50', '10', '200'),
          NOW,
        ),
      ).toEqual({ ok: true, changed: true })
    }, 'product:CARTE-EDIT-1')
    expect(tags).not.toMatch(/(^| )all( |$)/)
    expect(await shown()).toEqual({
      allow_open_amount: true,
      open_amount_min: { amount: 10 },
      open_amount_max: { amount: 200 },
      giftcard_amounts: [{ value: { amount: 25 } }, { value: { amount: 50 } }, { value: { amount: 75.5 } }],
      prices: { finalPrice: { priceInclTax: { value: { amount: 10 } } } },
    })
    const fields: Record<string, string> = { ...GIFT_CARD_PEOPLE, amount: '120' }
    const line = await cartLine('CARTE-EDIT-1', 1, {
      entered_options: Object.entries(fields).map(([field, value]) => ({ uid: uid.giftCard(field), value })),
    })
    expect(line.price).toBe(12000)
    const [audit] = await auditOf('CARTE-EDIT-1', 'catalogue.giftcard.update')
    expect(audit?.before).toEqual({ amountsCents: [2000, 3000], openAmount: null })
    expect(audit?.after).toEqual({
      amountsCents: [2500, 5000, 7550],
      openAmount: { minCents: 1000, maxCents: 20000 },
    })
    // The price stays (its smallest amount is the range's): the amounts' own trigger purges the card (migration 0085).
    await purgedBy(async () => {
      expect(
        await saveGiftCardAmounts(db(), staff.owner, 'CARTE-EDIT-1', typed('25 50 90', '10', '200'), NOW),
      ).toEqual({ ok: true, changed: true })
    }, 'product:CARTE-EDIT-1')
    expect(
      await saveGiftCardAmounts(
        db(),
        staff.owner,
        'CARTE-EDIT-1',
        typed('25.00 50.00 90.00', '10.00', '200.00'),
        NOW,
      ),
    ).toEqual({ ok: true, changed: false })
    expect(await auditOf('CARTE-EDIT-1', 'catalogue.giftcard.update')).toHaveLength(2)
  })
})
