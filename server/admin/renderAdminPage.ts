import { renderPage } from 'vike/server'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { fillPageHtmlSlot } from '../../renderer/pageHtmlSlot.ts'
import type { AdminPageContext } from './adminPageContext.ts'
import { loadAdminPageData } from './adminPageData.ts'

/**
 * Renders a back-office page with Vike (pages/admin, its own document and layout) and sends it
 * with the given status: its data loaded here first, then Vike routes the URL. The guard already ran.
 */
export async function sendAdminPage(
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminPageContext,
  statusCode = 200,
  url = request.url,
): Promise<FastifyReply> {
  const data = admin.screen
    ? null
    : await loadAdminPageData(
        request.server.shopDatabase.db,
        url,
        new Date(),
        admin.formState,
        admin.viewer,
        request.ip,
        { importMaxBytes: request.server.config.importMaxBytes },
      )
  const pageContext = await renderPage({
    urlOriginal: url,
    headersOriginal: request.headers,
    admin: { ...admin, data },
  })
  const response = pageContext.httpResponse
  const body = fillPageHtmlSlot(response.body, (pageContext as { pageHtml?: string }).pageHtml)
  const status = response.statusCode === 200 ? statusCode : response.statusCode
  return reply.code(status).header('Content-Type', 'text/html; charset=utf-8').send(body)
}
