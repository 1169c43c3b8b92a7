import { Plural, Trans } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../components/admin/FormError.tsx'
import { Notice } from '../../../components/admin/Notice.tsx'
import { button, fieldRow, panel } from '../../../components/admin/admin.styles.ts'
import {
  CategoryFlagsFields,
  CategoryTextsFields,
} from '../../../components/admin/catalogue/CategoryTextsFields.tsx'
import { ReorderTreeItem } from '../../../components/admin/catalogue/ReorderTreeItem.tsx'
import { DragHint } from '../../../components/admin/catalogue/MenuEntryParts.tsx'
import type { CategoriesPageData } from '../../../server/admin/categoryPageData.ts'

type Node = CategoriesPageData['categoryTree'][number]

const BLANK = { fr: null, de: null, en: null, it: null }

/** One category of the tree: its name (a link to its page), products, flags and "move up/down" buttons. */
function CategoryItem({ node, canEdit }: { node: Node; canEdit: boolean }) {
  const name = node.name ?? `#${node.id}`
  const movable = canEdit && node.parentId !== null
  return (
    <ReorderTreeItem
      domId={`category-${node.id}`}
      name={name}
      title={
        node.parentId === null ? <strong>{name}</strong> : <a href={`/admin/categories/${node.id}`}>{name}</a>
      }
      details={
        <>
          <Plural value={node.productCount} one="# product" other="# products" />
          {node.inMenu ? (
            <>
              {' · '}
              <Trans>in the menu</Trans>
            </>
          ) : null}
          {' · '}
          {node.enabled ? <Trans>switched on</Trans> : <Trans>switched off</Trans>}
        </>
      }
      reorderAction={movable ? '/admin/categories/reorder' : null}
      hiddenFields={{ id: node.id }}
      dragId={movable ? node.id : undefined}
      dropUnder={canEdit ? node.id : undefined}
      moveAction={movable ? `/admin/categories/${node.id}/move` : undefined}
    >
      {node.children.map((child) => (
        <CategoryItem key={child.id} node={child} canEdit={canEdit} />
      ))}
    </ReorderTreeItem>
  )
}

function flatten(nodes: Node[]): Node[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)])
}

/** The categories page (/admin/categories): the tree, its order, and a new category's form. */
export default function Page() {
  const { categoryTree } = useAdminData<CategoriesPageData>()
  const { admin } = usePageContext()
  const canEdit = admin?.allowed.includes('catalogue.edit') ?? false
  const keptParent = useKeptValue('newCategory', 'parentId')
  return (
    <>
      <h1>
        <Trans>Categories</Trans>
      </h1>
      <Notice />
      <FormError form="categoryReorder" />
      {canEdit ? <DragHint /> : null}
      <ul>
        {categoryTree.map((node) => (
          <CategoryItem key={node.id} node={node} canEdit={canEdit} />
        ))}
      </ul>
      {canEdit ? (
        <AdminForm action="/admin/categories/new" labelledBy="new-category-heading">
          <h2 id="new-category-heading">
            <Trans>New category</Trans>
          </h2>
          <FormError form="newCategory" />
          <div className={`${fieldRow} ${panel}`}>
            <label htmlFor="new-parentId">
              <Trans>Under</Trans>
            </label>
            <select id="new-parentId" name="parentId" defaultValue={keptParent || '3'}>
              {flatten(categoryTree).map((node) => (
                <option key={node.id} value={node.id}>
                  {'\u00a0'.repeat(node.level * 2)}
                  {node.name ?? `#${node.id}`}
                </option>
              ))}
            </select>
          </div>
          <CategoryTextsFields form="newCategory" texts={BLANK} idPrefix="new" fields={['name', 'urlKey']} />
          <CategoryFlagsFields form="newCategory" inMenu enabled idPrefix="new" />
          <button className={button} type="submit">
            <Trans>Create the category</Trans>
          </button>
        </AdminForm>
      ) : null}
    </>
  )
}
