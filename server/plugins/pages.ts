import path from 'node:path'
import fs from 'node:fs'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import middie from '@fastify/middie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config.ts'
import { pickStoreForLanguages } from '../storeMatching.ts'
import { DEFAULT_STORE_KEY, getStore, type Store } from '../../config/stores.ts'
import { MAINTENANCE_RETRY_AFTER_SECONDS } from './maintenance.ts'
import { sendDatabaseOutage } from './errorHandler.ts'
import {
  renderShopPage,
  type RenderedPage,
  type ShopperPageContext,
  type ShopScreen,
} from '../renderShopPage.ts'
import type { CmsRow } from '../../domain/cms/cmsRow.ts'
import { createShortLivedCaches } from '../../domain/shortLivedCache.ts'
import { forgetShippingTable, SHIPPING_RATES_TAG } from '../../domain/shipping/shippingTable.ts'
import { createStylesheetInliner } from '../inlineStylesheets.ts'
import { ALL_PAGES_TAG, purgesLayout } from '../pageCache/pageTags.ts'
import { startViteDevServer, warmUpFirstPages, type ViteDevServer } from '../viteDevServer.ts'

/** Options of the pages plugin. */
export interface PagesOptions {
  config: ServerConfig
  /** In development: Vite, started by `buildServer` ahead of the other plugins; else started here. */
  viteDevServer?: Promise<ViteDevServer>
}

/** The address a preview's page renders at: the catch-all route, which no CMS page's key can shadow. */
export const CMS_PREVIEW_ROUTE = '/__cms-preview'

/** Longest URL we render; longer ones get a 414 page instead of reaching the router. */
export const MAX_URL_LENGTH = 2048

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders a stand-alone screen (offline, maintenance, not found) of a store as HTML. */
    renderScreen(store: Store, screen: ShopScreen, request: FastifyRequest): Promise<string>
    /** Answers a request with a stand-alone screen and the given status. */
    sendScreen(
      request: FastifyRequest,
      reply: FastifyReply,
      screen: ShopScreen,
      statusCode: number,
    ): Promise<FastifyReply>
    /**
     * Answers with the store page at the request's URL, or at `storePath`; per-shopper routes
     * pass what the session knows, and may force the status (a form sent back: 422, 429).
     */
    servePage(
      request: FastifyRequest,
      reply: FastifyReply,
      options?: { shopper?: ShopperPageContext; storePath?: string; statusCode?: number },
    ): Promise<FastifyReply>
    /**
     * Renders a store's page from an unsaved CMS page (the back office's preview): never through
     * the page cache, for one staff member.
     */
    renderCmsPreview(
      request: FastifyRequest,
      store: Store,
      draft: CmsRow & { identifier: string },
    ): Promise<RenderedPage>
  }
}

/**
 * Serves Vike pages for every store: Vite's dev middleware (HMR on Fastify's own server) in
 * development, the hashed build with immutable caching in production.
 */
