import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { mediaBucketClient, type MediaBucketConfig } from '../../domain/media/s3PictureStorage.ts'

/** A local S3-compatible server (s3rver) with one empty bucket, for tests of the media bucket. */
export interface S3TestServer {
  /** The server's URL (`http://127.0.0.1:<port>`), the `MEDIA_S3_ENDPOINT`. */
  endpoint: string
  /** The bucket's settings as `MEDIA_S3_*` would give them; its public URL is the server's anonymous path to the bucket. */
  bucket: MediaBucketConfig
  /** The keys of the bucket's objects, sorted. */
  keys(): Promise<string[]>
  close(): Promise<void>
}

/** s3rver checks signatures made with these credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** Starts s3rver on a free loopback port, keeping its objects in a fresh temporary folder. */
export async function startS3Server(bucketName = 'shop-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucketName, configs: [] }],
  })
  const { port } = (await server.run()) as AddressInfo
  const endpoint = `http://127.0.0.1:${port}`
  const bucket: MediaBucketConfig = {
    bucket: bucketName,
    endpoint,
    region: 'us-east-1',
    ...CREDENTIALS,
    publicUrl: `${endpoint}/${bucketName}/`,
    forcePathStyle: true,
  }
  const client = mediaBucketClient(bucket)
  return {
    endpoint,
    bucket,
    async keys() {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucketName }))
      return (listing.Contents ?? []).map((object) => object.Key!).sort()
    },
    async close() {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
