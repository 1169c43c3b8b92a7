import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ADMIN_TICKET_COOKIE } from './adminCookies.ts'
import { ADMIN_SCREEN_URL, adminPageContext, guardAdminRoute } from './adminGuard.ts'
import type { AdminPageContext } from './adminPageContext.ts'
import { ADMIN_ROUTES, type AdminRouteName } from './adminRoutes.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import { sendAdminNotFound } from './catalogueFormAnswers.ts'
import { signInActions, type AdminAction } from './signInActions.ts'
import { staffActions } from './staffActions.ts'
import { passkeyActions } from './passkeyActions.ts'
import { orderActions } from './orderActions.ts'
import { reviewActions } from './reviewActions.ts'
import { stockActions } from './stockActions.ts'
import { careSubjectExists } from './carePageData.ts'
import { customerActions } from './customerActions.ts'
import { returnActions } from './returnActions.ts'
import { catalogueActions } from './catalogueActions.ts'
import { categoryActions } from './categoryActions.ts'
import { menuActions } from './menuActions.ts'
import { priceActions } from './priceActions.ts'
import { customOptionActions } from './customOptionActions.ts'
import { productTypeActions } from './productTypeActions.ts'
import { pictureActions } from './pictureActions.ts'
import { readPictureUpload } from './pictureUpload.ts'
import { readImportUpload, removeUnclaimedImport } from './importUpload.ts'
import { productCreationActions } from './productCreationActions.ts'
import { downloadableLinkActions } from './downloadableLinkActions.ts'
import { productClassificationActions } from './productClassificationActions.ts'
import { couponActions } from './couponActions.ts'
import { contentActions } from './contentActions.ts'
import { giftCardActions } from './giftCardActions.ts'
import { catalogueCsvActions } from './catalogueCsvActions.ts'
import { settingsActions } from './settingsActions.ts'
import { shippingActions } from './shippingActions.ts'

/** What the back office plugin needs once a request reaches one of its routes. */
export interface BackOfficeRequests {
  /** Answers a route of `ADMIN_ROUTES`: its guard, then its page or action. */
  serveRoute(name: AdminRouteName, request: FastifyRequest, reply: FastifyReply): Promise<void>
  /** Answers any other address under /admin with the back office's own 404 (behind the guard). */
  serveNotFound(request: FastifyRequest, reply: FastifyReply): Promise<void>
  /** Reads a multipart form: the catalogue CSV import's to disk, any other's picture in memory. */
  readUpload(request: FastifyRequest): Promise<void>
  /** Removes an uploaded import file that no job took. */
  removeUnclaimedImport(request: FastifyRequest): Promise<void>
}

/**
 * The back office's handlers (docs/back-office.md): `server/plugins/backOffice.ts` registers the
 * routes at start-up and imports this module, with the staff rules and every page's data, on the
 * first request that reaches one of them (docs/performance.md).
 */
export function backOfficeRequests(
  app: FastifyInstance,
  secret: string,
  importMaxBytes: number,
): BackOfficeRequests {
  /** A page's handler: rendered with what the request adds to its context (a notice, the second step). */
  const page =
    (extra: (request: FastifyRequest) => Partial<AdminPageContext> = () => ({})): AdminAction =>
    (request, reply, admin) =>
      sendAdminPage(request, reply, adminPageContext(app, admin, extra(request)))
  const noticeOf = (request: FastifyRequest) => {
    const done = (request.query as { done?: unknown }).done
    return { notice: typeof done === 'string' ? done : null }
  }
  const loginPage = page((request) => ({
    ...noticeOf(request),
    secondStep: Boolean(request.cookies[ADMIN_TICKET_COOKIE]),
  }))
  /** A customer's or a return's page, or the back office's 404 when there is no such one. */
  const subjectPage: AdminAction = async (request, reply, admin) => {
    if (await careSubjectExists(app.shopDatabase.db, request.url.split('?')[0] ?? ''))
      return page(noticeOf)(request, reply, admin)
    return sendAdminNotFound(app, request, reply, admin)
  }
  const handlers: Record<AdminRouteName, AdminAction> = {
    dashboard: page(noticeOf),
    login: async (request, reply, admin) => {
      if (admin.viewer) return reply.redirect('/admin', 303)
      return loginPage(request, reply, admin)
    },
    setup: page(),
    audit: page(),
    staff: page(noticeOf),
    security: page(noticeOf),
    ...signInActions(app),
    ...passkeyActions(app),
    ...staffActions(app),
    orders: page(),
    ...orderActions(app),
    reviews: page(noticeOf),
    stock: page(noticeOf),
    ...reviewActions(app),
    ...stockActions(app),
    customers: page(),
    customer: subjectPage,
    returns: page(),
    return: subjectPage,
    withdrawals: page(noticeOf),
    emails: page(),
    ...customerActions(app),
    ...returnActions(app),
    products: page(),
    ...catalogueActions(app),
    ...priceActions(app),
    ...customOptionActions(app),
    ...pictureActions(app),
    ...productCreationActions(app),
    ...downloadableLinkActions(app),
    ...productTypeActions(app),
    ...productClassificationActions(app),
    ...categoryActions(app),
    ...menuActions(app),
    coupons: page(),
    couponNew: page(),
    couponBatchNew: page(),
    ...couponActions(app),
    giftCards: page(),
    ...giftCardActions(app),
    ...catalogueCsvActions(app),
    ...settingsActions(app),
    ...shippingActions(app),
    content: page(),
    contentNew: page(),
    ...contentActions(app),
  }

  return {
    async serveRoute(name, request, reply) {
      const admin = await guardAdminRoute(app, secret, ADMIN_ROUTES[name], request, reply)
      if (admin) await handlers[name](request, reply, admin)
    },
    async serveNotFound(request, reply) {
      const admin = await guardAdminRoute(
        app,
        secret,
        { method: 'GET', path: '/admin/*', access: 'public' },
        request,
        reply,
      )
      if (admin)
        await sendAdminPage(
          request,
          reply,
          adminPageContext(app, admin, { screen: 'notFound' }),
          404,
          ADMIN_SCREEN_URL,
        )
    },
    async readUpload(request) {
      // A catalogue CSV file goes to disk as it arrives, with its own limit (docs/back-office.md#csv-import-and-export).
      if (request.routeOptions.url === ADMIN_ROUTES.productImportUpload.path && request.method === 'POST')
        await readImportUpload(request, secret, app.catalogueImportFiles, importMaxBytes)
      else await readPictureUpload(request, secret)
    },
    async removeUnclaimedImport(request) {
      await removeUnclaimedImport(request, app.catalogueImportFiles)
    },
  }
}