export const pagesPlugin = fp<PagesOptions>(
  async (app, { config, viteDevServer: startedViteDevServer }) => {
    const clientDir = path.join(config.root, 'dist', 'client')
    const inlineStylesheets = config.mode === 'development' ? undefined : createStylesheetInliner(clientDir)
    const caches = createShortLivedCaches()
    const render = (input: Omit<Parameters<typeof renderShopPage>[0], 'app' | 'caches' | 'finishShell'>) =>
      renderShopPage({
        app,
        caches,
        ...input,
        ...(inlineStylesheets ? { finishShell: inlineStylesheets } : {}),
      })
    if (config.mode === 'development') {
      const viteDevServer = await (startedViteDevServer ?? startViteDevServer(config.root, app.server))
      await app.register(middie)
      app.use(viteDevServer.devMiddleware)
      app.addHook('onListen', () => {
        warmUpFirstPages(config.root, viteDevServer).catch((error: unknown) =>
          app.log.warn(error, 'warming up the first pages failed'),
        )
      })
      app.addHook('onClose', async () => viteDevServer.viteServer.close())
    } else {
      if (!fs.existsSync(clientDir))
        throw new Error(`No build found in ${clientDir}: run "npm run build" first`)
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`)
          reply.header(
            'Cache-Control',
            isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          )
        },
      })
    }

    app.decorate(
      'sendScreen',
      (request: FastifyRequest, reply: FastifyReply, screen: ShopScreen, statusCode: number) =>
        sendScreen(reply, request, request.store ?? fallbackStore(request), screen, statusCode),
    )

    app.decorate('renderScreen', async (store: Store, screen: ShopScreen, request: FastifyRequest) => {
      const rendered = await render({ request, store, storePath: '/', screen })
      return rendered.body.toString('utf8')
    })

    // What every page of a store shows alike must not outlive a purge of the menu (a category renamed) or the footer.
    app.pageCache.onPurge((tags) => {
      if (purgesLayout(tags)) caches.clear()
      // The checkout's and the pages' copy of the shipping rates goes with any of their purges, a store's too (migrations 0071, 0087).
      if (tags.some((tag) => tag.startsWith(SHIPPING_RATES_TAG)) || tags.includes(ALL_PAGES_TAG))
        forgetShippingTable(app.shopDatabase.db)
    })

    app.route({
      method: ['GET', 'HEAD'],
      url: '*',
      handler: (request, reply) => servePublicPage(request, reply),
    })
    app.decorate('servePage', servePage)
    app.decorate('renderCmsPreview', (request: FastifyRequest, store: Store, draft: CmsRow) => {
      const path = draft.identifier === 'home' ? '/' : `/${draft.url_key ?? ''}`
      // The home page renders through its own route; any other page through the catch-all, whatever its key.
      return render({
        request,
        store,
        storePath: draft.identifier === 'home' ? '/' : CMS_PREVIEW_ROUTE,
        shopPath: path,
        cmsDraft: draft,
      })
    })

    /**
     * Answers what no store page can show (too long, no store, not decodable, maintenance, database
     * outage): true once that answer is sent, false when the page may render. A boolean, not the
     * reply: a FastifyReply is a thenable that resolves to undefined, so awaiting it read as "may
     * render" and the page was rendered and sent a second time.
     */
    async function refuseUnservable(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const answer = refusalOf(request, reply)
      if (!answer) return false
      await answer
      return true
    }

    /** Sends the answer of a request no store page can show, or returns null. */
    function refusalOf(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<FastifyReply> | FastifyReply | null {
      const store = request.store ?? fallbackStore(request)
      if (request.url.length > MAX_URL_LENGTH) return sendScreen(reply, request, store, 'uriTooLong', 414)
      if (!request.store || request.storePath === null)
        return sendScreen(reply, request, store, 'notFound', 404)
      if (!isDecodable(request.storePath)) return sendScreen(reply, request, store, 'badRequest', 400)
      if (app.isMaintenance()) {
        reply.header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS))
        return sendScreen(reply, request, store, 'maintenance', 503)
      }
      if (!app.isDatabaseAvailable()) return sendDatabaseOutage(request, reply, true)
      return null
    }

    function searchOf(request: FastifyRequest): string {
      return request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
    }

    function storePathOf(request: FastifyRequest): string {
      return request.storePath === '/home' || request.storePath === '/home/'
        ? '/'
        : (request.storePath ?? '/')
    }

    /** A public page, the same for everyone: through the full-page cache, rendered with its normalised query. */
    async function servePublicPage(request: FastifyRequest, reply: FastifyReply) {
      if (await refuseUnservable(request, reply)) return reply
      const store = request.store ?? fallbackStore(request)
      const storePath = storePathOf(request)
      try {
        return await app.pageCache.serve(
          request,
          reply,
          { storeKey: store.key, storePath, search: searchOf(request) },
          async (search, tags) => {
            const rendered = await render({
              request,
              store,
              storePath: `${storePath}${search}`,
              onResult: (result) => tags.addResult(result),
            })
            if (rendered.statusCode >= 500 && !app.isDatabaseAvailable()) throw new DatabaseLostDuringRender()
            return rendered
          },
        )
      } catch (error) {
        // The database went away while this page was read: the maintenance screen, not an error page.
        if (error instanceof DatabaseLostDuringRender) return sendDatabaseOutage(request, reply, true)
        throw error
      }
    }

    async function servePage(
      request: FastifyRequest,
      reply: FastifyReply,
      options: { shopper?: ShopperPageContext; storePath?: string; statusCode?: number } = {},
    ) {
      if (await refuseUnservable(request, reply)) return reply
      const store = request.store ?? fallbackStore(request)
      const search = searchOf(request)
      const storePath = storePathOf(request)
      const rendered = await render({
        request,
        store,
        storePath: options.storePath ?? `${storePath}${search}`,
        ...(options.shopper ? { shopper: options.shopper } : {}),
      })
      // The database went away while this page was read: the maintenance screen, not an error page.
      if (rendered.statusCode >= 500 && !app.isDatabaseAvailable())
        return sendDatabaseOutage(request, reply, true)
      const statusCode =
        options.statusCode && rendered.statusCode === 200 ? options.statusCode : rendered.statusCode
      // A page read with the session (and its redirects: an empty cart leaving the checkout) is one shopper's, never shared.
      const headers = options.shopper
        ? { ...rendered.headers, 'cache-control': 'private, no-store' }
        : rendered.headers
      reply.code(statusCode).headers(headers)
      return reply.send(rendered.body)
    }

    async function sendScreen(
      reply: FastifyReply,
      request: FastifyRequest,
      store: Store,
      screen: ShopScreen,
      statusCode: number,
    ) {
      const rendered = await render({ request, store, storePath: '/', screen })
      return reply
        .code(statusCode)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(rendered.body)
    }

    function fallbackStore(request: FastifyRequest): Store {
      return (
        pickStoreForLanguages(config.stores, request.headers['accept-language']) ??
        getStore(config.stores, DEFAULT_STORE_KEY)
      )
    }
  },
  { name: 'pages', dependencies: ['storefronts', 'maintenance', 'database', 'page-cache'] },
)

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** A public page's render met the database outage: nothing to keep, the shopper gets the maintenance screen. */
class DatabaseLostDuringRender extends Error {}
