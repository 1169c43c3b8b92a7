import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Fragment, type ReactNode } from 'react'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { errorBox, fieldRow, panel } from '../admin.styles.ts'
import { MENU_FIELD_ERRORS } from './menuFieldErrors.ts'
import { EDITED_LANGUAGES as LANGUAGES, type EditedLanguage as Language } from '../editedLanguages.ts'

/** An entry as its form shows it first (a new one: a category, switched on). */
export interface MenuEntryValues {
  kind: string
  categoryId: string
  product: string
  labels: Partial<Record<Language, string>>
  url: string
  enabled: boolean
}

/**
 * The fields of a menu entry's form: what it is, the category (a list) or the product (typed,
 * with the store's products offered), a custom link's label per language and URL, and its switch.
 * A form sent back shows what was typed and each field's message beside it.
 */
export function MenuEntryFields({
  form,
  initial,
  idPrefix,
  categories,
  products,
}: {
  form: string
  initial: MenuEntryValues
  idPrefix: string
  categories: { id: number; name: string; level: number }[]
  products: { sku: string; name: string }[]
}) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const sentBack = admin?.formState?.form === form ? admin.formState : null
  const valueOf = (name: string, saved: string) => (sentBack ? (sentBack.values[name] ?? '') : saved)
  const field = (name: string, label: ReactNode, control: (shared: FieldProps) => ReactNode) => {
    const id = `${idPrefix}-${name.replace('.', '-')}`
    const error = sentBack?.fields?.[name]
    return (
      <div className={fieldRow}>
        <label htmlFor={id}>{label}</label>
        {control({
          id,
          name,
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
  const enabled = sentBack ? Boolean(sentBack.values.enabled) : initial.enabled
  return (
    <>
      <div className={panel}>
        {field('kind', <Trans>Kind of entry</Trans>, (shared) => (
          <select {...shared} defaultValue={valueOf('kind', initial.kind)}>
            <option value="category">{i18n._(msg`A category (its name and address follow it)`)}</option>
            <option value="product">{i18n._(msg`A product (its name and address follow it)`)}</option>
            <option value="link">{i18n._(msg`A custom link (label and address below)`)}</option>
          </select>
        ))}
        {field('categoryId', <Trans>Category (for a category entry)</Trans>, (shared) => (
          <select {...shared} defaultValue={valueOf('categoryId', initial.categoryId)}>
            <option value="">—</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {'\u00a0'.repeat((category.level - 2) * 2)}
                {category.name}
              </option>
            ))}
          </select>
        ))}
        {field('product', <Trans>Product, by SKU or name (for a product entry)</Trans>, (shared) => (
          <input
            {...shared}
            list={`${idPrefix}-products`}
            defaultValue={valueOf('product', initial.product)}
          />
        ))}
        <datalist id={`${idPrefix}-products`}>
          {products.map((product) => (
            <option key={product.sku} value={product.sku}>
              {product.name}
            </option>
          ))}
        </datalist>
      </div>
      <fieldset className={panel}>
        <legend>
          <Trans>Custom link</Trans>
        </legend>
        {LANGUAGES.map(({ code, name }) => (
          <Fragment key={code}>
            {field(`label.${code}`, <Trans>Label ({name})</Trans>, (shared) => (
              <input
                {...shared}
                lang={code}
                defaultValue={valueOf(`label.${code}`, initial.labels[code] ?? '')}
              />
            ))}
          </Fragment>
        ))}
        {field(
          'url',
          <Trans>Address (https://…, a path such as /faq, or empty for a heading)</Trans>,
          (shared) => (
            <input {...shared} defaultValue={valueOf('url', initial.url)} />
          ),
        )}
      </fieldset>
      <div className={panel}>
        <input id={`${idPrefix}-enabled`} name="enabled" type="checkbox" defaultChecked={enabled} />{' '}
        <label htmlFor={`${idPrefix}-enabled`}>
          <Trans>Switched on (off: it and the entries below it leave the menu)</Trans>
        </label>
      </div>
    </>
  )
}

interface FieldProps {
  id: string
  name: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}
