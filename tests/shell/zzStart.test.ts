import { it } from 'vitest'
import { startTestServer } from '../helpers/testServer.ts'
import { launchFreshProfile } from '../helpers/browser.ts'
import { buildApiApp } from '../api/helpers/buildApiApp.ts'
it('times', async () => {
  for (let i = 0; i < 3; i++) {
    let t = performance.now()
    const server = await startTestServer()
    const a = performance.now() - t
    t = performance.now()
    await server.app.inject({ url: '/en/' })
    const b = performance.now() - t
    t = performance.now()
    await server.close()
    const c = performance.now() - t
    t = performance.now()
    const profile = await launchFreshProfile()
    const d = performance.now() - t
    t = performance.now()
    await profile.close()
    const e = performance.now() - t
    t = performance.now()
    const api = await buildApiApp()
    const f = performance.now() - t
    await api.close()
    process.stderr.write(`START ${a|0} firstpage ${b|0} close ${c|0} chromium ${d|0} chromiumclose ${e|0} api ${f|0}\n`)
  }
}, 600000)
