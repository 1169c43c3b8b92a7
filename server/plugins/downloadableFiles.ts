import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import fp from 'fastify-plugin'
import formbody from '@fastify/formbody'
import { parseFormBody } from '../forms/parseFormBody.ts'
import csrfProtection from '@fastify/csrf-protection'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FormState, ShopperPageContext } from '../renderShopPage.ts'
import { isSameOrigin } from '../forms/formChecks.ts'
import {
  attachmentDisposition,
  downloadContentType,
  downloadStoragePath,
} from '../../domain/downloads/downloadStorage.ts'
import {
  ownedPurchasedLink,
  takeDownload,
  type DownloadOwner,
} from '../../domain/downloads/purchasedLinks.ts'
import { writeSeedDownloadFiles } from '../../db/seed/downloadableSeedFiles.ts'
import {
  folderDownloadStorage,
  type DownloadFileStorage,
} from '../../domain/downloads/downloadFileStorage.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the files of downloadable products are stored (DATA_DIR/downloads). */
    downloadStorage: DownloadFileStorage
  }
}

const ID_PATTERN = /^\d{1,15}$/
/** Downloads one client may ask for per minute (a person clicks a few; a script looping on a link is slowed). */
const DOWNLOADS_PER_MINUTE = 30

/**
 * The files of downloadable products at `POST {store}/user/downloadable-products/:linkId/download`
 * (the Download buttons of `/user/downloadable-products` and of a guest's order page): only the
 * owner of the paid order gets the file (the signed-in customer, or for a guest order whoever
 * holds its signed link token, `?token=`); another shopper's or an unknown link answers 404
 * alike. Like the product page's add to cart, the form carries no token but must come from the
 * store's origin (Origin or Referer, and no cross-site `Sec-Fetch-Site`); the SameSite=Lax session
 * cookie is not sent cross-site anyway. Each download counts once, atomically (takeDownload); none left, or refunded, answers 403 with the page and
 * why. The file is streamed from `DATA_DIR/downloads` as an attachment with its clean name; its
 * path never leaves the server. A POST, so that link scanners and prefetching use up nothing.
 * Once the server is ready, the seeded products' files are written when missing.
 */
export const downloadableFilesPlugin = fp(
  async (app) => {
    app.decorate('downloadStorage', folderDownloadStorage(app.config.dataDir))
    let seedFilesWritten: Promise<void> = Promise.resolve()
    // Written after ready, not before: a fresh data folder's PDFs (pdfkit, its fonts) held `/readyz` back; downloads await them.
    app.addHook('onReady', async () => {
      seedFilesWritten = writeSeedDownloadFiles(app.config.dataDir).then(
        (written) => {
          if (written > 0) app.log.info({ written }, 'wrote the seeded downloadable files')
        },
        (error: unknown) => app.log.error(error, 'writing the seeded downloadable files failed'),
      )
    })
    app.addHook('onClose', async () => seedFilesWritten)
    await app.register(async (scope) => {
      await scope.register(app.shopperSessions)
      await scope.register(formbody, { bodyLimit: 4 * 1024, parser: parseFormBody })
      // Only for the tokens of the page rendered again after a refusal (its other forms need them).
      await scope.register(csrfProtection, { sessionPlugin: '@fastify/session' })
      for (const basePath of new Set(app.config.stores.map((store) => store.basePath))) {
        scope.route({
          method: 'POST',
          url: `${basePath}/user/downloadable-products/:linkId/download`,
          config: { rateLimit: { max: DOWNLOADS_PER_MINUTE, timeWindow: '1 minute' } },
          handler: async (request, reply) => {
            await seedFilesWritten
            return serveDownload(scope, request, reply)
          },
        })
      }
    })
  },
  { name: 'downloadable-files', dependencies: ['sessions', 'database', 'rate-limit'] },
)

