import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { button, fieldRow, panel, table } from '../../../../components/admin/admin.styles.ts'
import type { ImportPageData } from '../../../../server/admin/adminPageData.ts'

type Job = NonNullable<ImportPageData['job']>

/** What each problem of a row says, by its code (docs/back-office.md#csv-import-and-export). */
const PROBLEMS: Record<string, MessageDescriptor> = {
  UNREADABLE_CSV: msg`The file cannot be read as CSV from this line on (a quote left open?).`,
  EMPTY_FILE: msg`The file has no row under its header.`,
  UNKNOWN_COLUMN: msg`This column is not one the import knows.`,
  REPEATED_COLUMN: msg`This column is in the header twice.`,
  MISSING_COLUMN: msg`The file needs this column.`,
  COLUMN_COUNT: msg`This row does not have as many cells as the header.`,
  REQUIRED: msg`A value is needed here.`,
  TOO_LONG: msg`This value is too long.`,
  INVALID_SKU: msg`A SKU is made of capital letters, digits and dashes, at most 64.`,
  SKU_REPEATED: msg`This SKU is on an earlier row too.`,
  SKU_TAKEN: msg`Another product has this SKU in another case.`,
  NOT_IMPORTABLE: msg`This product is not a simple or configurable product: it cannot be imported.`,
  PARENT_MISMATCH: msg`This size belongs to another product in the shop.`,
  TYPE_MISMATCH: msg`The type is “simple” without a parent SKU and “configurable” with one.`,
  PARENT_COLUMN_DIFFERS: msg`This differs from the first row of the same product, which says the product’s values.`,
  UNKNOWN_CHOICE: msg`The shop has no such value.`,
  UNKNOWN_OPTION: msg`Only a size and a colour can be imported as options.`,
  INVALID_PRICE: msg`A price is an amount above zero with at most two decimals (49.90).`,
  FINAL_ABOVE_REGULAR: msg`The price paid is above the regular price.`,
  INVALID_QUANTITY: msg`The stock is a whole number from 0 to 1,000,000.`,
  INVALID_YES_NO: msg`Write yes or no.`,
  INVALID_URL_KEY: msg`A URL key is made of lower-case letters, digits and single dashes.`,
  URL_KEY_TAKEN: msg`Another page of the shop has this URL key.`,
  URL_KEY_REPEATED: msg`Another product of the file has this URL key.`,
  NO_TRANSLATION: msg`A new product needs a name and a URL key in at least one language.`,
  INVALID_PICTURE_URL: msg`A picture’s address starts with http:// or https:// and has no user name or password.`,
  PICTURE_HOST_REFUSED: msg`Pictures are not fetched from this address: it is a private or local one, and its host is not allowed.`,
  PICTURE_WITHOUT_PRODUCT: msg`This picture’s handle has no row with a variant SKU: it belongs to no product.`,
  INVALID_POSITION: msg`A position is a whole number from 1 to 999.`,
  PICTURE_FETCH_FAILED: msg`This picture could not be fetched (no answer, not found, or redirected too often).`,
  PICTURE_TOO_LARGE: msg`This picture is larger than 20 MB.`,
  PICTURE_NOT_AN_IMAGE: msg`This is not a JPEG, PNG, WebP or AVIF picture.`,
  PICTURE_TOO_MANY_PIXELS: msg`This picture has more than 40 megapixels.`,
}

