import { renderPage } from 'vike/server'
import type { ExecutionResult } from 'graphql'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { getStore, type Store, type StoreKey } from '../config/stores.ts'
import type { PublicStore } from '../components/shop/ShopContext.tsx'
import type { MapTiles } from '../components/checkout/mapTiles.ts'
// Not the client's index: it would load the generated documents (1.4 MB) at start-up, which the server does not need to render (docs/performance.md).
import { createShopClient, type ShopClient } from '../graphql/client/createShopClient.ts'
import type { ShopClientLogger } from '../graphql/client/exchanges/errorReportingExchange.ts'
import type { ShortLivedCaches } from '../domain/shortLivedCache.ts'
import type { ShopRequestScope } from '../domain/context.ts'
import type { MutationErrorCode } from '../domain/mutationResult.ts'
import type { QuickOrderState } from '../components/quickOrder/quickOrderState.ts'
import { fillPageHtmlSlot } from '../renderer/pageHtmlSlot.ts'
import type { CmsRow } from '../domain/cms/cmsRow.ts'

/** A form sent back with what was wrong (rendered again, not redirected): the values typed, passwords left out. */
export interface FormState {
  /** Which form of the page (`login`, `address`, `password`…). */
  form: string
  /**
   * The mutation's error code, FORM_EXPIRED when the form's token or origin was refused,
   * UNKNOWN_ADDRESS when the page was opened at an address other than the store's configured one,
   * ORDER_NOT_FOUND when an order look-up matched none.
   */
  errorCode: MutationErrorCode | 'FORM_EXPIRED' | 'UNKNOWN_ADDRESS' | 'ORDER_NOT_FOUND'
  errorField: string | null
  /** Why, already in the store's language (cart mutations say it better than their code). */
  message?: string
  values: Record<string, string>
  /** Seconds to wait, when a rate limit refused it. */
  retryAfterSeconds?: number
}

/** What a form that reads (a balance check) leaves for the page it redirects to, shown once. */
export interface FormResult {
  /** Which form of the page it answers. */
  form: string
  values: Record<string, string>
}

/** What only per-shopper pages know (the session's): empty on public pages, which stay the same for everyone. */
export interface ShopperPageContext {
  /** The signed-in customer, or null. */
  customer: { id: string } | null
  /** Token forms post back in `_csrf`, or null on public pages (they have no forms that act). */
  csrfToken: string | null
  /** A form refused with its values, to render again. */
  formState: FormState | null
  /** A one-time message after a form's redirect (`saved`, `passwordResetSent`…). */
  notice: string | null
  /** What a form's redirect left for this page to show once (a gift card's balance), or null. */
  formResult: FormResult | null
  /** What the quick order page shows once after its post (rows refused, lines not read), or null. */
  quickOrder: QuickOrderState | null
  /** The session, client address and limits: the page's own API queries (`me`) run with them. */
  scope: ShopRequestScope | null
}

/** The shopper part of a public page: nobody in particular. */
export const NO_SHOPPER: ShopperPageContext = {
  customer: null,
  csrfToken: null,
  formState: null,
  notice: null,
  formResult: null,
  quickOrder: null,
  scope: null,
}

/** Stand-alone screens the server renders instead of a route (docs/storefront-rules.md#stand-alone-screens). */
export type ShopScreen = 'maintenance' | 'offline' | 'notFound' | 'badRequest' | 'uriTooLong'

/** A rendered page ready to send. */
export interface RenderedPage {
  statusCode: number
  headers: Record<string, string>
  /** The document as UTF-8, sent and cached as these bytes. */
  body: Buffer
}

/** What the shell adds to Vike's pageContext for every render (see renderer/types.d.ts). */
export interface ShopPageContextInit {
  urlOriginal: string
  headersOriginal: Record<string, string | string[] | undefined>
  store: PublicStore
  stores: PublicStore[]
  storePath: string
  screen: ShopScreen | null
  inactivityTimeoutMs: number
  /** The store's language in the data layer (`FR`, `DE`, `EN`, `IT`). */
  dataLayerLanguage: Store['dataLayerLanguage']
  /** The tag manager container (`GTM_ID`), loaded after analytics consent; null when none is configured. */
  gtmId: string | null
  /** Tile server of the pickup map, or null: the map then draws country outlines offline. */
  mapTiles: MapTiles | null
  /** The signed-in customer (per-shopper pages only; public pages never read the session). */
  customer: { id: string } | null
  csrfToken: string | null
  formState: FormState | null
  notice: string | null
  formResult: FormResult | null
  quickOrder: QuickOrderState | null
  /** The shop API client of this render: server-side +data hooks query through it, in-process. */
  shopClient: ShopClient
  /** The shop API client of another store (created on first use): the API is store-scoped, hreflang needs the others. */
  shopClientOf(key: StoreKey): ShopClient
  /** The app's short-lived caches for what every page of a store shows alike (menu, footer, other stores' URLs). */
  caches: ShortLivedCaches
  /** True when the page renders a staff member's unsaved CMS page (`cmsPagePreview`), with its banner. */
  cmsPreview: boolean
}