async function serveDownload(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const store = request.store
  reply.header('Cache-Control', 'private, no-store')
  const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found')
  if (!store) return notFound()
  const { linkId } = request.params as { linkId: string }
  const token = (request.query as Record<string, unknown> | undefined)?.token
  const guestToken = typeof token === 'string' ? token : null
  const customerId = app.shopperSessionOf(request)?.customerId ?? null
  if (customerId === null && guestToken === null) {
    return reply
      .code(303)
      .header(
        'Location',
        `${store.basePath}/login?redirect=${encodeURIComponent('/user/downloadable-products')}`,
      )
      .send()
  }
  if (!ID_PATTERN.test(linkId)) return notFound()
  const guestOrderId =
    guestToken !== null && app.hasDecorator('orderLinks') ? app.orderLinks.verify(guestToken) : null
  const owner: DownloadOwner | null =
    guestOrderId !== null
      ? { guestOrderId }
      : customerId !== null && guestToken === null
        ? { customerId }
        : null
  if (!owner) return notFound()
  const refusal = (errorCode: FormState['errorCode'], statusCode: number) =>
    refuse(app, request, reply, { errorCode, statusCode, linkId, guestToken })
  if (!isSameOrigin(request, store, true)) return refusal('FORM_EXPIRED', 403)
  const db = app.shopDatabase.db
  const owned = await ownedPurchasedLink(db, Number(linkId), owner, store.key)
  if (!owned) return notFound()
  const file = downloadStoragePath(app.config.dataDir, owned.storage_key)
  const size = file
    ? await stat(file).then(
        (found) => (found.isFile() ? found.size : null),
        () => null,
      )
    : null
  if (!file || size === null) {
    // Nothing is counted for a file the shop lost: the shopper can try again once it is back.
    request.log.error({ linkId: owned.id, storageKey: owned.storage_key }, 'downloadable file missing')
    return reply.code(503).type('text/plain; charset=utf-8').send('Temporarily unavailable')
  }
  const taken = await takeDownload(db, Number(linkId), owner, store.key)
  if (taken.outcome === 'notFound') return notFound()
  if (taken.outcome === 'limitReached') return refusal('DOWNLOAD_LIMIT_REACHED', 403)
  if (taken.outcome === 'notAvailable') return refusal('DOWNLOAD_NOT_AVAILABLE', 403)
  return reply
    .type(downloadContentType(taken.link.file_name))
    .header('Content-Disposition', attachmentDisposition(taken.link.file_name))
    .header('Content-Length', String(size))
    .header('X-Content-Type-Options', 'nosniff')
    .send(createReadStream(file))
}

/**
 * A refused download: the page the button was on (the customer's downloadable products, or the
 * guest's order) rendered again with why, in the store's language, and the status. Without the
 * page build (API tests) only the status and the error code.
 */
function refuse(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: {
    errorCode: FormState['errorCode']
    statusCode: number
    linkId: string
    guestToken: string | null
  },
) {
  if (!app.hasDecorator('servePage'))
    return reply.code(refusal.statusCode).type('text/plain; charset=utf-8').send(refusal.errorCode)
  const shopperSession = app.shopperSessionOf(request)
  const customerId = shopperSession?.customerId ?? null
  const shopper: ShopperPageContext = {
    customer: customerId === null ? null : { id: String(customerId) },
    csrfToken: reply.generateCsrf(),
    formState: {
      form: 'download',
      errorCode: refusal.errorCode,
      errorField: null,
      values: { link: refusal.linkId },
    },
    notice: null,
    formResult: null,
    quickOrder: null,
    scope: {
      shopper: shopperSession,
      clientIp: request.ip,
      limits: app.abuseLimits,
      payments: app.hasDecorator('payments') ? app.payments : null,
      orderLinks: app.hasDecorator('orderLinks') ? app.orderLinks : null,
    },
  }
  const storePath =
    refusal.guestToken === null
      ? '/user/downloadable-products'
      : `/orders/?token=${encodeURIComponent(refusal.guestToken)}`
  return app.servePage(request, reply, { shopper, statusCode: refusal.statusCode, storePath })
}
