import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'

/**
 * Rate limits (@fastify/rate-limit, in memory): no route is limited unless it says how much
 * in its `config.rateLimit`, so each form or endpoint picks its own budget.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false })
  },
  { name: 'rate-limit' },
)
