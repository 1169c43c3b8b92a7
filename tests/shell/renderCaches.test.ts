import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'

let first: TestServer
let second: TestServer
beforeAll(async () => {
  ;[first, second] = await Promise.all([startTestServer(), startTestServer()])
}, 120_000)
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
})

const menuNames = async (server: TestServer) => {
  const html = (await server.app.inject('/en/')).body
  const menu = html.slice(html.indexOf('aria-label="Main menu"'))
  return [...menu.matchAll(/<a href="\/en\/[a-z-]+"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1])
}

describe('render caches', () => {
  it('belong to their app: a second shop in the same process shows its own menu, not the first one’s', async () => {
    expect(await menuNames(first)).toContain('All Men')
    await second.app.shopDatabase.db
      .updateTable('category_translation')
      .set({ name: 'Gentlemen' })
      .where('category_id', '=', 100)
      .where('language', '=', 'en')
      .execute()
    expect(await menuNames(second)).toContain('All Gentlemen')
    expect(await menuNames(first)).not.toContain('All Gentlemen')
  })
})
