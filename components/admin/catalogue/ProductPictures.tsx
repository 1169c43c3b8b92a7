import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { useAdminData } from '../useAdminData.ts'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, errorBox, fieldRow, linkButton, panel } from '../admin.styles.ts'
import { PICTURE_FIELD_ERRORS } from './pictureFieldErrors.ts'
import type { ProductPageData } from '../../../server/admin/cataloguePageData.ts'
import type { EditablePicture } from '../../../domain/backoffice/catalogue/productPictures.ts'
import { EDITED_LANGUAGES as LANGUAGES, type EditedLanguage as Language } from '../editedLanguages.ts'

/** What the file input accepts; the server reads the type from the content whatever the browser sends. */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif'

/**
 * A product's pictures on its page (docs/back-office.md#pictures): each with its position and
 * alternative texts (a form each) and a remove button, then the upload form (multipart, for the
 * whole product or one of its colours).
 */
export function ProductPictures() {
  const { product, pictures } = useAdminData<ProductPageData>()
  if (!product || !pictures) return null
  const action = `/admin/products/${encodeURIComponent(product.sku)}/pictures`
  const nextPosition = Math.max(0, ...pictures.pictures.map((picture) => picture.position)) + 1
  return (
    <section className={panel} aria-labelledby="pictures-heading">
      <h2 id="pictures-heading">
        <Trans>Pictures</Trans>
      </h2>
      {pictures.pictures.length === 0 ? (
        <p>
          <Trans>No uploaded picture: the shop shows the generated artwork.</Trans>
        </p>
      ) : (
        pictures.pictures.map((picture) => (
          <PictureForms key={picture.id} action={action} picture={picture} />
        ))
      )}
      <AdminForm action={action} labelledBy="picture-add-heading" encType="multipart/form-data">
        <h3 id="picture-add-heading">
          <Trans>Add a picture</Trans>
        </h3>
        <FormError form="pictureAdd" />
        <Field
          form="pictureAdd"
          id="picture-new-file"
          name="file"
          label={msg`Picture (JPEG, PNG, WebP or AVIF, at most 20 MB)`}
        >
          {(props) => <input {...props} type="file" accept={ACCEPTED_TYPES} required />}
        </Field>
        <Field form="pictureAdd" id="picture-new-colour" name="colour" label={msg`Colour`}>
          {(props) => <ColourSelect {...props} colours={pictures.colours} />}
        </Field>
        <Field
          form="pictureAdd"
          id="picture-new-position"
          name="position"
          label={msg`Position`}
          initial={String(nextPosition)}
        >
          {(props) => <input {...props} inputMode="numeric" />}
        </Field>
        <AltFields form="pictureAdd" idPrefix="picture-new" initial={null} />
        <button className={button} type="submit">
          <Trans>Upload the picture</Trans>
        </button>
      </AdminForm>
    </section>
  )
}

/** One picture: its thumbnail, its change form and its remove button. */
function PictureForms({ action, picture }: { action: string; picture: EditablePicture }) {
  const form = `picture-${picture.id}`
  const idPrefix = `picture-${picture.id}`
  const { colour, position } = picture
  return (
    <div className={panel}>
      <img src={`/media/uploads/${picture.hash}-300.webp`} alt="" width={150} height={150} />
      <p>
        {colour === null ? (
          <Trans>Picture at position {position}, for the whole product</Trans>
        ) : (
          <Trans>
            Picture at position {position}, for the colour {colour}
          </Trans>
        )}
      </p>
      <AdminForm action={`${action}/update`} labelledBy={`${idPrefix}-heading`}>
        <h3 id={`${idPrefix}-heading`}>
          <Trans>Change picture {position}</Trans>
        </h3>
        <FormError form={form} />
        <input type="hidden" name="picture" value={picture.id} />
        <Field
          form={form}
          id={`${idPrefix}-position`}
          name="position"
          label={msg`Position`}
          initial={String(picture.position)}
        >
          {(props) => <input {...props} inputMode="numeric" />}
        </Field>
        <AltFields form={form} idPrefix={idPrefix} initial={picture.alt} />
        <button className={button} type="submit">
          <Trans>Save the picture</Trans>
        </button>
      </AdminForm>
      <AdminForm action={`${action}/remove`} labelledBy={`${idPrefix}-remove`}>
        <input type="hidden" name="picture" value={picture.id} />
        <button id={`${idPrefix}-remove`} className={linkButton} type="submit">
          <Trans>Remove picture {position}</Trans>
        </button>
      </AdminForm>
    </div>
  )
}

/** The four alternative texts of a picture, one per language. */
function AltFields({
  form,
  idPrefix,
  initial,
}: {
  form: string
  idPrefix: string
  initial: Record<Language, string> | null
}) {
  return (
    <>
      {LANGUAGES.map(({ code, name }) => (
        <Field
          key={code}
          form={form}
          id={`${idPrefix}-${code}-alt`}
          name={`${code}.alt`}
          label={msg`Alternative text (${name})`}
          initial={initial?.[code] ?? ''}
          lang={code}
        >
          {(props) => <input {...props} maxLength={250} />}
        </Field>
      ))}
    </>
  )
}

/** The colour choice: the whole product, or one of its colours. */
function ColourSelect({ colours, defaultValue, ...props }: FieldProps & { colours: string[] }) {
  const { t } = useLingui()
  return (
    <select {...props} defaultValue={defaultValue}>
      <option value="">{t`The whole product`}</option>
      {colours.map((colour) => (
        <option key={colour} value={colour}>
          {colour}
        </option>
      ))}
    </select>
  )
}

interface FieldProps {
  id: string
  name: string
  defaultValue: string
  lang?: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** A labelled field with the value sent back by a refusal (or its initial one) and its error beside it. */
function Field({
  form,
  id,
  name,
  label,
  initial = '',
  lang,
  children,
}: {
  form: string
  id: string
  name: string
  label: ReturnType<typeof msg>
  initial?: string
  lang?: string
  children: (props: FieldProps) => React.ReactNode
}) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const sentBack = admin?.formState?.form === form ? admin.formState : null
  const error = sentBack?.fields?.[name]
  const value = sentBack ? (sentBack.values[name] ?? '') : initial
  return (
    <div className={fieldRow}>
      <label htmlFor={id}>{i18n._(label)}</label>
      {children({
        id,
        name,
        defaultValue: value,
        ...(lang ? { lang } : {}),
        ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className={errorBox}>
          {i18n._(PICTURE_FIELD_ERRORS[error] ?? msg`Not right.`)}
        </p>
      ) : null}
    </div>
  )
}