/** Import products (/admin/products/import, merchandisers and owners): upload, dry run, start, progress. */
export default function Page() {
  const { job, recent, maxMegabytes } = useAdminData<ImportPageData>()
  return (
    <>
      <h1>
        <Trans>Import products</Trans>
      </h1>
      <p>
        <a href="/admin/products">
          <Trans>Back to the products</Trans>
        </a>
      </p>
      <FormError form="import" />
      {job ? <JobReport job={job} /> : null}
      <AdminForm
        action="/admin/products/import"
        encType="multipart/form-data"
        className={panel}
        labelledBy="upload-heading"
      >
        <h2 id="upload-heading">
          <Trans>Check a file</Trans>
        </h2>
        <p id="upload-help">
          <Trans>
            A CSV file in UTF-8, with the columns of the export (or a Shopify product export), at most{' '}
            {maxMegabytes} MB. It is checked first: nothing is written until you start the import.
          </Trans>
        </p>
        <div className={fieldRow}>
          <label htmlFor="file">
            <Trans>CSV file</Trans>
          </label>
          <input
            id="file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby="upload-help"
          />
        </div>
        <button className={button} type="submit">
          <Trans>Check the file</Trans>
        </button>
      </AdminForm>
      {recent.length > 0 ? (
        <table className={table}>
          <caption>
            <Trans>Last imports</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Import</Trans>
              </th>
              <th scope="col">
                <Trans>File</Trans>
              </th>
              <th scope="col">
                <Trans>Rows</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {recent.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <a href={`/admin/products/import?job=${row.id}`}>
                    <Trans>Import {row.id}</Trans>
                  </a>
                </th>
                <td>
                  <FileName name={row.fileName} />
                </td>
                <td>{row.rowCount}</td>
                <td>
                  <StatusName status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}

/** The uploader's own file name: escaped by React like any text, and isolated so right-to-left characters in it cannot reorder the page's text around it. */
function FileName({ name }: { name: string }) {
  return <bdi dir="auto">{name}</bdi>
}

function StatusName({ status }: { status: string }) {
  const { i18n } = useLingui()
  const names: Record<string, MessageDescriptor> = {
    checking: msg`Being checked`,
    checked: msg`Checked`,
    queued: msg`Waiting to start`,
    importing: msg`Importing`,
    done: msg`Imported`,
    failed: msg`Failed`,
  }
  return <>{names[status] ? i18n._(names[status]) : status}</>
}

/** One job: its progress while it runs, its dry run's report, its result. */
function JobReport({ job }: { job: Job }) {
  const { i18n } = useLingui()
  const refresh = `/admin/products/import?job=${job.id}`
  const running = job.status === 'checking' || job.status === 'queued' || job.status === 'importing'
  const { rowsDone, rowCount, problemCount, picturesDone, picturesTotal } = job
  const picturesAdded = job.summary?.picturesAdded
  const fetching = job.status === 'importing' && picturesTotal > 0 && picturesDone < picturesTotal
  const shown = job.problems.length
  return (
    <section className={panel} aria-labelledby="job-heading">
      <h2 id="job-heading">
        <Trans>Import {job.id}</Trans>: <StatusName status={job.status} />
      </h2>
      <p>
        <Trans>File:</Trans> <FileName name={job.fileName} />
      </p>
      {running ? (
        <>
          <p role="status">
            {job.status === 'checking' ? (
              <Trans>Checking the file…</Trans>
            ) : fetching ? (
              <Trans>
                {picturesDone} of {picturesTotal} pictures fetched.
              </Trans>
            ) : (
              <Trans>
                {rowsDone} of {rowCount} rows imported.
              </Trans>
            )}
          </p>
          {fetching ? (
            <progress max={picturesTotal} value={picturesDone} aria-labelledby="job-heading" />
          ) : job.status === 'importing' ? (
            <progress max={rowCount} value={rowsDone} aria-labelledby="job-heading" />
          ) : null}
          <p>
            <Trans>This page looks again every two seconds.</Trans>{' '}
            <a href={refresh}>
              <Trans>Refresh now</Trans>
            </a>
          </p>
        </>
      ) : null}
      {job.format === 'shopify' ? (
        <p>
          <Trans>A Shopify product export: titles, bodies and SEO fields go to English.</Trans>
        </p>
      ) : null}
      {job.unmapped.length > 0 ? (
        <p>
          <Trans>Columns not imported:</Trans> {job.unmapped.join(', ')}
        </p>
      ) : null}
      {job.status === 'checked' && problemCount === 0 && job.summary ? (
        <>
          <p role="status">
            <Trans>
              No problem found. Rows: {rowCount}; products: {job.summary.products}, new:{' '}
              {job.summary.newProducts}; new SKUs: {job.summary.newSkus}.
            </Trans>
          </p>
          <AdminForm action="/admin/products/import/start">
            <input type="hidden" name="job" value={job.id} />
            <button className={button} type="submit">
              <Trans>Start the import</Trans>
            </button>
          </AdminForm>
        </>
      ) : null}
      {job.status === 'done' && job.summary ? (
        <p role="status">
          <Trans>
            Imported. Products created: {job.summary.created}; changed: {job.summary.updated}; unchanged:{' '}
            {job.summary.unchanged}.
          </Trans>
          {picturesAdded !== undefined ? (
            <>
              {' '}
              <Trans>Pictures added: {picturesAdded}.</Trans>
            </>
          ) : null}
        </p>
      ) : null}
      {job.status === 'failed' ? (
        <p role="alert">
          <Trans>The import stopped on an error and wrote nothing. Try again, or tell the developers.</Trans>
        </p>
      ) : null}
      {problemCount > 0 ? (
        <>
          <p role="alert">
            <Plural
              value={problemCount}
              one="# problem: nothing was written. Correct the file and check it again."
              other="# problems: nothing was written. Correct the file and check it again."
            />{' '}
            {job.problems.length < problemCount ? (
              <Trans>The first {shown} are listed below, in the order of the file.</Trans>
            ) : null}
          </p>
          <table className={table}>
            <caption>
              <Trans>Problems by line and column</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Line</Trans>
                </th>
                <th scope="col">
                  <Trans>Column</Trans>
                </th>
                <th scope="col">
                  <Trans>Problem</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {job.problems.map((problem, index) => (
                <tr key={index}>
                  <td>{problem.line}</td>
                  <td>{problem.column}</td>
                  <td>{i18n._(PROBLEMS[problem.error] ?? msg`This value is not right.`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  )
}
