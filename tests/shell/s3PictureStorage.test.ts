import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3PictureStorage } from '../../domain/media/s3PictureStorage.ts'
import type { PictureStorage } from '../../domain/media/pictureStorage.ts'
import { startS3Server, type S3TestServer } from '../helpers/s3Server.ts'

let bucket: S3TestServer
let storage: PictureStorage
const name = '0123456789abcdef0123456789abcdef-300.webp'

beforeAll(async () => {
  bucket = await startS3Server()
  storage = s3PictureStorage(bucket.bucket)
})
afterAll(async () => bucket?.close())

describe('the S3-compatible picture storage', () => {
  it('puts, reads back and deletes an object under the server-made name', async () => {
    await storage.save(name, Buffer.from('rendition'))
    expect(await bucket.keys()).toEqual([name])
    const content = await storage.read(name)
    expect(content && (await buffer(content)).toString()).toBe('rendition')
    await storage.remove(name)
    expect(await bucket.keys()).toEqual([])
    expect(await storage.read(name)).toBeNull()
    // Removing what is already gone is no error, as in the folder.
    await expect(storage.remove(name)).resolves.toBeUndefined()
  })

  it.each(['../session-secret', 'uploads/../../x.webp', 'photo.svg', `${name}/other`])(
    'refuses the name %s: no key comes from elsewhere',
    async (key) => {
      await expect(storage.save(key, Buffer.from('x'))).rejects.toThrow(/not a picture file name/)
      await expect(storage.read(key)).rejects.toThrow(/not a picture file name/)
      await expect(storage.remove(key)).rejects.toThrow(/not a picture file name/)
      expect(await bucket.keys()).toEqual([])
    },
  )
})
