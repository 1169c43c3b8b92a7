import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import {
  checkedPictureName,
  PICTURE_CACHE_CONTROL,
  pictureContentType,
  type PictureStorage,
} from './pictureStorage.ts'

/** An S3-compatible bucket holding uploaded pictures' renditions (the `MEDIA_S3_*` settings, docs/deployment.md). */
export interface MediaBucketConfig {
  /** `MEDIA_S3_BUCKET`. */
  bucket: string
  /** `MEDIA_S3_ENDPOINT`, the service's URL (MinIO, Garage, Scaleway, OVH…); unset: AWS S3 of the region. */
  endpoint: string | undefined
  /** `MEDIA_S3_REGION`. */
  region: string
  /** `MEDIA_S3_ACCESS_KEY_ID`. */
  accessKeyId: string
  /** `MEDIA_S3_SECRET_ACCESS_KEY`. */
  secretAccessKey: string
  /**
   * `MEDIA_S3_PUBLIC_URL`, ending in `/`: where browsers fetch the objects (a CDN or the bucket's
   * public URL); unset: the shop streams them through its own `/media/uploads/` route.
   */
  publicUrl: string | undefined
  /** `MEDIA_S3_FORCE_PATH_STYLE`: `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, Garage). */
  forcePathStyle: boolean
}

/** The S3 client of a bucket's settings. */
export function mediaBucketClient(config: MediaBucketConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where an operation requires one: several S3-compatible services refuse the SDK's default extra headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  )
}

/**
 * A {@link PictureStorage} in an S3-compatible bucket: each rendition is one object at the
 * bucket's root, keyed by its server-made name, with its content type and a year-long
 * immutable Cache-Control, so a CDN in front of the bucket serves it as the shop's route would.
 * A put is atomic on S3, so no reader sees half an object.
 */
export function s3PictureStorage(
  config: MediaBucketConfig,
  client = mediaBucketClient(config),
): PictureStorage {
  const Bucket = config.bucket
  return {
    async save(name, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedPictureName(name),
          Body: data,
          ContentType: pictureContentType(name),
          CacheControl: PICTURE_CACHE_CONTROL,
        }),
      )
    },
    async remove(name) {
      // S3 answers a delete of a missing key with success, as the folder's `rm --force` does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedPictureName(name) }))
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedPictureName(name) }))
        return (object.Body as Readable | undefined) ?? null
      } catch (error) {
        if (isMissingObject(error)) return null
        throw error
      }
    },
  }
}
