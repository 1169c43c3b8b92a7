/**
 * Drag and drop over the "move up/down" forms of a list (the menu's entries, the categories),
 * with the browser's own HTML drag-and-drop API: each `li[data-reorder-id]` becomes draggable
 * within its list; dropped on a sibling, it takes that sibling's place, and its own move form
 * is posted with that place (`position`, 1 for the first), as a click on its buttons would post
 * a direction. The buttons stay for the keyboard and for touch screens. No inline script: the
 * back office's strict CSP allows it as is.
 */
export function startDragReorder(): void {
  for (const hint of document.querySelectorAll<HTMLElement>('[data-reorder-hint]')) hint.hidden = false
  let dragged: HTMLElement | null = null
  const items = [...document.querySelectorAll<HTMLElement>('li[data-reorder-id]')]
  const isDropTarget = (item: HTMLElement) =>
    dragged !== null && item !== dragged && item.parentElement === dragged.parentElement
  const unmark = (item: HTMLElement) => {
    item.style.outline = ''
  }
  for (const item of items) {
    item.draggable = true
    item.addEventListener('dragstart', (event) => {
      // The innermost entry moves, not the ones around it.
      event.stopPropagation()
      dragged = item
      if (event.dataTransfer) {
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/plain', item.dataset.reorderId ?? '')
      }
    })
    item.addEventListener('dragover', (event) => {
      if (!isDropTarget(item)) return
      event.preventDefault()
      event.stopPropagation()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move'
      item.style.outline = '2px dashed currentColor'
    })
    item.addEventListener('dragleave', () => unmark(item))
    item.addEventListener('drop', (event) => {
      if (!dragged || !isDropTarget(item)) return
      event.preventDefault()
      event.stopPropagation()
      unmark(item)
      const siblings = [...(item.parentElement?.children ?? [])].filter(
        (sibling): sibling is HTMLElement =>
          sibling instanceof HTMLElement && sibling.matches('li[data-reorder-id]'),
      )
      postPosition(dragged, siblings.indexOf(item) + 1)
    })
    item.addEventListener('dragend', () => {
      dragged = null
      for (const other of items) unmark(other)
    })
  }
}

/** Posts the entry's own move form with the place it was dropped at. */
function postPosition(item: HTMLElement, position: number): void {
  const form = item.querySelector<HTMLFormElement>(':scope > form')
  if (!form) return
  const field = document.createElement('input')
  field.type = 'hidden'
  field.name = 'position'
  field.value = String(position)
  form.append(field)
  form.submit()
}
