import { describe, expect, it } from 'vitest'
import { scriptPreloadTags } from './scriptPreloads.ts'

const manifest = {
  'renderer/+client.ts': { file: 'assets/entries/shell.A.js', imports: ['_helper.js'] },
  '_helper.js': { file: 'assets/chunks/helper.B.js' },
  'components/header/showHeaderShopper.ts': { file: 'assets/chunks/header.C.js', imports: ['_helper.js'] },
  'components/other.ts': { file: 'assets/chunks/other.D.js' },
}

describe('scriptPreloadTags', () => {
  it('preloads the shell, its chunk and the header’s chunk, each once, and nothing else', () => {
    expect(scriptPreloadTags(manifest, true)).toBe(
      '<link rel="modulepreload" href="/assets/entries/shell.A.js">' +
        '<link rel="modulepreload" href="/assets/chunks/helper.B.js">' +
        '<link rel="modulepreload" href="/assets/chunks/header.C.js">',
    )
  })

  it('leaves the header’s chunk out of a page without the header, and everything out in development', () => {
    expect(scriptPreloadTags(manifest, false)).not.toContain('header.C.js')
    expect(scriptPreloadTags(manifest, false)).toContain('shell.A.js')
    expect(scriptPreloadTags(null, true)).toBe('')
  })
})
