import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const assetsDir = path.join(import.meta.dirname, '..', '..', 'dist', 'client', 'assets')

/** Every stylesheet of the production build (`npm test` builds first), concatenated. */
function builtCss(): string {
  const files = fs
    .readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
  expect(files.length).toBeGreaterThan(0)
  return files.map((file) => fs.readFileSync(path.join(assetsDir, file), 'utf8')).join('\n')
}

describe('built stylesheets', () => {
  it('keep the properties the source writes, with no invented or legacy vendor variants', () => {
    const css = builtCss()
    expect(css).toContain('scroll-snap-align:start')
    expect(css).not.toContain('scroll-snap-snap')
    expect(css).not.toMatch(/-ms-grid|-webkit-box-/)
  })
})
