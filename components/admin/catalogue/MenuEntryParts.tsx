import { Trans } from '@lingui/react/macro'

/** What a menu entry is, as its list says it. */
export function MenuEntryKindName({ kind }: { kind: 'category' | 'product' | 'link' }) {
  if (kind === 'category') return <Trans>category</Trans>
  if (kind === 'product') return <Trans>product</Trans>
  return <Trans>custom link</Trans>
}

/** Says the list's entries can be dragged; hidden until the drag-and-drop script runs (components/admin/startDragReorder.ts). */
export function DragHint() {
  return (
    <p hidden data-reorder-hint="">
      <Trans>
        Drag an item by its handle ⠿, with the mouse or a finger: onto the upper half of another item of its
        list to take its place, onto the lower half of an item to put it under that one. Or use its buttons.
      </Trans>
    </p>
  )
}
