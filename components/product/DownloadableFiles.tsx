import { css } from '@linaria/core'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'

/** What a downloadable product's page says it sells. */
export const DownloadableFilesFragment = graphql(`
  fragment DownloadableFiles on Product {
    downloadable_product_links {
      uid
      title
      number_of_downloads
      file_name
    }
  }
`)

const files = css`
  margin: 0;
  padding-inline-start: 2rem;
`

/**
 * The files of a downloadable product (their titles and names), that they are downloaded from
 * the account after payment, and how many times each; nothing for other products.
 */
export function DownloadableFiles({
  product: fragment,
}: {
  product: FragmentType<typeof DownloadableFilesFragment>
}) {
  const product = readFragment(DownloadableFilesFragment, fragment)
  const { t } = useLingui()
  const links = product.downloadable_product_links
  if (!links || links.length === 0) return null
  return (
    <section aria-labelledby="downloadable-files-heading">
      <h2 id="downloadable-files-heading">
        <Trans>What you get</Trans>
      </h2>
      <ul className={files}>
        {links.map((link) => {
          const count = link.number_of_downloads
          return (
            <li key={link.uid}>
              {`${link.title} (${link.file_name}): `}
              {count === 0
                ? t`unlimited downloads`
                : t`${plural(count, { one: '# download', other: '# downloads' })}`}
            </li>
          )
        })}
      </ul>
      <p>
        <Trans>
          PDF files to download after payment, from your account (Downloadable products) or from your order’s
          page. Nothing is shipped.
        </Trans>
      </p>
    </section>
  )
}
