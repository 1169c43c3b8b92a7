import { hasConsent, onConsentChange, readConsent } from '../consent/consentInBrowser.ts'
import type { ConsentChoice } from '../../config/consentCookie.ts'
import { itemsPayload, withQuantity, type EcommercePayload, type Ga4Item } from './ga4Items.ts'
import { dataLayer, trackEvent, type DataLayerEntry } from './trackEvent.ts'
import { TAG_MANAGER_ORIGIN } from './tagManagerSources.ts'
import type { AnnouncedEvent } from './announceEvent.ts'
import {
  DATA_LAYER_ELEMENT_ID,
  ITEM_LIST_ATTRIBUTE,
  LISTED_ITEM_ATTRIBUTE,
  type DataLayerPage,
  type PageEvent,
} from './dataLayerPage.ts'

/** `DATA_LAYER_EVENT` of announceEvent.ts, written again: importing it would split that module into a chunk of its own (the tests check both agree). */
const ANNOUNCED_EVENT = 'shop:datalayer'
const ONCE_KEY = 'shop:datalayer:once'
const PENDING_KEY = 'shop:datalayer:pending'
/** How many keys of pushed events a browser remembers (the oldest are forgotten first). */
const ONCE_LIMIT = 200

/**
 * A form sent on one page whose event waits for the next page to show it was kept: the cart
 * line's new quantity (or its removal), the delivery step, the payment step.
 */
type PendingChange =
  | { kind: 'cartLine'; line: string; item: Ga4Item; quantity: number }
  | { kind: 'shipping' }
  | { kind: 'payment'; items: Ga4Item[]; coupon: string | null; paymentType: string }

let started = false

/**
 * Starts the data layer on this page, once the shopper allowed analytics (the shell imports
 * this chunk only then, or when the consent arrives on the page): loads the tag manager when
 * one is configured, pushes the page's own events (so a page where consent is given reports
 * its view then), the events a form sent on the page before left pending, and follows the
 * clicks and forms that make events, and the islands' events (`announceEvent`).
 */
export function startDataLayer(): void {
  if (started || !hasConsent('analytics')) return
  started = true
  // The queue exists from the start, as the tag manager expects to find it.
  dataLayer()
  loadTagManager()
  const page = readPage()
  confirmPendingChange(page)
  for (const event of page.events) if (claimOnce(event.once)) trackEvent(event.event, event.ecommerce)
  for (const list of widgetListViews()) trackEvent('view_item_list', list)
  // Clicks in the capture phase: an island still hydrating stops them at itself (holdInputWhileHydrating) and replays only button presses, never a link's click.
  document.addEventListener('click', (event) => reportSelectedItem(event, page), true)
  document.addEventListener('submit', (event) => rememberSentForm(event, page))
  window.addEventListener(ANNOUNCED_EVENT, (event) => {
    const { detail } = event as CustomEvent<AnnouncedEvent>
    trackEvent(detail.event, detail.ecommerce)
  })
}

function readPage(): DataLayerPage {
  try {
    const text = document.getElementById(DATA_LAYER_ELEMENT_ID)?.textContent
    return text ? (JSON.parse(text) as DataLayerPage) : { events: [] }
  } catch {
    return { events: [] }
  }
}

/** Whether an event keyed `once` may be pushed now; remembers it. Without storage it is pushed (nothing can say it was before). */
function claimOnce(once: PageEvent['once']): boolean {
  if (!once) return true
  try {
    const storage = once.scope === 'browser' ? localStorage : sessionStorage
    const keys = JSON.parse(storage.getItem(ONCE_KEY) ?? '[]') as string[]
    if (keys.includes(once.key)) return false
    storage.setItem(ONCE_KEY, JSON.stringify([...keys, once.key].slice(-ONCE_LIMIT)))
  } catch {
    // Storage blocked or full: the event is still worth reporting.
  }
  return true
}

