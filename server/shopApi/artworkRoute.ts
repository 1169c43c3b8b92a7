import type { FastifyInstance } from 'fastify'
import { ARTWORK_ROUTE_PREFIX, parseArtworkName } from '../../domain/media/artworkUrls.ts'
import { isArtworkSubject, renderArtwork } from '../../domain/media/renderArtwork.ts'

const ONE_YEAR_SECONDS = 31_536_000

/** Serves generated artwork at `/media/artwork/{subject}-{colour}-{variant}-{size}.svg` (immutable). */
export function registerArtworkRoute(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${ARTWORK_ROUTE_PREFIX}:file`, async (request, reply) => {
    const parts = parseArtworkName(request.params.file)
    if (!parts || !isArtworkSubject(parts.subject))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    return reply
      .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .type('image/svg+xml; charset=utf-8')
      .send(renderArtwork(parts.subject, parts.colour, parts.variant, parts.size))
  })
}
