import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers a check that must pass for `/readyz` to answer 200. */
    addReadinessCheck(name: string, check: () => Promise<boolean> | boolean): void
  }
}

/** `/healthz` says the process lives; `/readyz` says every registered dependency answers. */
export const healthPlugin = fp(
  async (app) => {
    const checks = new Map<string, () => Promise<boolean> | boolean>()
    app.decorate('addReadinessCheck', (name: string, check: () => Promise<boolean> | boolean) => {
      checks.set(name, check)
    })
    app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }))
    app.get('/readyz', async (_request, reply) => {
      const results: Record<string, boolean> = {}
      for (const [name, check] of checks) {
        try {
          results[name] = await check()
        } catch {
          results[name] = false
        }
      }
      const ready = Object.values(results).every(Boolean)
      return reply
        .code(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: ready ? 'ready' : 'not ready', checks: results })
    })
  },
  { name: 'health' },
)
