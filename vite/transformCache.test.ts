import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { disposeEvalBroker, transform, TransformCacheCollection } from '@wyw-in-js/transform'
import {
  cachingBabelTransform,
  cachingWywTransform,
  openTransformCache,
  type RunWywTransform,
  type TransformCache,
} from './transformCache.ts'

let root: string
let cache: TransformCache

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-transform-cache-'))
  cache = openTransformCache({ root, command: 'serve', mode: 'development', env: {} })!
})

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

function write(file: string, content: string): string {
  const absolute = path.join(root, file)
  fs.mkdirSync(path.dirname(absolute), { recursive: true })
  fs.writeFileSync(absolute, content)
  return absolute
}

/** Every entry file the store holds, to damage them. */
function entryFiles(kind: string): string[] {
  const directory = path.join(cache.store.directory, kind)
  return fs.readdirSync(directory).map((name) => path.join(directory, name))
}

describe('openTransformCache', () => {
  it('is off with SHOP_TRANSFORM_CACHE=0 and keeps its entries under node_modules/.cache otherwise', () => {
    expect(
      openTransformCache({ root, command: 'serve', mode: 'development', env: { SHOP_TRANSFORM_CACHE: '0' } }),
    ).toBe(undefined)
    expect(cache.store.directory).toBe(path.join(root, 'node_modules/.cache/shop-transforms'))
  })
})

describe('cachingBabelTransform', () => {
  function countingBabel() {
    const calls: string[] = []
    const plugin = {
      name: 'babel',
      transform: {
        filter: undefined,
        async handler(code: string, id: string) {
          calls.push(code)
          return { code: `/* compiled ${id} */ ${code}`, map: { mappings: '' } }
        },
      },
    }
    return { calls, plugin }
  }
  const context = { environment: { name: 'client' } }

  async function run(plugin: { transform: { handler: unknown } }, code: string, id = '/app/a.tsx') {
    const handler = plugin.transform.handler as (
      this: typeof context,
      code: string,
      id: string,
    ) => Promise<unknown>
    return handler.call(context, code, id)
  }

  it('serves the second run of the same module from disk, across plugin instances', async () => {
    const first = countingBabel()
    await cachingBabelTransform(first.plugin, cache)
    const compiled = await run(first.plugin, 'const a = 1')

    const second = countingBabel()
    await cachingBabelTransform(Promise.resolve(second.plugin), cache)
    expect(await run(second.plugin, 'const a = 1')).toEqual(compiled)
    expect(second.calls).toEqual([])
  })

  it('runs Babel again for changed code, another module or another environment', async () => {
    const { calls, plugin } = countingBabel()
    await cachingBabelTransform(plugin, cache)
    await run(plugin, 'const a = 1')
    await run(plugin, 'const a = 2')
    await run(plugin, 'const a = 1', '/app/b.tsx')
    await (plugin.transform.handler as (this: object, code: string, id: string) => Promise<unknown>).call(
      { environment: { name: 'ssr' } },
      'const a = 1',
      '/app/a.tsx',
    )
    expect(calls).toHaveLength(4)
  })

  it('ignores a corrupt or truncated entry', async () => {
    const { calls, plugin } = countingBabel()
    await cachingBabelTransform(plugin, cache)
    const compiled = await run(plugin, 'const a = 1')
    for (const file of entryFiles('babel')) fs.writeFileSync(file, '{"code": "trunc')
    expect(await run(plugin, 'const a = 1')).toEqual(compiled)
    for (const file of entryFiles('babel')) fs.writeFileSync(file, '{"map": {}}')
    expect(await run(plugin, 'const a = 1')).toEqual(compiled)
    expect(calls).toHaveLength(3)
  })
})