/** Reduces a store to what pages and the browser may see. */
export function toPublicStore(store: Store): PublicStore {
  const { key, locale, language, currency, basePath, baseUrl } = store
  return { key, locale, language, currency, basePath, baseUrl }
}

/**
 * Renders one store page with Vike. Vike routes store-relative paths (`/cart`); redirects
 * it answers with are put back under the store's base path.
 */
export async function renderShopPage(input: {
  app: FastifyInstance
  request: FastifyRequest
  store: Store
  storePath: string
  screen?: ShopScreen
  caches: ShortLivedCaches
  shopper?: ShopperPageContext
  /** Sees every shop API answer the render reads (the page cache notes what the page shows). */
  onResult?: (result: ExecutionResult) => void
  /** Edits the document around the page's HTML (a few kilobytes: head, scripts) before the page goes in. */
  finishShell?: (shellHtml: string) => string
  /** An unsaved CMS page to render instead of the stored one (the back office's preview). */
  cmsDraft?: CmsRow
  /** The path the page says it is at when Vike routes another one (a preview: the page's own address). */
  shopPath?: string
}): Promise<RenderedPage> {
  const {
    app,
    request,
    store,
    storePath,
    screen = null,
    caches,
    shopper = NO_SHOPPER,
    onResult,
    finishShell,
    cmsDraft,
    shopPath,
  } = input
  // A preview's draft reaches the shop API through the scope, which only in-process renders carry.
  const scope = cmsDraft
    ? { shopper: null, clientIp: request.ip, limits: null, cmsDraft }
    : (shopper.scope ?? undefined)
  const logger: ShopClientLogger = (report) => {
    // During a database outage the API answers 503 by design: the outage is logged once (server/databaseAvailability.ts), not per query.
    if (app.hasDecorator('isDatabaseAvailable') && !app.isDatabaseAvailable()) return
    request.log.error(
      { operation: report.operationName, variables: report.variables, err: report.error },
      'shop API error',
    )
  }
  const clients = new Map<StoreKey, ShopClient>()
  // One client (and cache) per store: products share a cache key (sku) across stores.
  const shopClientOf = (key: StoreKey): ShopClient => {
    let client = clients.get(key)
    if (!client) {
      const clientStore = getStore(app.stores, key)
      client = createShopClient({
        url: `${clientStore.baseUrl}/graphql`,
        isServer: true,
        // Islands get their data as props: no page embeds the urql SSR state.
        collectSsrState: false,
        // In process: no HTTP request, and the API's public answers cache serves repeated renders.
        execute: async (operation) => {
          const result = await app.shopApi.execute({
            ...operation,
            store: clientStore,
            headers: request.headers,
            log: request.log,
            ...(scope ? { scope } : {}),
          })
          onResult?.(result)
          return result
        },
        logger,
      })
      clients.set(key, client)
    }
    return client
  }
  const pageContextInit: ShopPageContextInit = {
    urlOriginal: screen ? `/__screen/${screen}` : storePath,
    headersOriginal: request.headers,
    store: toPublicStore(store),
    stores: app.stores.map(toPublicStore),
    storePath: shopPath ?? storePath.split('?')[0] ?? '/',
    screen,
    inactivityTimeoutMs: app.config.inactivityTimeoutMs,
    dataLayerLanguage: store.dataLayerLanguage,
    gtmId: app.config.gtmId ?? null,
    mapTiles: app.config.mapTiles ?? null,
    customer: shopper.customer,
    csrfToken: shopper.csrfToken,
    formState: shopper.formState,
    notice: shopper.notice,
    formResult: shopper.formResult,
    quickOrder: shopper.quickOrder,
    shopClient: shopClientOf(store.key),
    shopClientOf,
    caches,
    cmsPreview: cmsDraft !== undefined,
  }
  const pageContext = await renderPage(pageContextInit)
  const response = pageContext.httpResponse
  const headers: Record<string, string> = {}
  for (const [name, value] of response.headers) headers[name.toLowerCase()] = value
  const location = headers.location
  // Pages redirect with store-relative paths; the store's base is added here, once.
  if (location?.startsWith('/') && !location.startsWith('//'))
    headers.location = `${store.basePath}${location}`
  const shellHtml = finishShell ? finishShell(response.body) : response.body
  return { statusCode: response.statusCode, headers, body: fillPageHtmlSlot(shellHtml, pageContext.pageHtml) }
}
