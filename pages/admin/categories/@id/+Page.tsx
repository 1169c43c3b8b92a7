import { Trans } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../components/admin/Notice.tsx'
import { button, fieldRow, inlineForm } from '../../../../components/admin/admin.styles.ts'
import {
  CategoryFlagsFields,
  CategoryTextsFields,
} from '../../../../components/admin/catalogue/CategoryTextsFields.tsx'
import {
  CategoryPictureForm,
  CategoryPictureUploadForm,
} from '../../../../components/admin/catalogue/CategoryPictureForm.tsx'
import { MediaSearch } from '../../../../components/admin/MediaSearch.tsx'
import type { CategoryPageData } from '../../../../server/admin/categoryPageData.ts'

/** A category's page (/admin/categories/<id>): its texts per language and flags, its picture and gender, and its move under another parent. */
export default function Page() {
  const { category, parents, look, pictures, mediaSearch } = useAdminData<CategoryPageData>()
  const { admin } = usePageContext()
  const keptParent = useKeptValue('categoryMove', 'parentId')
  if (!category) return null
  const canEdit = admin?.allowed.includes('catalogue.edit') ?? false
  const title = category.texts[admin?.language ?? 'en']?.name ?? category.texts.fr?.name ?? `#${category.id}`
  return (
    <>
      <p>
        <a href={`/admin/categories#category-${category.id}`}>
          <Trans>All categories</Trans>
        </a>
      </p>
      <h1>{title}</h1>
      <Notice />
      <AdminForm action={`/admin/categories/${category.id}`} labelledBy="category-form-heading">
        <h2 id="category-form-heading">
          <Trans>Texts and status</Trans>
        </h2>
        <FormError form="category" />
        <CategoryTextsFields form="category" texts={category.texts} idPrefix="category" />
        <CategoryFlagsFields
          form="category"
          inMenu={category.inMenu}
          enabled={category.enabled}
          idPrefix="category"
        />
        {canEdit ? (
          <button className={button} type="submit">
            <Trans>Save the category</Trans>
          </button>
        ) : null}
      </AdminForm>
      {look && canEdit ? (
        <MediaSearch
          answer={mediaSearch}
          action={`/admin/categories/${category.id}`}
          withProductPictures={false}
        />
      ) : null}
      {look ? (
        <CategoryPictureForm categoryId={category.id} look={look} pictures={pictures} canEdit={canEdit} />
      ) : null}
      {look && canEdit ? <CategoryPictureUploadForm categoryId={category.id} /> : null}
      {canEdit ? (
        <AdminForm action={`/admin/categories/${category.id}/move`} labelledBy="category-move-heading">
          <h2 id="category-move-heading">
            <Trans>Move under another parent</Trans>
          </h2>
          <FormError form="categoryMove" />
          <div className={`${fieldRow} ${inlineForm}`}>
            <label htmlFor="move-parentId">
              <Trans>New parent</Trans>
            </label>
            <select id="move-parentId" name="parentId" defaultValue={keptParent || String(category.parentId)}>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {'\u00a0'.repeat(parent.level * 2)}
                  {parent.name}
                </option>
              ))}
            </select>
            <button className={button} type="submit">
              <Trans>Move the category</Trans>
            </button>
          </div>
        </AdminForm>
      ) : null}
    </>
  )
}
