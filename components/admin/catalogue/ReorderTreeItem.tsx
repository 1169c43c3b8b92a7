import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AdminForm } from '../AdminForm.tsx'
import { button, inlineForm, visuallyHidden } from '../admin.styles.ts'

/**
 * One item of a tree the back office orders (the menu's entries, the categories): its title and
 * details, its "Move up"/"Move down" buttons (a plain form to `reorderAction`) and its children.
 * `dragId` makes it draggable, `dropUnder` lets others be dropped under it, `moveAction` is where
 * a drop under another posts (components/admin/startDragReorder.ts).
 */
export function ReorderTreeItem({
  domId,
  name,
  title,
  details,
  reorderAction,
  hiddenFields,
  dragId,
  dropUnder,
  moveAction,
  children,
}: {
  domId: string
  name: string
  title: ReactNode
  details: ReactNode
  /** The reorder form's action, or null for an item that cannot move. */
  reorderAction: string | null
  hiddenFields: Record<string, string | number>
  dragId: number | undefined
  dropUnder: number | undefined
  moveAction: string | undefined
  children: ReactNode[]
}) {
  return (
    <li id={domId} data-reorder-id={dragId} data-drop-under={dropUnder} data-move-action={moveAction}>
      {title} <span>{details}</span>
      {reorderAction !== null ? (
        <AdminForm action={reorderAction} className={inlineForm}>
          {Object.entries(hiddenFields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
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
      {children.length > 0 ? <ul data-reorder-list="">{children}</ul> : null}
    </li>
  )
}
