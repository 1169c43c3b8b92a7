import fp from 'fastify-plugin'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config.ts'
import { configuredOrStoredSecret } from '../../db/storedSecret.ts'
import { parseFormBody } from '../forms/parseFormBody.ts'
import { FORM_ROUTE_CONFIG } from '../forms/formAction.ts'
import { adminAddressMatcher } from '../admin/adminAllowedIps.ts'
import { adminHeaders } from '../admin/adminHeaders.ts'
import { ADMIN_TICKET_COOKIE } from '../admin/adminCookies.ts'
import { ADMIN_SCREEN_URL, adminPageContext, guardAdminRoute } from '../admin/adminGuard.ts'
import type { AdminPageContext } from '../admin/adminPageContext.ts'
import { ADMIN_ROUTES, type AdminRouteName } from '../admin/adminRoutes.ts'
import { sendAdminPage } from '../admin/renderAdminPage.ts'
import { sendAdminNotFound } from '../admin/catalogueFormAnswers.ts'
import { signInActions, type AdminAction } from '../admin/signInActions.ts'
import { staffActions } from '../admin/staffActions.ts'
import { passkeyActions } from '../admin/passkeyActions.ts'
import { orderActions } from '../admin/orderActions.ts'
import { reviewActions } from '../admin/reviewActions.ts'
import { stockActions } from '../admin/stockActions.ts'
import { careSubjectExists } from '../admin/carePageData.ts'
import { customerActions } from '../admin/customerActions.ts'
import { returnActions } from '../admin/returnActions.ts'
import { catalogueActions } from '../admin/catalogueActions.ts'
import { categoryActions } from '../admin/categoryActions.ts'
import { menuActions } from '../admin/menuActions.ts'
import { priceActions } from '../admin/priceActions.ts'
import { customOptionActions } from '../admin/customOptionActions.ts'
import { productTypeActions } from '../admin/productTypeActions.ts'
import { pictureActions } from '../admin/pictureActions.ts'
import { PICTURE_UPLOAD_OPTIONS, readPictureUpload } from '../admin/pictureUpload.ts'
import { readImportUpload, removeUnclaimedImport } from '../admin/importUpload.ts'
import { productCreationActions } from '../admin/productCreationActions.ts'
import { downloadableLinkActions } from '../admin/downloadableLinkActions.ts'
import { productClassificationActions } from '../admin/productClassificationActions.ts'
import { couponActions } from '../admin/couponActions.ts'
import { contentActions } from '../admin/contentActions.ts'
import { giftCardActions } from '../admin/giftCardActions.ts'
import { catalogueCsvActions } from '../admin/catalogueCsvActions.ts'
import { settingsActions } from '../admin/settingsActions.ts'
import { shippingActions } from '../admin/shippingActions.ts'

/** Largest body of a content form: its HTML field percent-encoded. */
const CONTENT_FORM_BODY_BYTES = 512 * 1024

/** Options of the back office plugin. */
export interface BackOfficeOptions {
  config: Pick<ServerConfig, 'mode' | 'sessionSecret' | 'dataDir' | 'adminAllowedIps' | 'importMaxBytes'>
}

/**
 * The back office at /admin (docs/back-office.md): every route of `ADMIN_ROUTES` behind its
 * guard, its own headers (never cached, never indexed, a strict CSP), and only for the addresses
 * of `ADMIN_ALLOWED_IPS` when it is set (others get the shop's 404).
 */
export const backOfficePlugin = fp<BackOfficeOptions>(
  async (app, { config }) => {
    const secret = configuredOrStoredSecret(config.sessionSecret, config.dataDir, 'session-secret')
    const isAllowedAddress = adminAddressMatcher(config.adminAllowedIps)
    const headers = adminHeaders(config.mode === 'development')
    const headersOfStorefrontDocument = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name !== 'Content-Security-Policy'),
    )

    await app.register(async (scope) => {
      await scope.register(formbody, { bodyLimit: 16 * 1024, parser: parseFormBody })
      // Picture uploads (docs/back-office.md#pictures): read before the guard, which checks their CSRF field.
      await scope.register(multipart, PICTURE_UPLOAD_OPTIONS)
      scope.decorateRequest('pictureUpload', null)
      scope.decorateRequest('importUpload', null)
      scope.addHook('preHandler', async (request) => {
        if (!request.isMultipart()) return
        // A catalogue CSV file goes to disk as it arrives, with its own limit (docs/back-office.md#csv-import-and-export).
        if (request.routeOptions.url === ADMIN_ROUTES.productImportUpload.path && request.method === 'POST')
          await readImportUpload(request, secret, app.catalogueImportFiles, config.importMaxBytes)
        else await readPictureUpload(request, secret)
      })
      // Before the answer leaves (so once it is read, the file is gone): the handler has said by then whether a job took it.
      scope.addHook('onSend', async (request, _reply, payload) => {
        await removeUnclaimedImport(request, app.catalogueImportFiles)
        return payload
      })
      scope.addHook('onRequest', async (request, reply) => {
        if (isAllowedAddress(request.ip)) return
        await app.sendScreen(request, reply, 'notFound', 404)
        return reply
      })
      // After the shop's security headers (a parent's hook runs first): these replace theirs.
      scope.addHook('onSend', async (request, reply, payload) => {
        // A preview is the shop's own page: its inline styles need the shop's policy, which the parent's hook set.
        const isStorefrontDocument =
          request.routeOptions.url === ADMIN_ROUTES.contentPreview.path &&
          String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
          reply.statusCode === 200
        reply.headers(isStorefrontDocument ? headersOfStorefrontDocument : headers)
        return payload
      })

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

      for (const [name, route] of Object.entries(ADMIN_ROUTES)) {
        const handler = handlers[name as AdminRouteName]
        scope.route({
          method: route.method,
          url: route.path,
          ...(route.method === 'POST' ? { config: FORM_ROUTE_CONFIG } : {}),
          // A page's HTML (up to 100,000 characters, percent-encoded) outgrows the forms' 16 KiB.
          ...(name === 'contentSave' || name === 'contentCreate' || name === 'contentPreview'
            ? { bodyLimit: CONTENT_FORM_BODY_BYTES }
            : {}),
          handler: async (request, reply) => {
            const admin = await guardAdminRoute(app, secret, route, request, reply)
            if (admin) await handler(request, reply, admin)
            return reply
          },
        })
      }
      // Any other address under /admin: the back office's own 404.
      scope.get('/admin/*', async (request, reply) => {
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
        return reply
      })
    })
  },
  {
    name: 'back-office',
    dependencies: [
      'sessions',
      'database',
      'rate-limit',
      'pages',
      'payments',
      'checkout',
      'uploaded-pictures',
      'catalogue-imports',
    ],
  },
)
