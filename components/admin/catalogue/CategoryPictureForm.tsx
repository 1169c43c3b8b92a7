import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, errorBox, fieldRow, panel } from '../admin.styles.ts'
import { MENU_FIELD_ERRORS } from './menuFieldErrors.ts'
import { PICTURE_FIELD_ERRORS } from './pictureFieldErrors.ts'
import type { CategoryLook, MediaChoice } from '../../../domain/backoffice/catalogue/categoryPicture.ts'
import { EDITED_LANGUAGES as LANGUAGES } from '../editedLanguages.ts'

const GENDERS = [
  { code: '299', label: msg`Men` },
  { code: '300', label: msg`Women` },
  { code: '301', label: msg`Kids` },
] as const

/**
 * A category's picture (chosen in the media library, shown small), what it shows per language
 * and the audience it is for. A plain form: sent back, it shows what was typed and each field's
 * message beside it.
 */
export function CategoryPictureForm({
  categoryId,
  look,
  pictures,
  canEdit,
}: {
  categoryId: number
  look: CategoryLook
  pictures: MediaChoice[]
  canEdit: boolean
}) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const form = 'categoryPicture'
  const sentBack = admin?.formState?.form === form ? admin.formState : null
  const valueOf = (name: string, saved: string) => (sentBack ? (sentBack.values[name] ?? '') : saved)
  const field = (name: string, label: ReactNode, control: (shared: object) => ReactNode) => {
    const id = `picture-${name.replace('.', '-')}`
    const error = sentBack?.fields?.[name]
    return (
      <div className={fieldRow}>
        <label htmlFor={id}>{label}</label>
        {control({
          id,
          name,
          disabled: !canEdit,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        })}
        {error ? (
          <p id={`${id}-error`} className={errorBox}>
            {i18n._(MENU_FIELD_ERRORS[error] ?? msg`Not right.`)}
          </p>
        ) : null}
      </div>
    )
  }
  const current = pictures.find((picture) => picture.id === look.imageId)
  return (
    <AdminForm action={`/admin/categories/${categoryId}/picture`} labelledBy="category-picture-heading">
      <h2 id="category-picture-heading">
        <Trans>Picture and gender</Trans>
      </h2>
      <FormError form={form} />
      <div className={panel}>
        {current ? <img src={current.url} alt={current.alt} width={120} height={120} /> : null}
        {field('imageId', <Trans>Picture from the media library</Trans>, (shared) => (
          <select {...shared} defaultValue={valueOf('imageId', look.imageId ?? '')}>
            <option value="">{i18n._(msg`No picture`)}</option>
            {pictures.map((picture) => (
              <option key={picture.id} value={picture.id}>
                {picture.id} · {picture.alt}
              </option>
            ))}
          </select>
        ))}
        {LANGUAGES.map(({ code, name }) => (
          <div key={code}>
            {field(
              `alt.${code}`,
              <Trans>What the picture shows ({name}; empty: the picture’s own text)</Trans>,
              (shared) => (
                <input {...shared} lang={code} defaultValue={valueOf(`alt.${code}`, look.alt[code])} />
              ),
            )}
          </div>
        ))}
        {field('gender', <Trans>For (the products’ pictures follow it)</Trans>, (shared) => (
          <select {...shared} defaultValue={valueOf('gender', look.gender ?? '')}>
            <option value="">{i18n._(msg`Everyone`)}</option>
            {GENDERS.map((gender) => (
              <option key={gender.code} value={gender.code}>
                {i18n._(gender.label)}
              </option>
            ))}
          </select>
        ))}
      </div>
      {canEdit ? (
        <button className={button} type="submit">
          <Trans>Save the picture and gender</Trans>
        </button>
      ) : null}
    </AdminForm>
  )
}

/** What the file input accepts; the server reads the type from the content whatever the browser sends. */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif'

/**
 * Uploads a picture from the computer for a category (multipart, as a product's pictures): it
 * joins the media library and becomes the category's picture. Sent back, the file's message is
 * beside its field.
 */
export function CategoryPictureUploadForm({ categoryId }: { categoryId: number }) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const form = 'categoryPictureUpload'
  const error = admin?.formState?.form === form ? admin.formState.fields?.file : undefined
  return (
    <AdminForm
      action={`/admin/categories/${categoryId}/picture/upload`}
      labelledBy="category-picture-upload-heading"
      encType="multipart/form-data"
    >
      <h2 id="category-picture-upload-heading">
        <Trans>Upload a picture</Trans>
      </h2>
      <FormError form={form} />
      <div className={`${fieldRow} ${panel}`}>
        <label htmlFor="category-picture-file">
          <Trans>Picture (JPEG, PNG, WebP or AVIF, at most 20 MB)</Trans>
        </label>
        <input
          id="category-picture-file"
          name="file"
          type="file"
          accept={ACCEPTED_TYPES}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'category-picture-file-error' : undefined}
        />
        {error ? (
          <p id="category-picture-file-error" className={errorBox}>
            {i18n._(PICTURE_FIELD_ERRORS[error] ?? msg`Not right.`)}
          </p>
        ) : null}
      </div>
      <button className={button} type="submit">
        <Trans>Upload it as the category’s picture</Trans>
      </button>
    </AdminForm>
  )
}
