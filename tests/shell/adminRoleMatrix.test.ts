import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { newStaff, signIn, staffBrowser, type StaffBrowser } from '../helpers/adminSession.ts'
import { createFormShopper, type FormShopper } from '../helpers/formShopper.ts'
import { ADMIN_ROUTES, type AdminRoute } from '../../server/admin/adminRoutes.ts'
import { can, type StaffAction } from '../../domain/staff/roles.ts'
import { SESSION_COOKIE_NAME } from '../../server/sessions/sessionPolicy.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const ROLES = ['owner', 'customer_service', 'warehouse', 'merchandiser'] as const
type Visitor = (typeof ROLES)[number] | 'customer' | 'anonymous'

/**
 * What the back office's rules change, as one value: row counts and the columns its actions
 * move (stock and its movements and thresholds, review and order statuses, staff roles, product
 * texts, status, URLs, prices, quantity prices, custom options, bundle, gift card and download
 * parts, and reductions, coupons and gift cards, shop settings, CMS pages and blocks, categories,
 * shipping rates, thresholds and pickup networks, store menus and the services' links, the media library), and the audit log but its
 * `access.refused` rows (a refusal writes one). Two objects joined: a PostgreSQL function takes
 * 100 arguments at most.
 */
async function backOfficeState(): Promise<unknown> {
  const { rows } = await sql<{ state: unknown }>`select jsonb_build_object(
    'staff', (select string_agg(id || role || language || coalesce(disabled_at::text, '-') || coalesce(password_hash, '-'), ',' order by id) from staff_member),
    'sessions', (select count(*) from staff_session where ended_at is null),
    'setupTokens', (select count(*) from staff_setup_token),
    'recoveryCodesUsed', (select count(*) from staff_recovery_code where used_at is not null),
    'passkeys', (select string_agg(id || name, ',' order by id) from staff_passkey),
    'challenges', (select count(*) from staff_webauthn_challenge),
    'audit', (select count(*) from audit_log where action <> 'access.refused'),
    'reviews', (select string_agg(id || status, ',' order by id) from product_review),
    'stock', (select sum(qty) || '/' || count(*) filter (where is_in_stock) from product),
    'lowStockThresholds', (select count(*) || '/' || coalesce(sum(low_stock_threshold), 0) from product where low_stock_threshold is not null),
    'stockMovements', (select count(*) from stock_movement),
    'orders', (select string_agg(id || status, ',' order by id) from shop_order),
    'shipments', (select count(*) from order_shipment),
    'comments', (select count(*) from order_comment),
    'creditMemos', (select count(*) from credit_memo),
    'returns', (select string_agg(id || status, ',' order by id) from rma),
    'withdrawalsRefunded', (select count(*) from order_withdrawal where credit_memo_id is not null),
    'storeCredit', (select count(*) from store_credit_movement),
    'customersErased', (select count(*) from customer where erased_at is not null),
    'emails', (select count(*) from email_outbox)
  ) || jsonb_build_object(
    'productTexts', (select md5(string_agg(sku || language || name || description || url_key || meta_title || meta_description, ',' order by sku, language)) from product_translation),
    'productStatus', (select count(*) from product where cardinality(disabled_stores) > 0),
    'prices', (select md5(string_agg(sku || regular_price || '/' || final_price, ',' order by sku)) || (select count(*) from product_price_history) from product),
    'tierPrices', (select count(*) || '/' || coalesce(md5(string_agg(sku || qty || '/' || price, ',' order by sku, qty)), '-') from tier_price),
    'customOptions', (select count(*) || '/' || coalesce(md5(string_agg(id || sku || titles::text || is_required || coalesce(price::text, '-') || coalesce(max_characters, 0) || position, ',' order by id)), '-') from custom_option),
    'customOptionValues', (select count(*) || '/' || coalesce(md5(string_agg(id || titles::text || price || position, ',' order by id)), '-') from custom_option_value),
    'bundleOptions', (select count(*) || '/' || coalesce(md5(string_agg(id || sku || labels::text || required || '/' || position, ',' order by id)), '-') from bundle_option),
    'bundleSelections', (select count(*) || '/' || coalesce(md5(string_agg(id || '/' || option_id || product_sku || default_qty || '/' || position, ',' order by id)), '-') from bundle_selection),
    'giftCardProducts', (select count(*) || '/' || coalesce(md5(string_agg(sku || array_to_string(amounts_cents, ',') || coalesce(open_amount_min_cents, 0) || '/' || coalesce(open_amount_max_cents, 0), ',' order by sku)), '-') from giftcard_product),
    'downloadableLinks', (select count(*) || '/' || coalesce(md5(string_agg(id || '/' || number_of_downloads, ',' order by id)), '-') from downloadable_link),
    'downloadableLinkFiles', (select count(*) || '/' || coalesce(md5(string_agg(link_id || language || title || file_name, ',' order by link_id, language)), '-') from downloadable_link_file),
    'priceSchedules', (select string_agg(id || status, ',' order by id) from product_price_schedule),
    'pictures', (select count(*) || '/' || coalesce(sum(position), 0) from product_picture),
    'products', (select count(*) || '/' || md5(string_agg(sku || coalesce(new_from::text, '-') || coalesce(new_to::text, '-') || array_to_string(stickers, ','), ',' order by sku)) from product),
    'productCategories', (select md5(string_agg(sku || category_id, ',' order by sku, category_id)) from product_category),
    'productAttributes', (select md5(string_agg(sku || code || value, ',' order by sku, code, value)) from product_attribute),
    'importJobs', (select string_agg(id || status, ',' order by id) from catalogue_import_job),
    'urlRewrites', (select md5(string_agg(language || request_path || coalesce(redirect_to, '-'), ',' order by language, request_path)) from url_rewrite),
    'coupons', (select count(*) || '/' || md5(string_agg(code || enabled || discount_type || discount_amount || array_to_string(store_keys, ','), ',' order by code)) from coupon),
    'couponCategories', (select count(*) from coupon_category),
    'couponBatches', (select count(*) from coupon_batch),
    'giftCards', (select count(*) || '/' || coalesce(sum(balance_cents), 0) || '/' || coalesce(string_agg(id || state, ',' order by id), '') from gift_card_account),
    'giftCardMovements', (select count(*) from gift_card_movement),
    'settings', (select md5(string_agg(scope || name || value::text, ',' order by scope, name)) from shop_setting),
    'cmsPages', (select count(*) || '/' || md5(string_agg(identifier || language || title || url_key || meta_title || meta_description || published || coalesce(available_from::text, '-') || md5(content), ',' order by identifier, language)) from cms_page),
    'cmsBlocks', (select count(*) || '/' || md5(string_agg(identifier || language || title || published || coalesce(available_from::text, '-') || md5(content), ',' order by identifier, language)) from cms_block),
    'categories', (select count(*) || '/' || md5(string_agg(id || '/' || coalesce(parent_id, 0) || path || position || include_in_menu || enabled || coalesce(gender, '-') || coalesce(image_id, '-') || image_alt::text, ',' order by id)) || '/' || (select count(*) || '/' || md5(string_agg(id || coalesce(file_hash, '-'), ',' order by id)) from media) from category),
    'shipping', (select md5(coalesce((select string_agg(id || coalesce(store_key, '-') || array_to_string(countries, ',') || method || destination::text || carrier::text || price_cents || '/' || days_min || '/' || days_max || enabled || position, ',' order by id) from shipping_rate), '') || coalesce((select string_agg(scope || coalesce(free_from_cents, 0), ',' order by scope) from shipping_free_from), '') || coalesce((select string_agg(code || enabled || array_to_string(countries, ','), ',' order by code) from pickup_network), ''))),
    'categoryTexts', (select md5(string_agg(category_id || language || name || description || url_path || meta_title || meta_description, ',' order by category_id, language)) from category_translation),
    'customLinks', (select count(*) || '/' || md5(string_agg(id || language || label || url, ',' order by id, language)) || '/' || (select coalesce(string_agg(link_id || ':' || position, ',' order by link_id), '') from menu_custom_link) from custom_link),
    'menuEntries', (select count(*) || '/' || coalesce(md5(string_agg(id || store_key || coalesce(parent_id, 0) || position || kind || labels::text || url || enabled, ',' order by id)), '') from menu_entry)
  ) as state`.execute(server.app.shopDatabase.db)
  return rows[0]!.state
}

