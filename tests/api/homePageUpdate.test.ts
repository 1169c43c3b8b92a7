import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { ensureHomePage, FORMER_HOME_TITLES } from '../../db/seed/ensureHomePage.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

type Node = {
  widget?: string
  title?: string
  product?: string
  products?: string[]
  corners?: Record<string, string>
}
const homeOf = async (language: 'en' | 'fr') => {
  const row = await app.shopDatabase.db
    .selectFrom('cms_page')
    .select('content_wysiwyg')
    .where('identifier', '=', 'home')
    .where('language', '=', language)
    .executeTakeFirstOrThrow()
  return (
    typeof row.content_wysiwyg === 'string' ? JSON.parse(row.content_wysiwyg) : row.content_wysiwyg
  ) as { data: { dataId: string }; childNodes: Node[] }
}
const setHome = (language: 'en' | 'fr', childNodes: Node[]) =>
  app.shopDatabase.db
    .updateTable('cms_page')
    .set({ content_wysiwyg: JSON.stringify({ data: { dataId: `home-${language}` }, childNodes }) })
    .where('identifier', '=', 'home')
    .where('language', '=', language)
    .execute()
const productsOf = (nodes: Node[]) =>
  nodes
    .filter((node) => node.widget !== 'WidgetProductPush' || node.title !== 'future')
    .flatMap((node) => [
      ...(node.product ? [node.product] : []),
      ...(node.products ?? []),
      ...Object.values(node.corners ?? {}),
    ])

describe('the home page of a database seeded before issue 23', () => {
  it('is rewritten with the current content, with no product twice, while a page the shop edited is kept', async () => {
    const db = app.shopDatabase.db
    expect(await ensureHomePage(db)).toBe(0)
    await setHome('en', [
      { widget: 'WidgetTitleText', title: FORMER_HOME_TITLES.en },
      { widget: 'WidgetFourProduct', products: ['SL-00001', 'SL-00001'] },
    ])
    await setHome('fr', [{ widget: 'WidgetTitleText', title: 'Notre propre titre' }])
    expect(await ensureHomePage(db)).toBe(1)
    const english = await homeOf('en')
    expect(english.childNodes.find((node) => node.widget === 'WidgetTitleText')?.title).toBe(
      'Slippers made in the Vosges since 1987',
    )
    const products = productsOf(english.childNodes)
    expect(products.length).toBe(19)
    expect(new Set(products).size).toBe(products.length)
    expect((await homeOf('fr')).childNodes).toEqual([
      { widget: 'WidgetTitleText', title: 'Notre propre titre' },
    ])
  })
})
