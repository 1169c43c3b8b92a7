import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { folderImportFiles } from './catalogueImportFiles.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'import-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const files = folderImportFiles(dir)

/** A source giving the bytes in pieces of `size`, as an upload arrives. */
async function* pieces(bytes: Buffer, size: number) {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size)
}

describe('stored import files', () => {
  it('keeps a UTF-8 file whose characters arrive cut between pieces, under a key of its own', async () => {
    const content = Buffer.from('sku,name_fr\nA-1,Pantoufle “été” ’\n')
    const stored = await files.save(pieces(content, 3), 1024)
    if (typeof stored === 'string') throw new Error(stored)
    expect(stored.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(stored.bytes).toBe(content.length)
    expect(stored.head).toBe(content.toString())
    expect(await text(files.open(stored.key))).toBe(content.toString())
    await files.remove(stored.key)
    expect(readdirSync(dir)).toEqual([])
  })

  it('refuses a file that is not UTF-8, one over the limit and an empty one, keeping nothing', async () => {
    expect(await files.save(pieces(Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xe9, 0x0a]), 2), 1024)).toBe(
      'FILE_NOT_UTF8',
    )
    expect(await files.save(pieces(Buffer.alloc(2048, 'a'), 100), 1024)).toBe('FILE_TOO_LARGE')
    expect(await files.save('sku\n', 1024, () => true)).toBe('FILE_TOO_LARGE')
    expect(await files.save('', 1024)).toBe('FILE_MISSING')
    expect(readdirSync(dir)).toEqual([])
  })

  it('never reads or removes a path given as a key', async () => {
    expect(() => files.open('../../etc/passwd')).toThrow('not an import file key')
    await expect(files.remove('../x')).rejects.toThrow('not an import file key')
  })
})