/** A path of the route with its parameters filled (no such token or record). */
const pathOf = (route: AdminRoute) => route.path.replace(':token', 'no-such-token').replace(/:\w+/g, '0')

/** Fields every post sends: they name no one (ids 0, no sku, empty lists), so an allowed post changes nothing either. */
const NOBODY = { staffId: '0', reviewId: '0', role: 'owner', language: 'en', sku: '', qty: '', lines: '' }

/** A signed-up storefront customer, signed in: their shop session cookie, as the storefront set it. */
async function signedInCustomer(): Promise<FormShopper> {
  const shopper = createFormShopper(server.app, '/en')
  const created = await shopper.graphql(
    '/en',
    'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }',
    {
      input: {
        firstname: 'Marie',
        lastname: 'Dupont',
        email: `matrix.customer.${Date.now()}@example.org`,
        password: 'correct horse battery',
        acceptsTerms: true,
      },
    },
  )
  expect(created.data?.createCustomer.success).toBe(true)
  return shopper
}

describe('/admin routes × who asks', () => {
  it('opens every route of ADMIN_ROUTES to those it allows and refuses everyone else, changing nothing when it refuses', async () => {
    const browsers = new Map<Visitor, StaffBrowser>()
    // A member of each role, signed in; a new one for each sign-out post (it ends the session).
    let round = 0
    const signInEachRole = async () => {
      round++
      for (const role of ROLES) {
        const email = `matrix.${role}.${round}@example.org`
        const member = await newStaff(server.app, email, role)
        const browser = staffBrowser(server.app)
        await signIn(browser, email, member.secret, new Date())
        browsers.set(role, browser)
      }
    }
    await signInEachRole()
    // The customer's browser holds their shop session and the back office's CSRF cookie, no staff session.
    const customer = await signedInCustomer()
    const customerBrowser = staffBrowser(server.app)
    customerBrowser.jar.set(SESSION_COOKIE_NAME, customer.cookies.get(SESSION_COOKIE_NAME)!)
    browsers.set('customer', customerBrowser)
    browsers.set('anonymous', staffBrowser(server.app))

    const signsOut = (path: string) => path === '/admin/logout' || path === '/admin/sign-out-everywhere'
    const routes = Object.values(ADMIN_ROUTES as Record<string, AdminRoute>).sort(
      (a, b) => Number(signsOut(a.path)) - Number(signsOut(b.path)),
    )
    const outcomes: string[] = []
    let walked = 0
    for (const route of routes) {
      if (signsOut(route.path)) await signInEachRole()
      const isAllowed = (who: Visitor) =>
        route.access === 'public' ||
        (who !== 'customer' &&
          who !== 'anonymous' &&
          (route.access === 'signedIn' || can(who, route.access as StaffAction)))
      const visit = async (who: Visitor, browser: StaffBrowser) => {
        // A fresh CSRF token for the post (the sign-in page gives one to anyone).
        if (route.method === 'POST') await browser.get('/admin/login')
        const staff = who !== 'customer' && who !== 'anonymous'
        const response =
          route.method === 'GET'
            ? await browser.get(pathOf(route))
            : await browser.post(pathOf(route), NOBODY)
        const location = String(response.headers.location ?? '')
        const got =
          response.statusCode === 403
            ? '403'
            : response.statusCode === 303 && location === '/admin/login'
              ? 'sign-in'
              : 'allowed'
        const expected = isAllowed(who) ? 'allowed' : !staff && route.method === 'GET' ? 'sign-in' : '403'
        if (got !== expected)
          outcomes.push(
            `${who} ${route.method} ${route.path}: ${response.statusCode} ${location}, expected ${expected}`,
          )
        walked++
      }
      // The refused visitors first, between two snapshots of the tables: none of them may change a thing.
      const refused = [...browsers].filter(([who]) => !isAllowed(who))
      if (refused.length > 0) {
        const before = JSON.stringify(await backOfficeState())
        for (const [who, browser] of refused) await visit(who, browser)
        if (JSON.stringify(await backOfficeState()) !== before)
          outcomes.push(
            `${route.method} ${route.path}: refused to ${refused.map(([who]) => who).join(', ')}, yet the back office's tables changed`,
          )
      }
      for (const [who, browser] of browsers) if (isAllowed(who)) await visit(who, browser)
    }
    expect(outcomes).toEqual([])
    expect(walked).toBe(Object.keys(ADMIN_ROUTES).length * (ROLES.length + 2))
  }, 300_000)
})

