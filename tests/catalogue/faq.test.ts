import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { jsonLdOf, linksIn, mainOf } from './cmsHtml.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

// The seeded FAQ (db/seed/siteContent.ts): four topics of one question each, every
// answer linking to the page that says more (as rendered, then as plain text for JSON-LD).
const STORES = [
  {
    base: '/en',
    topics: [
      [
        'Delivery',
        'How long does delivery take?',
        'Allow 2 to 5 working days in France, depending on the delivery method, and 3 to 6 elsewhere: see <a href="/en/delivery">delivery rates and times</a>.',
      ],
      [
        'Returns',
        'How do I return an item?',
        'From your account, under Returns, within 30 days and free of charge: see <a href="/en/returns-and-withdrawal">returns and right of withdrawal</a>.',
      ],
      [
        'Sizes',
        'Do the slippers run large?',
        'They are true to size; between sizes, take the larger one. Measure your foot with our <a href="/media/size-guide.pdf" target="_blank" rel="noopener noreferrer">size guide</a>.',
      ],
      [
        'Payment',
        'Which payment methods do you accept?',
        'Cards, wallets and gift cards, as set out in our <a href="/en/terms-and-conditions">terms and conditions</a>.',
      ],
    ],
  },
  {
    base: '/it',
    topics: [
      [
        'Spedizione',
        'Quali sono i tempi di consegna?',
        'Da 4 a 6 giorni lavorativi in Italia: vedi <a href="/it/spedizione">costi e tempi di consegna</a>.',
      ],
      [
        'Resi',
        'Come restituisco un articolo?',
        'Dal tuo account, sezione Resi, entro 30 giorni e gratis: vedi <a href="/it/resi-e-recesso">resi e diritto di recesso</a>.',
      ],
      [
        'Taglie',
        'Le pantofole vestono grandi?',
        'Vestono regolari; tra due taglie, scegli la più grande. Misura il piede con la nostra <a href="/media/guida-alle-taglie.pdf" target="_blank" rel="noopener noreferrer">guida alle taglie</a>.',
      ],
      [
        'Pagamento',
        'Quali metodi di pagamento accettate?',
        'Carta, wallet e carte regalo, come indicato nelle <a href="/it/condizioni-generali-di-vendita">condizioni generali di vendita</a>.',
      ],
    ],
  },
] as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const plainText = (html: string) => html.replace(/<[^>]+>/g, '')

describe.each(STORES)('FAQ of $base', (store) => {
  it('groups the questions by topic, each a disclosure that opens without a script', async () => {
    const response = await server.app.inject({ url: `${store.base}/Faq` })
    expect(response.statusCode).toBe(200)
    const sections = mainOf(response.body).split('<section').slice(1)
    expect(sections).toHaveLength(store.topics.length)
    store.topics.forEach(([topic, question, answer], index) => {
      expect(sections[index]).toMatch(
        new RegExp(
          `^[^>]*><h2>${topic}</h2><details[^>]*><summary>${escapeRegExp(question)}</summary><p>${escapeRegExp(answer)}</p></details></section>`,
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
        acceptedAnswer: { '@type': 'Answer', text: plainText(answer) },
      })),
    )
  })

  it('links every answer to a page or document that answers 200', async () => {
    const main = mainOf((await server.app.inject({ url: `${store.base}/Faq` })).body)
    const links = linksIn(main)
    expect(links).toHaveLength(store.topics.length)
    for (const href of links) expect((await server.app.inject({ url: href })).statusCode, href).toBe(200)
  })
})
