import { Trans } from '@lingui/react/macro'
import type { ContentFormValues } from '../../../server/admin/contentPageData.ts'
import { fieldRow, panel } from '../admin.styles.ts'
import { FieldError, TextInput, type SentBack } from '../catalogue/ProductFields.tsx'
import { CONTENT_FIELD_ERRORS } from './contentFieldErrors.ts'

const messages = CONTENT_FIELD_ERRORS

/**
 * The fields of a page or block: title, a page's URL key and meta description, published, first
 * day, and the HTML content (left out when the content has widgets it would lose). Each field
 * shows what was typed when the form comes back, else `initial`.
 */
export function ContentFields({
  kind,
  sentBack,
  initial,
  withHtml,
}: {
  kind: 'page' | 'block'
  sentBack: SentBack
  initial: ContentFormValues | null
  withHtml: boolean
}) {
  const published = sentBack ? (sentBack.values.published ?? '') !== '' : (initial?.published ?? true)
  const htmlError = sentBack?.fields.html
  const publishedError = sentBack?.fields.published
  return (
    <>
      <TextInput
        name="title"
        label={<Trans>Title</Trans>}
        sentBack={sentBack}
        initial={initial?.title ?? ''}
        messages={messages}
      />
      {kind === 'page' ? (
        <>
          <TextInput
            name="urlKey"
            label={
              <Trans>URL key (its address in the store; a change keeps the old one as a redirect)</Trans>
            }
            sentBack={sentBack}
            initial={initial?.urlKey ?? ''}
            messages={messages}
          />
          <TextInput
            name="metaTitle"
            label={<Trans>Meta title (the browser's tab and search engines; blank: the title)</Trans>}
            sentBack={sentBack}
            initial={initial?.metaTitle ?? ''}
            messages={messages}
          />
          <TextInput
            name="metaDescription"
            label={<Trans>Meta description (search engines; at most 300 characters)</Trans>}
            sentBack={sentBack}
            initial={initial?.metaDescription ?? ''}
            messages={messages}
          />
        </>
      ) : null}
      <fieldset className={panel} aria-describedby={publishedError ? 'field-published-error' : undefined}>
        <legend>
          <Trans>Publication</Trans>
        </legend>
        <FieldError id="field-published" error={publishedError} messages={messages} />
        <div>
          <input id="field-published" name="published" type="checkbox" value="1" defaultChecked={published} />{' '}
          <label htmlFor="field-published">
            <Trans>Published</Trans>
          </label>
        </div>
        <TextInput
          name="availableFrom"
          label={<Trans>Shown from (a UTC day as YYYY-MM-DD; blank: at once)</Trans>}
          sentBack={sentBack}
          initial={initial?.availableFrom ?? ''}
          messages={messages}
        />
      </fieldset>
      {withHtml ? (
        <div className={fieldRow}>
          <label htmlFor="field-html">
            <Trans>Content (HTML)</Trans>
          </label>
          <span id="field-html-hint">
            <Trans>
              Headings, paragraphs, lists, links, pictures by their path in the media library (/media/…).
              Scripts, styles and other markup are removed when saved.
            </Trans>
          </span>
          <textarea
            id="field-html"
            name="html"
            rows={16}
            defaultValue={sentBack ? (sentBack.values.html ?? '') : (initial?.html ?? '')}
            aria-invalid={htmlError ? true : undefined}
            aria-describedby={htmlError ? 'field-html-hint field-html-error' : 'field-html-hint'}
          />
          <FieldError id="field-html" error={htmlError} messages={messages} />
        </div>
      ) : null}
    </>
  )
}