describe('an admin session on the storefront', () => {
  it('never acts in a customer’s name: the account pages and the shop API’s `me` answer as to an anonymous visitor', async () => {
    const owner = await newStaff(server.app, 'matrix.storefront.owner@example.org', 'owner')
    const staff = staffBrowser(server.app)
    await signIn(staff, 'matrix.storefront.owner@example.org', owner.secret)
    const adminToken = staff.jar.cookies.get('shop_admin_session')!
    expect(adminToken).toBeTruthy()
    const customer = await signedInCustomer()
    const me = '{ me { email } }'
    // The customer's own cookie does sign them in: the checks below can fail.
    expect((await customer.graphql('/en', me)).data?.me).not.toBeNull()
    expect((await customer.get('/en/user/')).statusCode).toBe(200)

    const anonymous = await server.app.inject({ method: 'GET', url: '/en/user/' })
    expect(anonymous.headers.location).toMatch(/^\/en\/login\?redirect=/)
    for (const cookie of [staff.jar.header(), `${SESSION_COOKIE_NAME}=${adminToken}`]) {
      const account = await server.app.inject({ method: 'GET', url: '/en/user/', headers: { cookie } })
      expect(account.statusCode, cookie).toBe(anonymous.statusCode)
      expect(account.headers.location, cookie).toBe(anonymous.headers.location)
      const answer = await server.app.inject({
        method: 'POST',
        url: '/en/graphql',
        headers: {
          cookie,
          'content-type': 'application/json',
          origin: new URL(server.app.config.stores.find((store) => store.basePath === '/en')!.baseUrl).origin,
        },
        payload: { query: me },
      })
      expect(answer.json(), cookie).toEqual({ data: { me: null } })
    }
  })
})
