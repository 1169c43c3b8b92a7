import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../components/admin/Notice.tsx'
import { MenuEntryFields } from '../../../../components/admin/catalogue/MenuEntryFields.tsx'
import { MenuEntryKindName } from '../../../../components/admin/catalogue/MenuEntryParts.tsx'
import { button, fieldRow, panel } from '../../../../components/admin/admin.styles.ts'
import type { MenuEntryPageData } from '../../../../server/admin/menuPageData.ts'

/** A menu entry's page (/admin/menu/<id>): what it is, its form, the move and remove forms. */
export default function Page() {
  const { storeKey, entry, parents, categories, products } = useAdminData<MenuEntryPageData>()
  const { admin } = usePageContext()
  const { t } = useLingui()
  if (!entry) return null
  const canEdit = admin?.allowed.includes('catalogue.edit') ?? false
  const name = entry.label ?? `#${entry.id}`
  return (
    <>
      <p>
        <a href={`/admin/menu?store=${storeKey}#entry-${entry.id}`}>
          <Trans>Back to the menu of {storeKey}</Trans>
        </a>
      </p>
      <h1>{name}</h1>
      <p>
        <MenuEntryKindName kind={entry.kind} />
        {entry.path !== null ? ` · ${entry.path}` : null}
        {entry.shown ? null : (
          <>
            {' · '}
            <strong>
              <Trans>not shown</Trans>
            </strong>
          </>
        )}
      </p>
      <Notice />
      {canEdit ? (
        <>
          <AdminForm action={`/admin/menu/${entry.id}`} labelledBy="entry-form-heading">
            <h2 id="entry-form-heading">
              <Trans>Edit the entry</Trans>
            </h2>
            <FormError form="menuEntry" />
            <MenuEntryFields
              form="menuEntry"
              idPrefix="entry"
              initial={{
                kind: entry.kind,
                categoryId: entry.categoryId === null ? '' : String(entry.categoryId),
                product: entry.sku ?? '',
                labels: entry.labels,
                url: entry.url,
                enabled: entry.enabled,
              }}
              categories={categories}
              products={products}
            />
            <button className={button} type="submit">
              <Trans>Save the entry</Trans>
            </button>
          </AdminForm>
          <AdminForm action={`/admin/menu/${entry.id}/move`} labelledBy="entry-move-heading">
            <h2 id="entry-move-heading">
              <Trans>Move under another entry</Trans>
            </h2>
            <FormError form="menuEntryMove" />
            <div className={`${fieldRow} ${panel}`}>
              <label htmlFor="move-parentId">
                <Trans>Under</Trans>
              </label>
              <select
                id="move-parentId"
                name="parentId"
                defaultValue={entry.parentId === null ? '' : String(entry.parentId)}
              >
                <option value="">{t`At the top of the menu`}</option>
                {parents.map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {'\u00a0'.repeat((parent.level - 1) * 2)}
                    {parent.label}
                  </option>
                ))}
              </select>
            </div>
            <button className={button} type="submit">
              <Trans>Move the entry</Trans>
            </button>
          </AdminForm>
          <AdminForm action={`/admin/menu/${entry.id}/remove`} labelledBy="entry-remove-heading">
            <h2 id="entry-remove-heading">
              <Trans>Remove the entry</Trans>
            </h2>
            <FormError form="menuEntryRemove" />
            <p>
              <Trans>
                The entries below it are removed with it. The category or product it shows stays in the shop.
              </Trans>
            </p>
            <button className={button} type="submit">
              <Trans>Remove the entry</Trans>
            </button>
          </AdminForm>
        </>
      ) : null}
    </>
  )
}
