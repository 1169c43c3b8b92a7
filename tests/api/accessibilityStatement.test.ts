import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { createGraphqlAgent } from './helpers/graphqlAgent.ts'
import { ensureLegalPagesExist } from '../../db/seed/ensureLegalPages.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

const STATEMENT = /* GraphQL */ `
  query Statement($url: String!) {
    route(url: $url) {
      __typename
      ... on CmsPage {
        identifier
        title
        content
      }
    }
    customLinks(ids: ["11"]) {
      value
      url
    }
  }
`

// Each store's URL of the statement, its title, the words of its sections on what is not accessible yet and on enforcement.
const STORES = [
  {
    store: '/fr',
    url: '/accessibilite',
    title: 'Déclaration d’accessibilité',
    gaps: 'Ce qui n’est pas encore accessible',
    enforcement: 'DGCCRF',
  },
  {
    store: '/de',
    url: '/barrierefreiheit',
    title: 'Erklärung zur Barrierefreiheit',
    gaps: 'Was noch nicht barrierefrei ist',
    enforcement: 'Schlichtungsstelle',
  },
  {
    store: '/en',
    url: '/accessibility',
    title: 'Accessibility statement',
    gaps: 'What is not accessible yet',
    enforcement: 'DGCCRF',
  },
  {
    store: '/it',
    url: '/accessibilita',
    title: 'Dichiarazione di accessibilità',
    gaps: 'Cosa non è ancora accessibile',
    enforcement: 'AgID',
  },
] as const

describe('accessibility statement', () => {
  it.each(STORES)(
    '$store: $url states WCAG 2.2 AA, the known gaps, how to report a barrier and where to turn, and is the footer’s link 11',
    async ({ store, url, title, gaps, enforcement }) => {
      const answer = await createGraphqlAgent(app).query(STATEMENT, { url }, { store })
      const page = answer.data?.route
      expect(page).toMatchObject({ __typename: 'CmsPage', identifier: 'accessibility', title })
      expect(page.content).toContain('WCAG')
      expect(page.content).toContain('2.2')
      expect(page.content).toContain(gaps)
      expect(page.content).toContain('href="/contact"')
      expect(page.content).toContain('mailto:')
      expect(page.content).toContain(enforcement)
      expect(answer.data?.customLinks).toEqual([
        { value: title, url: expect.stringMatching(new RegExp(`${url}$`)) },
      ])
    },
  )

  it('is added, with its URL and footer link, to a database seeded before it existed', async () => {
    const db = app.shopDatabase.db
    expect(await ensureLegalPagesExist(db)).toBe(0)
    await db.deleteFrom('cms_page').where('identifier', '=', 'accessibility').execute()
    await db
      .deleteFrom('url_rewrite')
      .where('entity_type', '=', 'cms_page')
      .where('entity_id', '=', 'accessibility')
      .execute()
    await db.deleteFrom('custom_link').where('id', '=', '11').execute()
    expect(
      (await createGraphqlAgent(app).query(STATEMENT, { url: '/barrierefreiheit' }, { store: '/de' })).data
        ?.route.__typename,
    ).toBe('NotFoundEntity')
    expect(await ensureLegalPagesExist(db)).toBe(4)
    const answer = await createGraphqlAgent(app).query(
      STATEMENT,
      { url: '/barrierefreiheit' },
      { store: '/de' },
    )
    expect(answer.data?.route).toMatchObject({
      __typename: 'CmsPage',
      title: 'Erklärung zur Barrierefreiheit',
    })
    expect(answer.data?.customLinks).toEqual([
      { value: 'Erklärung zur Barrierefreiheit', url: expect.stringMatching(/\/barrierefreiheit$/) },
    ])
  })
})
