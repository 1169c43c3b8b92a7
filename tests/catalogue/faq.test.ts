import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { jsonLdOf, mainOf } from './cmsHtml.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

// The seeded FAQ (graphql/db/seed/siteContent.ts): four topics of one question each.
const STORES = [
  {
    base: '/en',
    topics: [
      ['Delivery', 'How long does delivery take?', 'Allow 2 to 4 working days.'],
      ['Returns', 'How do I return an item?', 'From your account, under Returns, within 30 days.'],
      ['Sizes', 'Do the slippers run large?', 'They are true to size; between sizes, take the larger one.'],
      ['Payment', 'Which payment methods do you accept?', 'Cards, wallets and gift cards.'],
    ],
  },
  {
    base: '/it',
    topics: [
      ['Spedizione', 'Quali sono i tempi di consegna?', 'Da 2 a 4 giorni lavorativi.'],
      ['Resi', 'Come restituisco un articolo?', 'Dal tuo account, sezione Resi, entro 30 giorni.'],
      ['Taglie', 'Le pantofole vestono grandi?', 'Vestono regolari; tra due taglie, scegli la più grande.'],
      ['Pagamento', 'Quali metodi di pagamento accettate?', 'Carta, wallet e carte regalo.'],
    ],
  },
] as const

describe.each(STORES)('FAQ of $base', (store) => {
  it('groups the questions by topic, each a disclosure that opens without a script', async () => {
    const response = await server.app.inject({ url: `${store.base}/Faq` })
    expect(response.statusCode).toBe(200)
    const sections = mainOf(response.body).split('<section').slice(1)
    expect(sections).toHaveLength(store.topics.length)
    store.topics.forEach(([topic, question, answer], index) => {
      expect(sections[index]).toMatch(
        new RegExp(
          `^[^>]*><h2>${topic}</h2><details[^>]*><summary>${question.replace('?', '\\?')}</summary><p>${answer}</p></details></section>`,
        ),
      )
    })
  })

  it('describes the questions as FAQPage structured data, with its canonical URL', async () => {
    const response = await server.app.inject({ url: `${store.base}/Faq` })
    expect(response.body).toContain(`<link rel="canonical" href="http://localhost:3000${store.base}/Faq">`)
    const faqPage = jsonLdOf(response.body).find((object) => object['@type'] === 'FAQPage')
    expect(faqPage?.mainEntity).toEqual(
      store.topics.map(([, question, answer]) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    )
  })
})
