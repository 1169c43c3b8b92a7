import { useLingui } from '@lingui/react/macro'
import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { errorBox, fieldRow, panel } from '../admin.styles.ts'
import { PRODUCT_FIELD_ERRORS } from './productFieldErrors.ts'
import { EDITED_LANGUAGES as LANGUAGES, type EditedLanguage as Language } from '../editedLanguages.ts'

type Field = 'name' | 'description' | 'urlKey' | 'metaTitle' | 'metaDescription'
type Texts = Record<Field, string>

const FIELDS: { field: Field; label: MessageDescriptor; long?: boolean }[] = [
  { field: 'name', label: msg`Name` },
  { field: 'description', label: msg`Description`, long: true },
  { field: 'urlKey', label: msg`URL key` },
  { field: 'metaTitle', label: msg`Meta title (empty: the name)` },
  { field: 'metaDescription', label: msg`Meta description`, long: true },
]

/**
 * A category's texts, one fieldset per language with a "missing translation" marker, named
 * `<language>.<field>`; a form sent back shows what was typed and each field's message.
 */
export function CategoryTextsFields({
  form,
  texts,
  idPrefix,
  fields = ['name', 'description', 'urlKey', 'metaTitle', 'metaDescription'],
}: {
  form: string
  texts: Record<Language, Texts | null>
  idPrefix: string
  fields?: Field[]
}) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const sentBack = admin?.formState?.form === form ? admin.formState : null
  const staffLanguage = admin?.language ?? 'en'
  return (
    <>
      {LANGUAGES.map(({ code, name }) => (
        <fieldset key={code} className={panel} lang={code}>
          <legend>
            {name}
            {texts[code] === null ? (
              <>
                {' '}
                <strong lang={staffLanguage}>
                  <Trans>missing translation</Trans>
                </strong>
              </>
            ) : null}
          </legend>
          {FIELDS.filter(({ field }) => fields.includes(field)).map(({ field, label, long }) => {
            const id = `${idPrefix}-${code}-${field}`
            const fieldName = `${code}.${field}`
            const value = sentBack ? (sentBack.values[fieldName] ?? '') : (texts[code]?.[field] ?? '')
            const error = sentBack?.fields?.[fieldName]
            const shared = {
              id,
              name: fieldName,
              defaultValue: value,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-error` : undefined,
            }
            return (
              <div key={field} className={fieldRow}>
                <label htmlFor={id} lang={staffLanguage}>
                  {i18n._(label)}
                </label>
                {long ? <textarea rows={3} {...shared} /> : <input {...shared} />}
                {error ? (
                  <p id={`${id}-error`} className={errorBox} lang={staffLanguage}>
                    {i18n._(PRODUCT_FIELD_ERRORS[error] ?? msg`Not right.`)}
                  </p>
                ) : null}
              </div>
            )
          })}
        </fieldset>
      ))}
    </>
  )
}

/** The "in the menu" and "switched on" checkboxes of a category's form. */
export function CategoryFlagsFields({
  form,
  inMenu,
  enabled,
  idPrefix,
}: {
  form: string
  inMenu: boolean
  enabled: boolean
  idPrefix: string
}) {
  const { admin } = usePageContext()
  const sentBack = admin?.formState?.form === form ? admin.formState : null
  const checked = (name: string, saved: boolean) =>
    sentBack ? sentBack.values[name] !== undefined && sentBack.values[name] !== '' : saved
  return (
    <fieldset className={panel}>
      <legend>
        <Trans>In the shop</Trans>
      </legend>
      <div>
        <input
          id={`${idPrefix}-inMenu`}
          name="inMenu"
          type="checkbox"
          defaultChecked={checked('inMenu', inMenu)}
        />{' '}
        <label htmlFor={`${idPrefix}-inMenu`}>
          <Trans>Shown in the menu</Trans>
        </label>
      </div>
      <div>
        <input
          id={`${idPrefix}-enabled`}
          name="enabled"
          type="checkbox"
          defaultChecked={checked('enabled', enabled)}
        />{' '}
        <label htmlFor={`${idPrefix}-enabled`}>
          <Trans>Switched on (off: its page and menu entry leave the shop)</Trans>
        </label>
      </div>
    </fieldset>
  )
}
