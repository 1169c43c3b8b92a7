import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../components/admin/Notice.tsx'
import { PRODUCT_FIELD_ERRORS } from '../../../../components/admin/catalogue/productFieldErrors.ts'
import { PRODUCT_TYPE_NAMES } from '../../../../components/admin/catalogue/productTypeNames.ts'
import { button, errorBox, fieldRow, panel } from '../../../../components/admin/admin.styles.ts'
import { ProductClassificationSection } from '../../../../components/admin/catalogue/ProductClassificationSection.tsx'
import type { ProductPageData } from '../../../../server/admin/cataloguePageData.ts'
import { ProductPrices } from '../../../../components/admin/catalogue/ProductPrices.tsx'
import { CustomOptions } from '../../../../components/admin/catalogue/CustomOptions.tsx'
import { ProductPictures } from '../../../../components/admin/catalogue/ProductPictures.tsx'
import { ProductDownloads } from '../../../../components/admin/catalogue/ProductDownloads.tsx'
import { BundleOptionsSection } from '../../../../components/admin/catalogue/BundleOptionsSection.tsx'
import { GiftCardAmountsSection } from '../../../../components/admin/catalogue/GiftCardAmountsSection.tsx'
import { EDITED_LANGUAGES as LANGUAGES } from '../../../../components/admin/editedLanguages.ts'

type Field = 'name' | 'description' | 'urlKey' | 'metaTitle' | 'metaDescription'

const FIELDS: { field: Field; label: MessageDescriptor; long?: boolean }[] = [
  { field: 'name', label: msg`Name` },
  { field: 'description', label: msg`Description`, long: true },
  { field: 'urlKey', label: msg`URL key` },
  { field: 'metaTitle', label: msg`Meta title (empty: the name)` },
  { field: 'metaDescription', label: msg`Meta description`, long: true },
]

/** A product's page (/admin/products/<sku>): its texts in each language and where it is on sale, one form. */
export default function Page() {
  const { product, stores } = useAdminData<ProductPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  if (!product) return null
  const sentBack = admin?.formState?.form === 'product' ? admin.formState : null
  const sku = product.sku
  const title = product.texts[admin?.language ?? 'en']?.name ?? product.texts.fr?.name ?? sku
  return (
    <>
      <p>
        <a href="/admin/products">
          <Trans>All products</Trans>
        </a>
      </p>
      <h1>
        {title} ({sku})
      </h1>
      <p>{i18n._(PRODUCT_TYPE_NAMES[product.type])}</p>
      <Notice />
      <AdminForm action={`/admin/products/${encodeURIComponent(sku)}`} labelledBy="product-form-heading">
        <h2 id="product-form-heading">
          <Trans>Texts and status</Trans>
        </h2>
        <FormError form="product" />
        {LANGUAGES.map(({ code, name }) => (
          <fieldset key={code} className={panel} lang={code}>
            <legend>
              {name}
              {product.texts[code] === null ? (
                <>
                  {' '}
                  <strong lang={admin?.language ?? 'en'}>
                    <Trans>missing translation</Trans>
                  </strong>
                </>
              ) : null}
            </legend>
            {FIELDS.map(({ field, label, long }) => {
              const id = `${code}-${field}`
              const fieldName = `${code}.${field}`
              const value = sentBack
                ? (sentBack.values[fieldName] ?? '')
                : (product.texts[code]?.[field] ?? '')
              const error = sentBack?.fields?.[fieldName]
              return (
                <div key={field} className={fieldRow}>
                  <label htmlFor={id} lang={admin?.language ?? 'en'}>
                    {i18n._(label)}
                  </label>
                  {long ? (
                    <textarea
                      id={id}
                      name={fieldName}
                      rows={field === 'description' ? 6 : 3}
                      defaultValue={value}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    />
                  ) : (
                    <input
                      id={id}
                      name={fieldName}
                      defaultValue={value}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    />
                  )}
                  {error ? (
                    <p id={`${id}-error`} className={errorBox} lang={admin?.language ?? 'en'}>
                      {i18n._(PRODUCT_FIELD_ERRORS[error] ?? msg`Not right.`)}
                    </p>
                  ) : null}
                </div>
              )
            })}
          </fieldset>
        ))}
        <fieldset
          className={panel}
          aria-invalid={sentBack?.fields?.stores ? true : undefined}
          aria-describedby={sentBack?.fields?.stores ? 'stores-error' : undefined}
        >
          <legend>
            <Trans>On sale in</Trans>
          </legend>
          {sentBack?.fields?.stores ? (
            <p id="stores-error" className={errorBox}>
              {i18n._(PRODUCT_FIELD_ERRORS[sentBack.fields.stores] ?? msg`Not right.`)}
            </p>
          ) : null}
          {stores.map((store) => {
            const fieldName = `store.${store.key}`
            const checked = sentBack
              ? sentBack.values[fieldName] !== undefined && sentBack.values[fieldName] !== ''
              : !product.disabledStores.includes(store.key)
            const { key, path } = store
            return (
              <div key={store.key}>
                <input id={`store-${key}`} name={fieldName} type="checkbox" defaultChecked={checked} />{' '}
                <label htmlFor={`store-${key}`}>
                  <Trans>
                    the store {key} ({path})
                  </Trans>
                </label>
              </div>
            )
          })}
        </fieldset>
        <button className={button} type="submit">
          <Trans>Save the product</Trans>
        </button>
      </AdminForm>
      <ProductPrices />
      <ProductDownloads />
      <BundleOptionsSection />
      <GiftCardAmountsSection />
      <CustomOptions />
      <ProductPictures />
      <ProductClassificationSection />
    </>
  )
}
