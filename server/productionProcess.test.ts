import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRODUCTION_MALLOC_ENV, productionNodeArguments } from './productionProcess.ts'

const root = path.resolve(import.meta.dirname, '..')

describe('the production process settings', () => {
  it('are the ones npm run serve starts the shop with', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const serve = scripts.serve ?? ''
    expect(serve).toContain(`node ${productionNodeArguments().join(' ')}`)
    for (const [name, value] of Object.entries(PRODUCTION_MALLOC_ENV))
      expect(serve).toContain(`${name}=${value}`)
  })

  it('are the ones the container image starts the shop with', () => {
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    expect(dockerfile).toContain(
      `CMD ${JSON.stringify(['node', ...productionNodeArguments()]).replaceAll(',', ', ')}`,
    )
    for (const [name, value] of Object.entries(PRODUCTION_MALLOC_ENV))
      expect(dockerfile).toMatch(new RegExp(`^\\s*${name}=${value}\\b`, 'm'))
  })
})
