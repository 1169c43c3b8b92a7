import fp from 'fastify-plugin'
import { registerArtworkRoute } from '../shopApi/artworkRoute.ts'

/** `/media/artwork/*`: the generated product and banner pictures, immutable once served. */
export const artworkPlugin = fp(
  async (app) => {
    registerArtworkRoute(app)
  },
  { name: 'artwork' },
)
