import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../components/admin/FormError.tsx'
import { Notice } from '../../../components/admin/Notice.tsx'
import { DragHint, MenuEntryKindName } from '../../../components/admin/catalogue/MenuEntryParts.tsx'
import { ReorderTreeItem } from '../../../components/admin/catalogue/ReorderTreeItem.tsx'
import { MenuEntryFields } from '../../../components/admin/catalogue/MenuEntryFields.tsx'
import { MenuCustomLinkForms } from '../../../components/admin/catalogue/MenuCustomLinkForms.tsx'
import { button, dropZone, fieldRow, panel } from '../../../components/admin/admin.styles.ts'
import type { MenuPageData } from '../../../server/admin/menuPageData.ts'

type Entry = MenuPageData['entries'][number]

/** One entry of the store's menu: its name (a link to its page), what it is, and "move up/down" buttons. */
function EntryItem({
  entry,
  canEdit,
  storeKey,
  language,
}: {
  entry: Entry
  canEdit: boolean
  storeKey: string
  language: string
}) {
  const name = entry.label ?? `#${entry.id}`
  return (
    <ReorderTreeItem
      domId={`entry-${entry.id}`}
      name={name}
      title={
        <a href={`/admin/menu/${entry.id}`} lang={language}>
          {name}
        </a>
      }
      details={
        <>
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
        </>
      }
      reorderAction={canEdit ? '/admin/menu/reorder' : null}
      hiddenFields={{ id: entry.id, store: storeKey }}
      dragId={canEdit ? entry.id : undefined}
      dropUnder={canEdit ? entry.id : undefined}
      moveAction={canEdit ? `/admin/menu/${entry.id}/move` : undefined}
    >
      {entry.children.map((child) => (
        <EntryItem key={child.id} entry={child} canEdit={canEdit} storeKey={storeKey} language={language} />
      ))}
    </ReorderTreeItem>
  )
}

/** The menu page (/admin/menu): a store's own menu, its order, the new entry's form. */
export default function Page() {
  const { stores, storeKey, entries, parents, categories, products, customLinks } =
    useAdminData<MenuPageData>()
  const { admin } = usePageContext()
  const canEdit = admin?.allowed.includes('catalogue.edit') ?? false
  const language = stores.find((store) => store.key === storeKey)?.language ?? 'fr'
  const linkLanguage = language === 'de' || language === 'en' || language === 'it' ? language : 'fr'
  const keptParent = useKeptValue('menuEntryNew', 'parentId')
  const { t } = useLingui()
  return (
    <>
      <h1>
        <Trans>Menu</Trans>
      </h1>
      <Notice />
      <form method="get" action="/admin/menu" className={`${fieldRow} ${panel}`}>
        <label htmlFor="menu-store">
          <Trans>Store</Trans>
        </label>
        <select id="menu-store" name="store" defaultValue={storeKey}>
          {stores.map((store) => (
            <option key={store.key} value={store.key}>
              {store.key} ({store.language})
            </option>
          ))}
        </select>
        <button className={button} type="submit">
          <Trans>Show its menu</Trans>
        </button>
      </form>
      <FormError form="menuReorder" />
      <FormError form="menuCopy" />
      {entries.length === 0 ? (
        <>
          <p>
            <Trans>
              This store has no menu of its own: its header shows the menu made of the categories (those “in
              the menu”, see Categories) and the services' links.
            </Trans>
          </p>
          {canEdit ? (
            <AdminForm action="/admin/menu/copy">
              <input type="hidden" name="store" value={storeKey} />
              <button className={button} type="submit">
                <Trans>Start from the current menu</Trans>
              </button>
            </AdminForm>
          ) : null}
        </>
      ) : (
        <>
          {canEdit ? <DragHint /> : null}
          <ul id="menu-entries" data-reorder-list="">
            {entries.map((entry) => (
              <EntryItem
                key={entry.id}
                entry={entry}
                canEdit={canEdit}
                storeKey={storeKey}
                language={language}
              />
            ))}
          </ul>
          {canEdit ? (
            // An empty parent: a drop here posts the entry's move to the top (components/admin/startDragReorder.ts).
            <p hidden data-reorder-hint="" data-drop-under="" className={dropZone}>
              <Trans>Drop an entry here to put it at the top level of the menu, last there.</Trans>
            </p>
          ) : null}
        </>
      )}
      {canEdit ? (
        <AdminForm action="/admin/menu/new" labelledBy="new-entry-heading">
          <h2 id="new-entry-heading">
            <Trans>Add an entry</Trans>
          </h2>
          <FormError form="menuEntryNew" />
          <input type="hidden" name="store" value={storeKey} />
          <div className={`${fieldRow} ${panel}`}>
            <label htmlFor="new-parentId">
              <Trans>Under</Trans>
            </label>
            <select id="new-parentId" name="parentId" defaultValue={keptParent}>
              <option value="">{t`At the top of the menu`}</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {'\u00a0'.repeat((parent.level - 1) * 2)}
                  {parent.label}
                </option>
              ))}
            </select>
          </div>
          <MenuEntryFields
            form="menuEntryNew"
            idPrefix="new"
            initial={{ kind: 'category', categoryId: '', product: '', labels: {}, url: '', enabled: true }}
            categories={categories}
            products={products}
          />
          <button className={button} type="submit">
            <Trans>Add the entry</Trans>
          </button>
        </AdminForm>
      ) : null}
      <MenuCustomLinkForms
        links={customLinks}
        storeKey={storeKey}
        canEdit={canEdit}
        shownLanguage={linkLanguage}
      />
    </>
  )
}