/** The tag manager's container, when `GTM_ID` is set (`<html data-gtm-id>`), with Google's consent state from the shopper's choice. */
function loadTagManager(): void {
  const id = document.documentElement.dataset.gtmId
  if (!id) return
  const choice = readConsent()
  if (choice) tellTagManager('default', choice)
  onConsentChange((changed) => tellTagManager('update', changed))
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`
  document.head.append(script)
}

/** Google's consent mode command (`gtag('consent', …)`): its tags store and send only what the shopper allowed. */
function tellTagManager(command: 'default' | 'update', choice: ConsentChoice): void {
  const granted = (allowed: boolean) => (allowed ? 'granted' : 'denied')
  const state = {
    analytics_storage: granted(choice.analytics),
    ad_storage: granted(choice.marketing),
    ad_user_data: granted(choice.marketing),
    ad_personalization: granted(choice.marketing),
  }
  gtag('consent', command, state)
}

/** Google's `gtag()`: the tag manager reads its commands only as an arguments object. */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments as unknown as DataLayerEntry)
}

/**
 * `select_item`: a click on a product card's link, reported with the item as its list showed
 * it: a listing's card by its place in the page's `view_item_list`, a CMS widget's card by
 * its own item (`LISTED_ITEM_ATTRIBUTE`).
 */
function reportSelectedItem(event: MouseEvent, page: DataLayerPage): void {
  const target = event.target as Element | null
  if (!target?.closest('a[href]')) return
  const item = listedItemOf(target) ?? listingItemOf(target, page)
  if (!item) return
  trackEvent('select_item', {
    item_list_id: item.item_list_id,
    item_list_name: item.item_list_name,
    items: [item],
  })
}

/** The item of a CMS widget's card the click was in, or null. */
function listedItemOf(target: Element): Ga4Item | null {
  const card = target.closest(`[${LISTED_ITEM_ATTRIBUTE}]`)
  return card ? itemOfCard(card) : null
}

function itemOfCard(card: Element): Ga4Item | null {
  const json = card.getAttribute(LISTED_ITEM_ATTRIBUTE)
  if (!json) return null
  try {
    return JSON.parse(json) as Ga4Item
  } catch {
    return null
  }
}

/**
 * `view_item_list` of each CMS widget's products (carousels, product pushes, lookbooks), read
 * from their cards as the page shows them: one event per list, its items in page order.
 */
function widgetListViews(): EcommercePayload[] {
  const lists = new Map<string, { id: string; name: string; items: Ga4Item[] }>()
  for (const card of document.querySelectorAll(`[${LISTED_ITEM_ATTRIBUTE}]`)) {
    const item = itemOfCard(card)
    if (!item?.item_list_id) continue
    const key = `${item.item_list_id}\n${item.item_list_name ?? ''}`
    const list = lists.get(key) ?? { id: item.item_list_id, name: item.item_list_name ?? '', items: [] }
    list.items.push(item)
    lists.set(key, list)
  }
  return [...lists.values()].map((list) =>
    itemsPayload(list.items, { item_list_id: list.id, item_list_name: list.name }),
  )
}

/** The item of a listing's card the click was in, as the page's `view_item_list` has it, or null. */
function listingItemOf(target: Element, page: DataLayerPage): Ga4Item | null {
  const card = target.closest(`[${ITEM_LIST_ATTRIBUTE}] > li`)
  if (!card) return null
  const grid = card.parentElement as HTMLElement
  const listId = grid.getAttribute(ITEM_LIST_ATTRIBUTE)
  const list = page.events.find(
    (listed) => listed.event === 'view_item_list' && listed.ecommerce.item_list_id === listId,
  )
  return list?.ecommerce.items[[...grid.children].indexOf(card)] ?? null
}

/** A form of the cart or checkout on its way: what it asks waits, pending, for the page that shows it kept. */
function rememberSentForm(event: SubmitEvent, page: DataLayerPage): void {
  const form = event.target as HTMLFormElement
  // A second press of a form already sent is stopped by the shell (guardFormSubmits).
  if (event.defaultPrevented) return
  const field = (name: string) => {
    const value = new FormData(form).get(name)
    return typeof value === 'string' ? value : ''
  }
  const action = field('_action')
  const line = field('item')
  const item = page.cartLines?.[line]
  if ((action === 'update' || action === 'remove') && item) {
    savePending({ kind: 'cartLine', line, item, quantity: action === 'remove' ? 0 : Number(field('qty')) })
  } else if (action === 'shippingMethod' && page.checkout) {
    savePending({ kind: 'shipping' })
  } else if (action === 'placeOrder' && page.checkout && field('paymentMethod')) {
    savePending({
      kind: 'payment',
      items: page.checkout.items,
      coupon: page.checkout.coupon,
      paymentType: field('paymentMethod'),
    })
  }
}

function savePending(change: PendingChange): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(change))
  } catch {
    // Without storage the change goes unreported; the shopper's form is sent all the same.
  }
}

/** The change a form of the page before left, read once; null without one (or without storage). */
function takePendingChange(): PendingChange | null {
  try {
    const change = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingChange | null
    sessionStorage.removeItem(PENDING_KEY)
    return change
  } catch {
    return null
  }
}

/** Reports the change a form of the page before asked, when this page shows the shop kept it (a refused form reports nothing). */
function confirmPendingChange(page: DataLayerPage): void {
  const change = takePendingChange()
  if (!change) return
  if (change.kind === 'cartLine' && page.cartLines) {
    const now = page.cartLines[change.line]?.quantity ?? 0
    if (now !== change.quantity) return
    const difference = now - change.item.quantity
    if (difference !== 0) {
      const items = [withQuantity(change.item, Math.abs(difference))]
      trackEvent(difference > 0 ? 'add_to_cart' : 'remove_from_cart', itemsPayload(items))
    }
  } else if (change.kind === 'shipping' && page.checkout?.shippingTier) {
    const { items, coupon, shippingTier } = page.checkout
    trackEvent(
      'add_shipping_info',
      itemsPayload(items, { shipping_tier: shippingTier, ...(coupon ? { coupon } : {}) }),
    )
  } else if (change.kind === 'payment' && (page.orderPlaced || page.checkout?.paymentType)) {
    trackEvent(
      'add_payment_info',
      itemsPayload(change.items, {
        payment_type: change.paymentType,
        ...(change.coupon ? { coupon: change.coupon } : {}),
      }),
    )
  }
}
