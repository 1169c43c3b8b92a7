import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers a check that must pass for `/readyz` to answer 200. */
    addReadinessCheck(name: string, check: () => Promise<boolean> | boolean): void
    /** Adds a field to `/readyz`'s JSON (counters for operators and monitoring), whatever the checks say. */
    addHealthDetail(name: string, detail: () => unknown): void
  }
}

/** `/healthz` says the process lives; `/readyz` says every registered dependency answers. */
export const healthPlugin = fp(
  async (app) => {
    const checks = new Map<string, () => Promise<boolean> | boolean>()
    const details = new Map<string, () => unknown>()
    app.decorate('addHealthDetail', (name: string, detail: () => unknown) => {
      details.set(name, detail)
    })
    app.decorate('addReadinessCheck', (name: string, check: () => Promise<boolean> | boolean) => {
      checks.set(name, check)
    })
    app.get('/healthz', async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
    )
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
        .send({
          status: ready ? 'ready' : 'not ready',
          checks: results,
          ...(details.size > 0
            ? { details: Object.fromEntries([...details].map(([name, detail]) => [name, detail()])) }
            : {}),
        })
    })
  },
  { name: 'health' },
)
