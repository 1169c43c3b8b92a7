import fp from 'fastify-plugin'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { ServerConfig } from '../config.ts'
import { configuredOrStoredSecret } from '../../db/storedSecret.ts'
import { parseFormBody } from '../forms/parseFormBody.ts'
import { FORM_ROUTE_CONFIG } from '../forms/formRoutes.ts'
import { adminAddressMatcher } from '../admin/adminAllowedIps.ts'
import { adminHeaders } from '../admin/adminHeaders.ts'
import { ADMIN_ROUTES, type AdminRouteName } from '../admin/adminRoutes.ts'
import { PICTURE_UPLOAD_OPTIONS } from '../admin/uploadLimits.ts'
import type { BackOfficeRequests } from '../admin/backOfficeRequests.ts'

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
    // The handlers, the staff rules and every page's data load with the first request to a route, not at start-up (docs/performance.md).
    let loaded: Promise<BackOfficeRequests> | undefined
    const requests = () =>
      (loaded ??= import('../admin/backOfficeRequests.ts').then(({ backOfficeRequests }) =>
        backOfficeRequests(app, secret, config.importMaxBytes),
      ))

    await app.register(async (scope) => {
      await scope.register(formbody, { bodyLimit: 16 * 1024, parser: parseFormBody })
      // Picture uploads (docs/back-office.md#pictures): read before the guard, which checks their CSRF field.
      await scope.register(multipart, PICTURE_UPLOAD_OPTIONS)
      scope.decorateRequest('pictureUpload', null)
      scope.decorateRequest('importUpload', null)
      scope.addHook('preHandler', async (request) => {
        if (!request.isMultipart()) return
        await (await requests()).readUpload(request)
      })
      // Before the answer leaves (so once it is read, the file is gone): the handler has said by then whether a job took it.
      scope.addHook('onSend', async (request, _reply, payload) => {
        if (request.importUpload) await (await requests()).removeUnclaimedImport(request)
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

      for (const [name, route] of Object.entries(ADMIN_ROUTES)) {
        scope.route({
          method: route.method,
          url: route.path,
          ...(route.method === 'POST' ? { config: FORM_ROUTE_CONFIG } : {}),
          // A page's HTML (up to 100,000 characters, percent-encoded) outgrows the forms' 16 KiB.
          ...(name === 'contentSave' || name === 'contentCreate' || name === 'contentPreview'
            ? { bodyLimit: CONTENT_FORM_BODY_BYTES }
            : {}),
          handler: async (request, reply) => {
            await (await requests()).serveRoute(name as AdminRouteName, request, reply)
            return reply
          },
        })
      }
      // Any other address under /admin: the back office's own 404.
      scope.get('/admin/*', async (request, reply) => {
        await (await requests()).serveNotFound(request, reply)
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
