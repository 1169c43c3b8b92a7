import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { disposeEvalBroker, transform, TransformCacheCollection } from '@wyw-in-js/transform'
import { lingui } from '@lingui/vite-plugin'
import {
  cachingBabelTransform,
  cachingLinguiCatalogs,
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
  // Saved before the compilation that reads it, as a developer's file is: a catalogue whose time is at or
  // after a compilation's start counts as edited during it, and that result is not kept (in the same
  // millisecond on a fast machine, the test found no entry).
  const savedBefore = new Date(Date.now() - 60_000)
  fs.utimesSync(absolute, savedBefore, savedBefore)
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

describe('cachingLinguiCatalogs', () => {
  /** A stand-in for Lingui's catalogue compiler: it reads the source locale's catalogue, as Lingui's does. */
  function countingLingui() {
    const calls: string[] = []
    const plugins = [
      { name: 'vite-plugin-lingui-get-config' },
      {
        name: 'vite-plugin-lingui-load-catalog',
        transform: {
          filter: { id: /\.po$/ },
          async handler(this: CatalogueContext, code: string, id: string) {
            calls.push(id)
            const source = path.join(root, 'locales/en-GB/messages.po')
            this.addWatchFile(source)
            this.warn(`${id}: 1 message failed to compile`)
            return {
              code: `export const messages = ${JSON.stringify({ code, source: fs.readFileSync(source, 'utf8') })}`,
              map: null,
              moduleType: 'js',
            }
          },
        },
      },
    ]
    return { calls, plugins: cachingLinguiCatalogs(plugins, cache) }
  }
  interface CatalogueContext {
    addWatchFile(file: string): void
    warn(message: string): void
  }
  function compile(plugins: { name: string; transform?: unknown }[], code: string, id: string) {
    const watched: string[] = []
    const warnings: string[] = []
    const context: CatalogueContext = {
      addWatchFile: (file) => watched.push(file),
      warn: (message) => warnings.push(message),
    }
    const handler = (plugins[1]?.transform as { handler: (...args: unknown[]) => Promise<unknown> }).handler
    return handler.call(context, code, id).then((result) => ({ result, watched, warnings }))
  }

  it('serves an unchanged catalogue from disk with the files it watches and its warnings, across instances', async () => {
    write('locales/en-GB/messages.po', 'msgid "Cart"\nmsgstr "Cart"\n')
    const german = write('locales/de-DE/messages.po', 'msgid "Cart"\nmsgstr "Warenkorb"\n')
    const code = fs.readFileSync(german, 'utf8')
    const first = await compile(countingLingui().plugins, code, german)

    const second = countingLingui()
    expect(await compile(second.plugins, code, german)).toEqual(first)
    expect(first.watched).toEqual([path.join(root, 'locales/en-GB/messages.po')])
    expect(first.warnings).toHaveLength(1)
    expect(second.calls).toEqual([])
  })

  it('compiles again when the catalogue or the source catalogue it read changes, and ignores a corrupt entry', async () => {
    write('locales/en-GB/messages.po', 'msgid "Cart"\nmsgstr "Cart"\n')
    const german = write('locales/de-DE/messages.po', 'msgid "Cart"\nmsgstr "Warenkorb"\n')
    const { calls, plugins } = countingLingui()
    await compile(plugins, 'msgid "Cart"\nmsgstr "Warenkorb"\n', german)
    await compile(plugins, 'msgid "Cart"\nmsgstr "Einkaufswagen"\n', german)
    write('locales/en-GB/messages.po', 'msgid "Cart"\nmsgstr "Basket"\n')
    const { result } = await compile(plugins, 'msgid "Cart"\nmsgstr "Warenkorb"\n', german)
    expect(JSON.stringify(result)).toContain('Basket')
    for (const file of entryFiles('lingui')) fs.writeFileSync(file, '{"code": 1}')
    await compile(plugins, 'msgid "Cart"\nmsgstr "Warenkorb"\n', german)
    expect(calls).toHaveLength(4)
  })

  it("keeps Lingui's own compiled catalogue as it is", async () => {
    const projectRoot = path.resolve(import.meta.dirname, '..')
    const projectCache = openTransformCache({
      root: projectRoot,
      command: 'serve',
      mode: 'development',
      env: {},
      directory: path.join(root, 'cache'),
    })!
    const fresh = lingui()
    const cached = cachingLinguiCatalogs(lingui(), projectCache)
    for (const plugins of [fresh, cached])
      (plugins[0] as unknown as { configResolved: () => void }).configResolved()
    const german = path.join(projectRoot, 'locales/de-DE/messages.po')
    const code = fs.readFileSync(german, 'utf8')
    const expected = await compile(fresh, code, german)
    expect(await compile(cached, code, german)).toEqual(expected)
    expect(await compile(cached, code, german)).toEqual(expected)
    expect(expected.watched).toContain(path.join(projectRoot, 'locales/en-GB/messages.po'))
    expect(fs.readdirSync(path.join(root, 'cache', 'lingui'))).toHaveLength(1)
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
