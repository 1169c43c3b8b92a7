import fp from 'fastify-plugin'

/**
 * Security headers on every response. Scripts come only from this origin (the island
 * props are JSON, never executed), so the policy needs no 'unsafe-inline' for scripts.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const isDev = app.config.mode === 'development'
    const csp = [
      "default-src 'self'",
      // Vite's dev client and React Refresh need inline modules and a websocket in development.
      isDev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      isDev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ')
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff')
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
      reply.header('X-Frame-Options', 'SAMEORIGIN')
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)')
      const contentType = String(reply.getHeader('content-type') ?? '')
      if (contentType.startsWith('text/html')) reply.header('Content-Security-Policy', csp)
      return payload
    })
  },
  { name: 'security-headers' },
)
