import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { attachmentDisposition, downloadStoragePath } from './downloadStorage.ts'

describe('downloadStoragePath', () => {
  it('places a key under DATA_DIR/downloads', () => {
    expect(downloadStoragePath('/srv/shop', 'seed/size-chart.en.pdf')).toBe(
      path.resolve('/srv/shop/downloads/seed/size-chart.en.pdf'),
    )
  })

  it('refuses keys that would leave the downloads folder or name odd files', () => {
    for (const key of [
      '../secret',
      'seed/../../etc/passwd',
      '/etc/passwd',
      'seed//x.pdf',
      './x.pdf',
      'Seed/X.PDF',
      'seed/a b.pdf',
      '',
    ]) {
      expect(downloadStoragePath('/srv/shop', key)).toBeNull()
    }
  })
})

describe('attachmentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 one', () => {
    expect(attachmentDisposition('größentabelle.pdf')).toBe(
      `attachment; filename="grossentabelle.pdf"; filename*=UTF-8''gr%C3%B6%C3%9Fentabelle.pdf`,
    )
    expect(attachmentDisposition('a"b\r\nc.pdf')).toBe(
      `attachment; filename="a-b-c.pdf"; filename*=UTF-8''a%22b%0D%0Ac.pdf`,
    )
  })
})
