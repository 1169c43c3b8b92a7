import fp from 'fastify-plugin'
import { isPictureFileName } from '../../domain/media/pictureRenditions.ts'
import {
  folderPictureStorage,
  PICTURE_CACHE_CONTROL,
  pictureContentType,
  uploadsDirOf,
  type PictureStorage,
} from '../../domain/media/pictureStorage.ts'
import { UPLOADED_PICTURE_ROUTE_PREFIX } from '../../domain/media/uploadedPictureUrls.ts'
import type { ServerConfig } from '../config.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded pictures' renditions are stored: DATA_DIR/media/uploads, or the `MEDIA_S3_*` bucket. */
    pictureStorage: PictureStorage
  }
}

/** The storage the settings choose: the `MEDIA_S3_*` bucket when set, else the data directory's uploads folder. */
export async function pictureStorageOf(
  config: Pick<ServerConfig, 'dataDir' | 'mediaBucket'>,
): Promise<PictureStorage> {
  if (!config.mediaBucket) return folderPictureStorage(uploadsDirOf(config.dataDir))
  // The S3 client (~2 MB of modules) is loaded only when a bucket is set.
  const { s3PictureStorage } = await import('../../domain/media/s3PictureStorage.ts')
  return s3PictureStorage(config.mediaBucket)
}

/** Options of the uploaded pictures plugin. */
export interface UploadedPicturesOptions {
  config: Pick<ServerConfig, 'dataDir' | 'mediaBucket'>
}

/**
 * `/media/uploads/<hash>-<width>.<avif|webp>`: the renditions of uploaded product pictures
 * (docs/back-office.md#pictures), immutable since their name is their content's hash, read from
 * the folder or streamed from the bucket. Only names of that scheme are looked up, so no
 * request reaches a path or object key outside them.
 */
export const uploadedPicturesPlugin = fp<UploadedPicturesOptions>(
  async (app, { config }) => {
    const storage = await pictureStorageOf(config)
    app.decorate('pictureStorage', storage)
    app.get<{ Params: { file: string } }>(`${UPLOADED_PICTURE_ROUTE_PREFIX}:file`, async (request, reply) => {
      const name = request.params.file
      const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found')
      if (!isPictureFileName(name)) return notFound()
      const content = await storage.read(name)
      if (!content) return notFound()
      return reply
        .header('Cache-Control', PICTURE_CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff')
        .type(pictureContentType(name))
        .send(content)
    })
  },
  { name: 'uploaded-pictures' },
)
