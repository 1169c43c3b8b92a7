// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'
import { faqPageJsonLd } from './faqPageJsonLd.ts'
import { groupByTopic } from './groupByTopic.ts'
import { cmsHtmlText, parseCmsHtml } from '../../components/cms/parseCmsHtml.ts'

/** What the FAQ page renders: questions grouped by topic, in the shop's order. */
export type FaqPageData = Awaited<ReturnType<typeof data>>

/** The FAQ in the store's language, grouped by topic, with its FAQPage structured data (answers as plain text). */
export async function data(pageContext: PageContextServer) {
  const { faq } = await shopQuery(pageContext, FaqPageQuery, {})
  const topics = groupByTopic([...faq].sort((a, b) => a.position - b.position))
  return {
    topics,
    seo: {
      canonicalPath: '/Faq',
      jsonLd:
        faq.length > 0
          ? [
              faqPageJsonLd(
                faq.map((entry) => ({
                  question: entry.question,
                  answer: cmsHtmlText(parseCmsHtml(entry.answer)),
                })),
              ),
            ]
          : [],
    },
  }
}

const FaqPageQuery = graphql(`
  query FaqPage {
    faq {
      id
      topic
      question
      answer
      position
    }
  }
`)