describe('cachingWywTransform', () => {
  const services = (filename: string) =>
    ({
      options: { filename, root },
      cache: new TransformCacheCollection(),
    }) as Parameters<RunWywTransform>[0]['services']

  function countingWyw() {
    const calls: string[] = []
    const runTransform = cachingWywTransform(cache, { prefixer: false })!
    const fakeTransform = (async (partialServices, code) => {
      calls.push(partialServices.options.filename)
      return { code: `compiled ${code}`, cssText: '.a{}', dependencies: ['./tokens.ts'], sourceMap: null }
    }) as Parameters<RunWywTransform>[0]['transform']
    const run = (file: string, ssr = false) =>
      runTransform({
        transform: fakeTransform,
        services: services(file),
        code: fs.readFileSync(file, 'utf8'),
        asyncResolve: async () => null,
        ssr,
      })
    return { calls, run }
  }

  function styledModules() {
    write('components/theme/tokens.ts', "export const colors = { brand: '#408fdb' }\n")
    write(
      'components/theme/buttons.styles.ts',
      "import { colors } from './tokens.ts'\nexport const brand = colors.brand\n",
    )
    return write(
      'components/Button.tsx',
      "import { css } from '@linaria/core'\nimport { brand } from './theme/buttons.styles.ts'\nexport const button = css`color: ${brand};`\n",
    )
  }

  it('serves an unchanged module from disk, and transforms it again after a change to its code', async () => {
    const button = styledModules()
    const first = countingWyw()
    const result = await first.run(button)

    const second = countingWyw()
    expect(await second.run(button)).toEqual(result)
    expect(second.calls).toEqual([])

    fs.appendFileSync(button, 'export const other = 1\n')
    await second.run(button)
    await second.run(button, true)
    expect(second.calls).toEqual([button, button])
  })

  it('transforms a module again when a file it imports, directly or not, changes or appears', async () => {
    const button = styledModules()
    const { calls, run } = countingWyw()
    await run(button)
    write('components/theme/tokens.ts', "export const colors = { brand: '#1f64a8' }\n")
    await run(button)
    await run(button)
    expect(calls).toEqual([button, button])

    write(
      'components/theme/buttons.styles.ts',
      "import { colors } from './palette'\nexport const brand = colors.brand\n",
    )
    await run(button)
    write('components/theme/palette.ts', "export const colors = { brand: '#000' }\n")
    await run(button)
    expect(calls).toHaveLength(4)
  })

  it('ignores a corrupt entry', async () => {
    const button = styledModules()
    const { calls, run } = countingWyw()
    const result = await run(button)
    for (const file of entryFiles('wyw')) fs.writeFileSync(file, 'not json')
    expect(await run(button)).toEqual(result)
    expect(calls).toHaveLength(2)
  })
})

describe('cachingWywTransform with wyw-in-js itself', () => {
  const transformCaches: TransformCacheCollection[] = []
  afterAll(() => transformCaches.forEach((collection) => disposeEvalBroker(collection)))

  const requireFromShop = createRequire(import.meta.url)
  const asyncResolve = async (what: string, importer: string) =>
    what.startsWith('.') ? path.resolve(path.dirname(importer), what) : requireFromShop.resolve(what)

  let evaluations = 0
  const countingTransform: typeof transform = (...request) => {
    evaluations += 1
    return transform(...request)
  }

  /** A fresh wyw-in-js (an empty in-memory cache), as after a restart of `npm run dev`. */
  async function transformAfterRestart(file: string) {
    const collection = new TransformCacheCollection()
    transformCaches.push(collection)
    const services = { options: { filename: file, root, pluginOptions: {} }, cache: collection }
    const runTransform = cachingWywTransform(cache, { prefixer: false })!
    return runTransform({
      transform: countingTransform,
      services,
      code: fs.readFileSync(file, 'utf8'),
      asyncResolve,
      ssr: false,
    })
  }

  it('gives every module whose styles use a token the token edited in tokens.ts', async () => {
    // wyw-in-js finds Linaria's processors from the module's folder.
    fs.symlinkSync(path.resolve(import.meta.dirname, '../node_modules'), path.join(root, 'node_modules'))
    // Not under the linked node_modules: the shop's own cache.
    cache = openTransformCache({
      root,
      command: 'serve',
      mode: 'development',
      env: {},
      directory: path.join(root, 'cache'),
    })!
    write('components/theme/tokens.ts', "export const colors = { brand: '#408fdb' } as const\n")
    const modules = ['Header', 'Footer'].map((name) =>
      write(
        `components/${name}.styles.ts`,
        `import { css } from '@linaria/core'\nimport { colors } from './theme/tokens.ts'\nexport const ${name.toLowerCase()} = css\`color: \${colors.brand};\`\n`,
      ),
    )
    for (const file of modules) expect((await transformAfterRestart(file)).cssText).toContain('#408fdb')
    for (const file of modules) expect((await transformAfterRestart(file)).cssText).toContain('#408fdb')
    expect(evaluations).toBe(2)

    write('components/theme/tokens.ts', "export const colors = { brand: '#1f64a8' } as const\n")
    for (const file of modules) expect((await transformAfterRestart(file)).cssText).toContain('#1f64a8')
    expect(evaluations).toBe(4)
  }, 60_000)
})
