// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONSENT_COOKIE_NAME,
  CONSENT_POLICY_VERSION,
  formatConsentCookie,
} from '../../config/consentCookie.ts'
import { DATA_LAYER_ELEMENT_ID, LISTED_ITEM_ATTRIBUTE, type DataLayerPage } from './dataLayerPage.ts'
import type { Ga4Item } from './ga4Items.ts'

const slippers: Ga4Item = {
  item_id: 'SL-00073-green-42',
  item_name: 'Slippers',
  item_variant: 'Green / 42',
  price: 49.9,
  quantity: 1,
}

function consent(analytics: boolean) {
  const value = formatConsentCookie({
    version: CONSENT_POLICY_VERSION,
    analytics,
    marketing: false,
    givenAt: 1_790_000_000,
    id: 'abcdefghijklmnop',
  })
  document.cookie = `${CONSENT_COOKIE_NAME}=${value}; Path=/`
}

/** A fresh page holding `page` as its data-layer element (then `html`), and a fresh chunk started on it (listeners of earlier pages stay on `document`: each case uses its own line ids). */
async function openPage(page: DataLayerPage, html = ''): Promise<void> {
  delete window.dataLayer
  document.body.innerHTML = `<script type="application/json" id="${DATA_LAYER_ELEMENT_ID}">${JSON.stringify(page)}</script>${html}`
  vi.resetModules()
  const { startDataLayer } = await import('./startDataLayer.ts')
  startDataLayer()
}

const eventNames = () =>
  (window.dataLayer ?? []).flatMap((entry) => (typeof entry.event === 'string' ? [entry.event] : []))
const lastEvent = () =>
  (window.dataLayer ?? []).at(-1) as {
    event: string
    ecommerce: { items: Ga4Item[]; [field: string]: unknown }
  }

beforeEach(() => {
  document.documentElement.dataset.datalayerLanguage = 'FR'
  document.documentElement.dataset.currency = 'EUR'
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE_NAME}=; Path=/; Max-Age=0`
})

describe('the data layer chunk', () => {
  it('reports view_item_list of each CMS widget from its cards, items in page order, after the page’s own events', async () => {
    consent(true)
    const socks: Ga4Item = { item_id: 'SO-00002', item_name: 'Socks', price: 12.5, quantity: 1 }
    const listed = (item: Ga4Item, id: string, name: string, index: number) => ({
      ...item,
      index,
      item_list_id: id,
      item_list_name: name,
    })
    const card = (item: Ga4Item) =>
      `<li ${LISTED_ITEM_ATTRIBUTE}="${JSON.stringify(item).replaceAll('"', '&quot;')}"><a href="/en/p">${item.item_name}</a></li>`
    const carousel = [
      listed(slippers, 'cms_product_carousel', 'Winter', 0),
      listed(socks, 'cms_product_carousel', 'Winter', 1),
    ]
    const push = listed(socks, 'cms_product_push', 'Our socks', 0)
    await openPage(
      { events: [{ event: 'view_item', ecommerce: { items: [slippers] } }] },
      `<ul>${carousel.map(card).join('')}</ul><section>${card(push)}</section>`,
    )
    expect(eventNames()).toEqual(['view_item', 'view_item_list', 'view_item_list'])
    const lists = (window.dataLayer ?? []).filter((entry) => entry.event === 'view_item_list') as Array<{
      ecommerce: Record<string, unknown>
    }>
    expect(lists[0]?.ecommerce).toEqual({
      currency: 'EUR',
      item_list_id: 'cms_product_carousel',
      item_list_name: 'Winter',
      value: 62.4,
      items: carousel,
    })
    expect(lists[1]?.ecommerce).toEqual({
      currency: 'EUR',
      item_list_id: 'cms_product_push',
      item_list_name: 'Our socks',
      value: 12.5,
      items: [push],
    })
  })

  it('does nothing without analytics consent, even when imported', async () => {
    consent(false)
    await openPage({ events: [{ event: 'view_item', ecommerce: { items: [slippers] } }] })
    expect(window.dataLayer).toBeUndefined()
  })

  it('pushes a purchase once per order in this browser, never again on reload', async () => {
    consent(true)
    const purchase: DataLayerPage = {
      events: [
        {
          event: 'purchase',
          ecommerce: { transaction_id: '100000042', value: 54.9, items: [slippers] },
          once: { key: 'purchase:100000042', scope: 'browser' },
        },
      ],
      orderPlaced: true,
    }
    await openPage(purchase)
    expect(eventNames()).toEqual(['purchase'])
    await openPage(purchase)
    expect(eventNames()).toEqual([])
    expect(window.dataLayer).toEqual([])
  })

  it('reports a cart line change only once the next cart page shows it kept, by the difference in pieces', async () => {
    consent(true)
    await openPage({ events: [], cartLines: { '7': slippers } })
    const form = document.createElement('form')
    form.innerHTML =
      '<input name="_action" value="update"><input name="item" value="7"><input name="qty" value="3">'
    document.body.append(form)
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

    await openPage({ events: [], cartLines: { '7': { ...slippers, quantity: 3 } } })
    expect(lastEvent()).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 99.8, items: [{ ...slippers, quantity: 2 }] },
    })
    // The pending change is used once.
    await openPage({ events: [], cartLines: { '7': { ...slippers, quantity: 3 } } })
    expect(eventNames()).toEqual([])
  })

  it('reports nothing for a change the shop refused', async () => {
    consent(true)
    await openPage({ events: [], cartLines: { '8': slippers } })
    const form = document.createElement('form')
    form.innerHTML =
      '<input name="_action" value="update"><input name="item" value="8"><input name="qty" value="900">'
    document.body.append(form)
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await openPage({ events: [], cartLines: { '8': slippers } })
    expect(eventNames()).toEqual([])
  })

  it('reports a removed line as remove_from_cart with its quantity, the last line too', async () => {
    consent(true)
    await openPage({ events: [], cartLines: { '9': { ...slippers, quantity: 2 } } })
    const form = document.createElement('form')
    form.innerHTML = '<input name="_action" value="remove"><input name="item" value="9">'
    document.body.append(form)
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await openPage({ events: [], cartLines: {} })
    expect(lastEvent()).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { items: [{ item_id: slippers.item_id, quantity: 2 }] },
    })
  })

  it('loads no tag manager without a container id, and one script from Google Tag Manager with it', async () => {
    consent(true)
    delete document.documentElement.dataset.gtmId
    await openPage({ events: [] })
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull()
    document.documentElement.dataset.gtmId = 'GTM-AB12CD3'
    await openPage({ events: [] })
    expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(
      ['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3'],
    )
    delete document.documentElement.dataset.gtmId
  })
})

describe('events announced by islands', () => {
  it('are pushed by the chunk with consent, and by nobody without it', async () => {
    const { announceEvent } = await import('./announceEvent.ts')
    consent(true)
    await openPage({ events: [] })
    announceEvent('add_to_cart', { value: 49.9, items: [slippers] })
    expect(lastEvent()).toMatchObject({
      event: 'add_to_cart',
      language: 'FR',
      ecommerce: { currency: 'EUR', items: [slippers] },
    })
    consent(false)
    const before = window.dataLayer?.length
    announceEvent('add_to_cart', { value: 49.9, items: [slippers] })
    expect(window.dataLayer?.length).toBe(before)
  })
})
