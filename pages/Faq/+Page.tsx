import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { useData } from '../../renderer/useData.ts'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../components/layout/EmptyState.tsx'
import { CmsHtml } from '../../components/cms/CmsHtml.tsx'
import { parseCmsHtml } from '../../components/cms/parseCmsHtml.ts'
import { colors, fontSizes, fontWeights } from '../../components/theme/tokens.ts'
import type { FaqPageData } from './+data.ts'

const topic = css`
  margin: 0 0 3.2rem;
  h2 {
    margin: 0 0 1.2rem;
    font-size: ${fontSizes.h3};
  }
`

const question = css`
  margin: 0 0 0.8rem;
  border-radius: 0.8rem;
  background: ${colors.white};
  summary {
    display: flex;
    align-items: center;
    min-height: 4.4rem;
    padding: 0.8rem 1.6rem;
    font-weight: ${fontWeights.semibold};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before {
    content: '+' / '';
    flex: none;
    width: 2.4rem;
    font-size: ${fontSizes.large};
  }
  &[open] summary::before {
    content: '−' / '';
  }
  summary:focus-visible {
    outline: 2px solid ${colors.brandPrimaryText};
    outline-offset: 2px;
  }
  p {
    margin: 0;
    padding: 0 1.6rem 1.6rem;
  }
`

/**
 * The FAQ: a section per topic, each question a disclosure that opens without a script. Answers
 * are CMS HTML (links to the pages that say more), read through the allow-list reader.
 */
export default function Page() {
  const { topics } = useData<FaqPageData>()
  return (
    <>
      <PageHeading>
        <Trans>Frequently asked questions</Trans>
      </PageHeading>
      {topics.length === 0 ? (
        <EmptyState>
          <Trans>There are no questions in this section yet.</Trans>
        </EmptyState>
      ) : (
        topics.map((group) => (
          <section key={group.topic} className={topic}>
            <h2>{group.topic}</h2>
            {group.questions.map((entry) => (
              <details key={entry.id} className={question}>
                <summary>{entry.question}</summary>
                <p>
                  <CmsHtml nodes={parseCmsHtml(entry.answer)} />
                </p>
              </details>
            ))}
          </section>
        ))
      )}
    </>
  )
}
