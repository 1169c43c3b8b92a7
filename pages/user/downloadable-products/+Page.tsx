import { Trans } from '@lingui/react/macro'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'
import { lead } from '../../../components/account/account.styles.ts'
import { DownloadableLinks } from '../../../components/account/DownloadableLinks.tsx'
import type { DownloadableProductsPageData } from './+data.ts'

/** Downloadable products (/user/downloadable-products): the files of the customer's paid orders, with what is left to download. */
export default function Page() {
  const { links } = useData<DownloadableProductsPageData>()
  return (
    <>
      <PageHeading>
        <Trans>Downloadable products</Trans>
      </PageHeading>
      {links.length === 0 ? (
        <EmptyState>
          <Trans>You have no downloadable products.</Trans>
        </EmptyState>
      ) : (
        <>
          <p className={lead}>
            <Trans>
              The files of your paid orders. Each file can be downloaded the number of times shown; it stays
              in your account.
            </Trans>
          </p>
          <DownloadableLinks links={links} showOrder={true} />
        </>
      )}
    </>
  )
}
