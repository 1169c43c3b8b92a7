import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { useAdminData } from '../useAdminData.ts'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, errorBox, fieldRow, linkButton, panel, table } from '../admin.styles.ts'
import { DOWNLOAD_FIELD_ERRORS } from './downloadFieldErrors.ts'
import type { ProductPageData } from '../../../server/admin/cataloguePageData.ts'
import { EDITED_LANGUAGES as LANGUAGES } from '../editedLanguages.ts'

/** What the file input offers; the server reads the type from the content whatever the browser sends. */
const ACCEPTED_TYPES = '.pdf,.epub,.zip,.mp3,application/pdf,application/epub+zip,application/zip,audio/mpeg'

/**
 * A downloadable product's files on its page (docs/back-office.md#creating-products): each with
 * its titles, names, downloads per piece and a remove button, a form per file changing its titles
 * and downloads in place, then the upload form (multipart).
 */
export function ProductDownloads() {
  const { product, downloadableLinks } = useAdminData<ProductPageData>()
  const { admin } = usePageContext()
  if (!product || !downloadableLinks) return null
  const action = `/admin/products/${encodeURIComponent(product.sku)}/downloads`
  const language = admin?.language ?? 'en'
  return (
    <section className={panel} aria-labelledby="downloads-heading">
      <h2 id="downloads-heading">
        <Trans>Files sold</Trans>
      </h2>
      {downloadableLinks.links.length === 0 ? (
        <p>
          <Trans>No file yet: a buyer would get nothing. Add one before switching the product on.</Trans>
        </p>
      ) : (
        <table className={table}>
          <caption>
            <Trans>The files a buyer downloads after payment</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Title</Trans>
              </th>
              <th scope="col">
                <Trans>Downloaded as</Trans>
              </th>
              <th scope="col">
                <Trans>Downloads per piece</Trans>
              </th>
              <th scope="col">
                <Trans>Orders</Trans>
              </th>
              {downloadableLinks.canEdit ? (
                <th scope="col">
                  <Trans>Remove</Trans>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {downloadableLinks.links.map((link) => {
              const title = link.titles[language] || link.titles.fr
              const downloads = link.numberOfDownloads
              return (
                <tr key={link.id}>
                  <th scope="row">{title}</th>
                  <td>{link.fileNames[language] || link.fileNames.fr}</td>
                  <td>{downloads === 0 ? <Trans>Unlimited</Trans> : downloads}</td>
                  <td>{link.timesSold}</td>
                  {downloadableLinks.canEdit ? (
                    <td>
                      <FormError form={`download-${link.id}`} />
                      <AdminForm action={`${action}/remove`} labelledBy={`download-${link.id}-remove`}>
                        <input type="hidden" name="link" value={link.id} />
                        <button id={`download-${link.id}-remove`} className={linkButton} type="submit">
                          <Trans>Remove the file {title}</Trans>
                        </button>
                      </AdminForm>
                    </td>
                  ) : null}
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {downloadableLinks.canEdit
        ? downloadableLinks.links.map((link) => {
            const form = `download-edit-${link.id}`
            const title = link.titles[language] || link.titles.fr
            return (
              <div key={link.id} id={`download-${link.id}`}>
                <AdminForm action={`${action}/update`} labelledBy={`${form}-heading`}>
                  <h3 id={`${form}-heading`}>
                    <Trans>Change the file {title}</Trans>
                  </h3>
                  <FormError form={form} />
                  <input type="hidden" name="link" value={link.id} />
                  <Field
                    form={form}
                    id={`${form}-titles`}
                    name="titles"
                    label={msg`Title, per language (at least one; a blank one takes the first given)`}
                    group
                  >
                    {() => null}
                  </Field>
                  {LANGUAGES.map(({ code, name }) => (
                    <Field
                      key={code}
                      form={form}
                      id={`${form}-${code}-title`}
                      name={`${code}.title`}
                      label={msg`Title (${name})`}
                      initial={link.titles[code]}
                    >
                      {(props) => <input {...props} lang={code} maxLength={255} />}
                    </Field>
                  ))}
                  <Field
                    form={form}
                    id={`${form}-downloads`}
                    name="numberOfDownloads"
                    label={msg`Downloads per piece bought (0: unlimited)`}
                    initial={String(link.numberOfDownloads)}
                  >
                    {(props) => <input {...props} inputMode="numeric" />}
                  </Field>
                  <button className={button} type="submit">
                    <Trans>Save the file {title}</Trans>
                  </button>
                </AdminForm>
              </div>
            )
          })
        : null}
      {downloadableLinks.canEdit ? (
        <AdminForm action={action} labelledBy="download-add-heading" encType="multipart/form-data">
          <h3 id="download-add-heading">
            <Trans>Add a file</Trans>
          </h3>
          <FormError form="downloadAdd" />
          <Field id="download-new-file" name="file" label={msg`File (PDF, EPUB, ZIP or MP3, at most 20 MB)`}>
            {(props) => <input {...props} type="file" accept={ACCEPTED_TYPES} required />}
          </Field>
          <Field
            id="download-new-titles"
            name="titles"
            label={msg`Title, per language (at least one; a blank one takes the first given)`}
            group
          >
            {() => null}
          </Field>
          {LANGUAGES.map(({ code, name }) => (
            <Field
              key={code}
              id={`download-new-${code}-title`}
              name={`${code}.title`}
              label={msg`Title (${name})`}
            >
              {(props) => <input {...props} lang={code} maxLength={255} />}
            </Field>
          ))}
          <Field
            id="download-new-downloads"
            name="numberOfDownloads"
            label={msg`Downloads per piece bought (0: unlimited)`}
            initial="5"
          >
            {(props) => <input {...props} inputMode="numeric" />}
          </Field>
          <button className={button} type="submit">
            <Trans>Upload the file</Trans>
          </button>
        </AdminForm>
      ) : null}
    </section>
  )
}

interface FieldProps {
  id: string
  name: string
  defaultValue: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** A labelled field with the value sent back by a refusal (or its initial one) and its error beside it; a group shows only its error. */
function Field({
  form = 'downloadAdd',
  id,
  name,
  label,
  initial = '',
  group = false,
  children,
}: {
  form?: string
  id: string
  name: string
  label: MessageDescriptor
  initial?: string
  group?: boolean
  children: (props: FieldProps) => React.ReactNode
}) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const sentBack = admin?.formState?.form === form ? admin.formState : null
  const error = sentBack?.fields?.[name]
  const value = sentBack ? (sentBack.values[name] ?? '') : initial
  return (
    <div className={fieldRow}>
      {group ? <p id={id}>{i18n._(label)}</p> : <label htmlFor={id}>{i18n._(label)}</label>}
      {group
        ? null
        : children({
            id,
            name,
            defaultValue: value,
            ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
          })}
      {error ? (
        <p id={`${id}-error`} className={errorBox}>
          {i18n._(DOWNLOAD_FIELD_ERRORS[error] ?? msg`Not right.`)}
        </p>
      ) : null}
    </div>
  )
}
