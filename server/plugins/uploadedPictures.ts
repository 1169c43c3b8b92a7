import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fp from 'fastify-plugin'
import { isPictureFileName } from '../../domain/media/pictureRenditions.ts'
import { folderPictureStorage, uploadsDirOf, type PictureStorage } from '../../domain/media/pictureStorage.ts'
import { UPLOADED_PICTURE_ROUTE_PREFIX } from '../../domain/media/uploadedPictureUrls.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded pictures' renditions are stored (DATA_DIR/media/uploads). */
    pictureStorage: PictureStorage
  }
}

const ONE_YEAR_SECONDS = 31_536_000

const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' }

/** Options of the uploaded pictures plugin. */
export interface UploadedPicturesOptions {
  dataDir: string
}

/**
 * `/media/uploads/<hash>-<width>.<avif|webp>`: the renditions of uploaded product pictures
 * (docs/back-office.md#pictures), immutable since their name is their content's hash. Only
 * names of that scheme are looked up, so no request reaches a path outside the folder.
 */
export const uploadedPicturesPlugin = fp<UploadedPicturesOptions>(
  async (app, { dataDir }) => {
    const dir = uploadsDirOf(dataDir)
    app.decorate('pictureStorage', folderPictureStorage(dir))
    app.get<{ Params: { file: string } }>(`${UPLOADED_PICTURE_ROUTE_PREFIX}:file`, async (request, reply) => {
      const name = request.params.file
      const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found')
      if (!isPictureFileName(name)) return notFound()
      let content: Buffer
      try {
        content = await readFile(path.join(dir, name))
      } catch {
        return notFound()
      }
      return reply
        .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('X-Content-Type-Options', 'nosniff')
        .type(CONTENT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream')
        .send(content)
    })
  },
  { name: 'uploaded-pictures' },
)
