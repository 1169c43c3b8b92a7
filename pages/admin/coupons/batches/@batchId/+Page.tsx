import { Plural, Trans } from '@lingui/react/macro'
import { useAdminData } from '../../../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../../../components/admin/useAdminFormats.ts'
import { Notice } from '../../../../../components/admin/Notice.tsx'
import { table } from '../../../../../components/admin/admin.styles.ts'
import type { CouponBatchPageData } from '../../../../../server/admin/promotionsPageData.ts'

/** A batch's page (/admin/coupons/batches/<id>): its codes, whether each was used, and their CSV download. */
export default function Page() {
  const { batch } = useAdminData<CouponBatchPageData>()
  const { dateTime } = useAdminFormats()
  if (!batch) return null
  const { prefix, createdBy } = batch
  const created = dateTime(batch.createdAt)
  const used = batch.codes.filter((code) => code.used).length
  return (
    <>
      <p>
        <a href="/admin/coupons">
          <Trans>All coupons</Trans>
        </a>
      </p>
      <h1>
        <Trans>Batch {prefix}</Trans>
      </h1>
      <Notice />
      <p>
        <Trans>
          Created by {createdBy} on {created}.
        </Trans>{' '}
        <Plural value={used} one="# code used." other="# codes used." />
      </p>
      <p>
        <a href={`/admin/coupons/batches/${batch.id}/codes.csv`} download>
          <Trans>Download the codes (CSV)</Trans>
        </a>
      </p>
      <table className={table}>
        <caption>
          <Plural value={batch.codes.length} one="# code" other="# codes" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Code</Trans>
            </th>
            <th scope="col">
              <Trans>Used</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {batch.codes.map((row) => (
            <tr key={row.code}>
              <td>
                <a href={`/admin/coupons/${encodeURIComponent(row.code)}`}>{row.code}</a>
              </td>
              <td>{row.used ? <Trans>yes</Trans> : <Trans>no</Trans>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
