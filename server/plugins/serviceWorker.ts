import fp from 'fastify-plugin'
import { serviceWorkerSource } from '../serviceWorker/serviceWorkerSource.ts'

/**
 * `{base}/service-worker.js` of each store and the offline screen it keeps
 * (`{base}/service-worker/offline.html`, rendered in the store's language).
 */
export const serviceWorkerPlugin = fp(
  async (app) => {
    const version = String(Date.now())
    const basePaths = [...new Set(app.stores.map((store) => store.basePath))]
    for (const basePath of basePaths) {
      app.get(`${basePath}/service-worker.js`, async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(serviceWorkerSource(basePath, version)),
      )
      app.get(`${basePath}/service-worker/offline.html`, async (request, reply) => {
        if (!request.store) return reply.callNotFound()
        const html = await app.renderScreen(request.store, 'offline', request)
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html)
      })
    }
  },
  { name: 'service-worker', dependencies: ['storefronts'] },
)
