import { Trans } from '@lingui/react/macro'
import { useData } from '../../renderer/useData.ts'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { CmsContent } from '../../components/cms/CmsContent.tsx'
import type { HomePageData } from './+data.ts'

/** The home page: the shop's promise as its heading, then the CMS widgets. */
export default function Page() {
  const { content } = useData<HomePageData>()
  const heading = (
    <PageHeading>
      <Trans>Slippers, socks and clothing for the whole family</Trans>
    </PageHeading>
  )
  return content ? <CmsContent content={content} heading={heading} /> : heading
}
