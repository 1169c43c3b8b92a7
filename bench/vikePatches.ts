// Per-call cost of the Vike runtime functions that patches/vike+*.patch changes, patched (the
// installed package) against the same version unpatched, in alternating rounds: the figures of the
// pull requests in docs/upstream/. The unpatched copy is the registry's package unpacked beside it:
//   (cd /tmp && npm pack vike@$(node -p "require('vike/package.json').version")) &&
//   mkdir -p node_modules/.vike-pristine && tar xzf /tmp/vike-*.tgz -C node_modules/.vike-pristine --strip-components=1
// Usage: npx tsx bench/vikePatches.ts (VIKE_PATCH_ROUNDS=5, VIKE_PATCH_CALLS=20000).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const patched = path.join(root, 'node_modules', 'vike', 'dist')
const pristine = path.join(root, 'node_modules', '.vike-pristine', 'dist')
if (!fs.existsSync(pristine)) throw new Error(`No unpatched Vike in ${pristine}: see this file's first lines`)
const ROUNDS = Number(process.env.VIKE_PATCH_ROUNDS ?? 5)
const CALLS = Number(process.env.VIKE_PATCH_CALLS ?? 20_000)

/** Loads one copy's function and returns one call of it, with how many calls a round makes (default CALLS). */
type Load = (dist: string) => Promise<(() => void) & { calls?: number }>

/** A module of one of the two copies. */
const from = async <Module>(dist: string, file: string) => (await import(path.join(dist, file))) as Module

// A page as large as the category page (110 kB), for the HTML injections.
const page = `<!DOCTYPE html><html><head><title>t</title></head><body>${'<div class="card"><a href="/en/p">Product</a></div>\n'.repeat(2000)}</body></html>`

const cases: Record<string, Load> = {
  // pageContextInit of the shop (25 plain values) onto a pageContext with URL getters, then two small addenda.
  objectAssign: async (dist) => {
    const { objectAssign } = await from<{ objectAssign: (target: object, addendum: object) => void }>(
      dist,
      'utils/objectAssign.js',
    )
    const init = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`key${index}`, index]))
    return () => {
      const pageContext = {}
      Object.defineProperty(pageContext, 'urlPathname', {
        get: () => '/',
        enumerable: true,
        configurable: true,
      })
      objectAssign(pageContext, init)
      objectAssign(pageContext, { httpResponse: null })
      objectAssign(pageContext, { pageId: '/pages/index', routeParams: {} })
    }
  },
  // The asset tags before </head> and the scripts before </body> of a 110 kB page.
  injectHtmlTags: async (dist) => {
    const { injectAtClosingTag } = await from<{
      injectAtClosingTag: (tag: string, html: string, fragment: string) => string
    }>(dist, 'server/runtime/renderPageServer/html/injectAssets/injectHtmlTags.js')
    return () => {
      const withHead = injectAtClosingTag('head', page, '<link rel="stylesheet" href="/assets/a.css">')
      injectAtClosingTag('body', withHead, '<script src="/assets/entry.js" type="module" async></script>')
    }
  },
  // Routing one URL through the shop's route strings.
  resolveRouteString: async (dist) => {
    const { resolveRouteString } = await from<{
      resolveRouteString: (route: string, url: string) => unknown
    }>(dist, 'shared-server-client/route/resolveRouteString.js')
    const routes = ['/', '/cart', '/checkout/*', '/product/@id', '/search/@text', '/user/orders/@id', '/*']
    return () => {
      for (const route of routes) resolveRouteString(route, '/product/SL-00273')
    }
  },
  // One request's call when the last 5 s saw 2,000 to 5,000 requests (each leaves a tracker keyed by its request id).
  catchInfiniteLoop: async (dist) => {
    const { catchInfiniteLoop } = await from<{ catchInfiniteLoop: (name: string) => void }>(
      dist,
      'utils/catchInfiniteLoop.js',
    )
    for (let request = 0; request < 2000; request += 1) catchInfiniteLoop(`renderPage(${request})`)
    let request = 2000
    // Few calls a round: every call adds a tracker, which the unpatched sweep then walks at each call.
    return Object.assign(() => catchInfiniteLoop(`renderPage(${(request += 1)})`), { calls: 500 })
  },
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const time = (call: (() => void) & { calls?: number }) => {
  const calls = call.calls ?? CALLS
  const started = performance.now()
  for (let index = 0; index < calls; index += 1) call()
  return ((performance.now() - started) / calls) * 1000
}

const rows: Record<string, { unpatchedUs: string; patchedUs: string; speedup: string }> = {}
for (const [name, load] of Object.entries(cases)) {
  const [before, after] = [await load(pristine), await load(patched)]
  time(before)
  time(after)
  const beforeRounds: number[] = []
  const afterRounds: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    beforeRounds.push(time(before))
    afterRounds.push(time(after))
  }
  rows[name] = {
    unpatchedUs: median(beforeRounds).toFixed(2),
    patchedUs: median(afterRounds).toFixed(2),
    speedup: `${(median(beforeRounds) / median(afterRounds)).toFixed(1)}×`,
  }
}
console.log(
  `µs per call, median of ${ROUNDS} alternating rounds of ${CALLS} calls (catchInfiniteLoop: 500); Node ${process.version}, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
)
console.table(rows)
