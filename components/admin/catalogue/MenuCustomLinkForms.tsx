import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Fragment } from 'react'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import {
  button,
  disclosureSummary,
  errorBox,
  fieldRow,
  inlineForm,
  panel,
  visuallyHidden,
} from '../admin.styles.ts'
import { MENU_FIELD_ERRORS } from './menuFieldErrors.ts'
import type { MenuCustomLink } from '../../../domain/backoffice/catalogue/menuCustomLinks.ts'
import { EDITED_LANGUAGES as LANGUAGES, type EditedLanguage as Language } from '../editedLanguages.ts'

/** A link's label and address per language; a form sent back shows what was typed and each field's message. */
function CustomLinkFields({
  form,
  idPrefix,
  texts,
}: {
  form: string
  idPrefix: string
  texts: MenuCustomLink['texts']
}) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const sentBack = admin?.formState?.form === form ? admin.formState : null
  const field = (name: string, label: string, lang: Language | undefined, saved: string) => {
    const id = `${idPrefix}-${name.replace('.', '-')}`
    const error = sentBack?.fields?.[name]
    // A link's address may not be http://, unlike an entry's: its own message says so.
    const message =
      error === 'UNSAFE_URL' ? MENU_FIELD_ERRORS.LINK_UNSAFE_URL : error ? MENU_FIELD_ERRORS[error] : null
    return (
      <div className={fieldRow}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          lang={lang}
          defaultValue={sentBack ? (sentBack.values[name] ?? '') : saved}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className={errorBox}>
            {i18n._(message ?? msg`Not right.`)}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <>
      {LANGUAGES.map(({ code, name }) => (
        <Fragment key={code}>
          {field(`label.${code}`, i18n._(msg`Label (${name})`), code, texts[code]?.label ?? '')}
          {field(`url.${code}`, i18n._(msg`Address (${name})`), undefined, texts[code]?.url ?? '')}
        </Fragment>
      ))}
    </>
  )
}

/**
 * The custom links under "Services" in the header of the stores without a menu of their own:
 * each with its form (label and address per language) and its "Remove" button, then the add
 * form. Plain forms: they work without JavaScript; with it, the page's drag and drop
 * (components/admin/startDragReorder.ts) posts the "Move up/down" form with the place a link is
 * dropped at.
 */
export function MenuCustomLinkForms({
  links,
  storeKey,
  canEdit,
  shownLanguage,
}: {
  links: MenuCustomLink[]
  storeKey: string
  canEdit: boolean
  shownLanguage: Language
}) {
  const { admin } = usePageContext()
  const { t } = useLingui()
  const sentBackForm = admin?.formState?.form
  return (
    <section aria-labelledby="services-links">
      <h2 id="services-links">
        <Trans>Services' links</Trans>
      </h2>
      <p>
        <Trans>
          The stores without a menu of their own show these links under “Services”, each in its language (a
          language left blank does not show the link). An address is a path of the store (/contact) or an
          https:// address.
        </Trans>
      </p>
      <FormError form="menuLinks" />
      <ul>
        {links.map((link) => {
          const form = `menuLink-${link.id}`
          const name =
            link.texts[shownLanguage]?.label ?? Object.values(link.texts)[0]?.label ?? `#${link.id}`
          return (
            <li key={link.id} id={`link-${link.id}`} data-reorder-id={canEdit ? link.id : undefined}>
              {canEdit ? (
                <AdminForm action="/admin/menu/links/reorder" className={inlineForm}>
                  <input type="hidden" name="id" value={link.id} />
                  <input type="hidden" name="store" value={storeKey} />
                  <button className={button} type="submit" name="direction" value="up">
                    <Trans>
                      Move <span className={visuallyHidden}>{name}</span> up
                    </Trans>
                  </button>
                  <button className={button} type="submit" name="direction" value="down">
                    <Trans>
                      Move <span className={visuallyHidden}>{name}</span> down
                    </Trans>
                  </button>
                </AdminForm>
              ) : null}
              <details open={sentBackForm === form}>
                <summary className={disclosureSummary}>
                  {name}
                  {' · '}
                  {link.texts[shownLanguage]?.url ?? Object.values(link.texts)[0]?.url ?? ''}
                </summary>
                {canEdit ? (
                  <>
                    <AdminForm action={`/admin/menu/links/${link.id}`} labelledBy={`link-${link.id}-heading`}>
                      <h3 id={`link-${link.id}-heading`}>
                        <Trans>Edit the link “{name}”</Trans>
                      </h3>
                      <FormError form={form} />
                      <input type="hidden" name="store" value={storeKey} />
                      <div className={panel}>
                        <CustomLinkFields form={form} idPrefix={`link-${link.id}`} texts={link.texts} />
                      </div>
                      <button className={button} type="submit">
                        <Trans>Save the link</Trans>
                      </button>
                    </AdminForm>
                    <AdminForm action={`/admin/menu/links/${link.id}/remove`} className={inlineForm}>
                      <input type="hidden" name="store" value={storeKey} />
                      <button className={button} type="submit">
                        <Trans>Remove the link “{name}”</Trans>
                      </button>
                    </AdminForm>
                  </>
                ) : (
                  <dl>
                    {LANGUAGES.map(({ code, name: languageName }) =>
                      link.texts[code] ? (
                        <Fragment key={code}>
                          <dt>{languageName}</dt>
                          <dd lang={code}>
                            {link.texts[code].label} · {link.texts[code].url}
                          </dd>
                        </Fragment>
                      ) : null,
                    )}
                  </dl>
                )}
              </details>
            </li>
          )
        })}
      </ul>
      {canEdit ? (
        <AdminForm action="/admin/menu/links/new" labelledBy="new-link-heading">
          <h3 id="new-link-heading">{t`Add a link under “Services”`}</h3>
          <FormError form="menuLinkNew" />
          <input type="hidden" name="store" value={storeKey} />
          <div className={panel}>
            <CustomLinkFields form="menuLinkNew" idPrefix="new-link" texts={{}} />
          </div>
          <button className={button} type="submit">
            <Trans>Add the link</Trans>
          </button>
        </AdminForm>
      ) : null}
    </section>
  )
}
