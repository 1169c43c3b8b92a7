/**
 * Drag and drop over the "move up/down" and "move under" forms of a tree (the menu's entries,
 * the categories), with pointer events so a finger on a touch screen drags as a mouse does (the
 * HTML drag-and-drop API never starts on touch). Each `li[data-reorder-id]` gets a handle;
 * dragged by it and dropped:
 * - on the upper half of a sibling's row, it takes that sibling's place: its own reorder form is
 *   posted with that place (`position`, 1 for the first), as its buttons post a direction;
 * - on the lower half of any row of `li[data-drop-under]` (or anywhere on a row of another list),
 *   it goes under that item, last there: a form is posted to its `data-move-action` with
 *   `parentId`, as the move form of its own page does;
 * - on another element with `data-drop-under=""` (the menu's top level), anywhere on it: the same
 *   form with an empty `parentId`, which the move form reads as "at the top".
 * The server checks the move (levels, cycles) as it does for the forms. The buttons and forms stay
 * for the keyboard and without JavaScript. No inline script or style: the back office's strict
 * CSP allows it as is.
 */
export function startDragReorder(): void {
  for (const hint of document.querySelectorAll<HTMLElement>('[data-reorder-hint]')) hint.hidden = false
  for (const item of document.querySelectorAll<HTMLElement>('li[data-reorder-id]')) addHandle(item)
}

/** Where a drop would send the dragged item: a sibling's place, or under an item. */
type DropTarget = { kind: 'place'; item: HTMLElement } | { kind: 'under'; item: HTMLElement }

function addHandle(item: HTMLElement): void {
  const handle = document.createElement('span')
  handle.dataset.dragHandle = ''
  handle.textContent = '⠿'
  // A pointer-only control: the buttons beside it do the same for the keyboard and screen readers.
  handle.setAttribute('aria-hidden', 'true')
  handle.style.cursor = 'grab'
  handle.style.touchAction = 'none'
  handle.style.userSelect = 'none'
  // A finger's target (44 px, WCAG's enhanced size), not only a mouse's.
  handle.style.display = 'inline-block'
  handle.style.minWidth = '2.75rem'
  handle.style.minHeight = '2.75rem'
  handle.style.lineHeight = '2.75rem'
  handle.style.textAlign = 'center'
  handle.style.verticalAlign = 'middle'
  handle.style.fontSize = '1.25rem'
  // Marks the handle as answering taps: a finger's touch adjustment would otherwise snap to the link beside it.
  handle.addEventListener('click', (event) => event.preventDefault())
  item.prepend(handle)
  let target: DropTarget | null = null
  const mark = (next: DropTarget | null) => {
    if (target) rowOf(target.item).style.outline = ''
    target = next
    if (target)
      rowOf(target.item).style.outline =
        target.kind === 'place' ? '2px dashed currentColor' : '3px solid currentColor'
  }
  // The pointer dragging this item (a mouse, a finger, a pen), null when none is.
  let dragging: number | null = null
  handle.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || dragging !== null) return
    event.preventDefault()
    dragging = event.pointerId
    // A touch captures its pointer anyway; a mouse leaving the handle must keep sending here.
    if (event.pointerType === 'mouse') handle.setPointerCapture(event.pointerId)
    item.style.opacity = '0.6'
  })
  handle.addEventListener('pointermove', (event) => {
    if (event.pointerId !== dragging) return
    mark(dropTargetAt(item, event.clientX, event.clientY))
  })
  const end = (event: PointerEvent, drop: boolean) => {
    if (event.pointerId !== dragging) return
    dragging = null
    item.style.opacity = ''
    const chosen = drop ? dropTargetAt(item, event.clientX, event.clientY) : null
    mark(null)
    if (chosen?.kind === 'place') postPosition(item, siblingsOf(chosen.item).indexOf(chosen.item) + 1)
    else if (chosen?.kind === 'under') postMoveUnder(item, chosen.item)
  }
  handle.addEventListener('pointerup', (event) => end(event, true))
  handle.addEventListener('pointercancel', (event) => end(event, false))
}

/** The item's own row: the part above its list of children, which the pointer is over. */
function rowOf(item: HTMLElement): HTMLElement {
  return item.querySelector<HTMLElement>(':scope > a, :scope > strong') ?? item
}

function siblingsOf(item: HTMLElement): HTMLElement[] {
  return [...(item.parentElement?.children ?? [])].filter(
    (sibling): sibling is HTMLElement =>
      sibling instanceof HTMLElement && sibling.matches('li[data-reorder-id]'),
  )
}

/** The item under the pointer and what a drop there does; null over the dragged item, its own items or nothing. */
function dropTargetAt(dragged: HTMLElement, x: number, y: number): DropTarget | null {
  const over = document.elementFromPoint(x, y)?.closest<HTMLElement>('li[data-reorder-id], [data-drop-under]')
  if (!over || dragged.contains(over)) return null
  const isSibling = over.parentElement === dragged.parentElement && over.matches('li[data-reorder-id]')
  const row =
    (over.querySelector(':scope > ul')?.getBoundingClientRect().top ?? over.getBoundingClientRect().bottom) -
    over.getBoundingClientRect().top
  const upperHalf = y < over.getBoundingClientRect().top + row / 2
  if (isSibling && upperHalf) return { kind: 'place', item: over }
  // Dropping it under the parent it already has would change nothing.
  const currentParent =
    dragged.parentElement?.closest<HTMLElement>('li[data-drop-under]')?.dataset.dropUnder ?? ''
  if (over.dataset.dropUnder === undefined || over.dataset.dropUnder === currentParent) return null
  return { kind: 'under', item: over }
}

/** Posts the item's own reorder form with the place it was dropped at. */
function postPosition(item: HTMLElement, position: number): void {
  const form = item.querySelector<HTMLFormElement>(':scope > form')
  if (!form) return
  form.append(hiddenField('position', String(position)))
  form.submit()
}

/** Posts a move form for the item with the one it was dropped on as its new parent. */
function postMoveUnder(item: HTMLElement, parent: HTMLElement): void {
  const action = item.dataset.moveAction
  const csrf = item.querySelector<HTMLInputElement>(':scope > form input[name="_csrf"]')
  if (!action || !csrf || parent.dataset.dropUnder === undefined) return
  const form = document.createElement('form')
  form.method = 'post'
  form.action = action
  form.hidden = true
  form.append(hiddenField('_csrf', csrf.value), hiddenField('parentId', parent.dataset.dropUnder))
  document.body.append(form)
  form.submit()
}

function hiddenField(name: string, value: string): HTMLInputElement {
  const field = document.createElement('input')
  field.type = 'hidden'
  field.name = name
  field.value = value
  return field
}
