import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../../../components/admin/Notice.tsx'
import { button, fieldRow, table } from '../../../../../../components/admin/admin.styles.ts'
import { useSentBack } from '../../../../../../components/admin/catalogue/ProductFields.tsx'
import { ContentFields } from '../../../../../../components/admin/content/ContentFields.tsx'
import { WidgetFields } from '../../../../../../components/admin/content/WidgetFields.tsx'
import { MediaSearch } from '../../../../../../components/admin/MediaSearch.tsx'
import type { ContentPageData } from '../../../../../../server/admin/contentPageData.ts'

/** A page's or block's page (/admin/content/<pages|blocks>/<identifier>/<language>): publish, then its fields. */
export default function Page() {
  const { content, mediaLibrary, mediaSearch, productSearch, addableWidgets } =
    useAdminData<ContentPageData>()
  const { admin } = usePageContext()
  const { t } = useLingui()
  const sentBack = useSentBack(['content'])
  if (!content) return null
  const canEdit = admin?.allowed.includes('content.edit') ?? false
  const action = `/admin/content/${content.kind === 'page' ? 'pages' : 'blocks'}/${encodeURIComponent(content.identifier)}/${content.language}`
  const { identifier, language } = content
  const parts = content.uneditable.join(', ')
  return (
    <>
      <p>
        <a href="/admin/content">
          <Trans>All pages and blocks</Trans>
        </a>
      </p>
      <h1>
        {content.kind === 'page' ? (
          <Trans>
            Page {identifier} ({language})
          </Trans>
        ) : (
          <Trans>
            Block {identifier} ({language})
          </Trans>
        )}
      </h1>
      <Notice />
      <FormError form="contentPublished" />
      <p>
        {content.published ? (
          <Trans>Published.</Trans>
        ) : (
          <Trans>Unpublished: the shop does not show it.</Trans>
        )}{' '}
        {content.required ? (
          <Trans>The law requires this page: it stays published at its address.</Trans>
        ) : null}{' '}
        {content.shopPath && content.published ? (
          <a href={content.shopPath}>
            <Trans>See it in the shop</Trans>
          </a>
        ) : null}
      </p>
      {canEdit && !(content.required && content.published) ? (
        <AdminForm action={`${action}/published`} labelledBy="content-publish-heading">
          <h2 id="content-publish-heading">{content.published ? t`Unpublish` : t`Publish`}</h2>
          <input type="hidden" name="published" value={content.published ? '0' : '1'} />
          <button className={button} type="submit">
            {content.published ? <Trans>Unpublish it</Trans> : <Trans>Publish it</Trans>}
          </button>
        </AdminForm>
      ) : null}
      {canEdit && mediaSearch ? (
        <MediaSearch answer={mediaSearch} action={action} withProductPictures />
      ) : null}
      {canEdit ? (
        <AdminForm action={action} labelledBy="content-form-heading">
          <h2 id="content-form-heading">
            <Trans>Its text</Trans>
          </h2>
          <FormError form="content" />
          {content.values.html === null ? (
            <p>
              <Trans>
                Its content is made of widgets and other parts ({parts}), each edited below in its own group.
              </Trans>
            </p>
          ) : null}
          <ContentFields
            kind={content.kind}
            sentBack={sentBack}
            initial={content.values}
            withHtml={content.values.html !== null}
          />
          {content.widgets.length > 0 ? (
            <section aria-labelledby="content-sku-search-heading">
              <h3 id="content-sku-search-heading">
                <Trans>Find a product's SKU</Trans>
              </h3>
              <p>
                <Trans>The search keeps what you typed in this form; nothing is saved.</Trans>
              </p>
              <div className={fieldRow}>
                <label htmlFor="field-sku-search">
                  <Trans>SKU or name</Trans>
                </label>
                <input id="field-sku-search" name="sku" type="search" defaultValue={productSearch.q} />
              </div>
              <button className={button} type="submit" name="findProduct" value="1">
                <Trans>Search</Trans>
              </button>
              {productSearch.q.length >= 2 ? (
                productSearch.found.length > 0 ? (
                  <table className={table}>
                    <caption>
                      <Trans>Products found (copy a SKU into a widget's field)</Trans>
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">
                          <Trans>SKU</Trans>
                        </th>
                        <th scope="col">
                          <Trans>Name</Trans>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {productSearch.found.map((product) => (
                        <tr key={product.sku}>
                          <td>{product.sku}</td>
                          <td>{product.name}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p>
                    <Trans>No product found.</Trans>
                  </p>
                )
              ) : null}
            </section>
          ) : null}
          {content.widgets.length > 0 ? (
            <WidgetFields
              parts={content.widgets}
              sentBack={sentBack}
              mediaLibrary={mediaLibrary}
              addable={addableWidgets}
            />
          ) : null}
          <button className={button} type="submit">
            <Trans>Save</Trans>
          </button>{' '}
          <button className={button} type="submit" formAction={`${action}/preview`} formTarget="_blank">
            <Trans>Preview (opens a new tab, saves nothing)</Trans>
          </button>
        </AdminForm>
      ) : null}
    </>
  )
}
