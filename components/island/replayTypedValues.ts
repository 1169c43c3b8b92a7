import type { TypedValue } from './keepTypedValues.ts'

/**
 * Hands what the shopper gave fields before hydration to the hydrated components, as the events
 * a browser sends when typing, so a controlled field's state takes the value instead of writing
 * its own initial value over it; fields changed while the island hydrated come after the others,
 * in the order the shopper changed them (a colour, then a size): `held` are the events kept from
 * React while it hydrated (see hydrateIsland). Then, each in a task of its own (once those values
 * are rendered), the buttons (`type="button"`) pressed and the forms sent meanwhile, again. Loaded
 * only when something was typed (it is not on every page's path); a render in between may have
 * reset a field, so the values come from the snapshot.
 */
export async function replayTypedValues(
  typed: readonly TypedValue[],
  held: readonly Event[] = [],
): Promise<void> {
  // Once the commit that called it is done (React undoes a click on a controlled box made inside a commit), before any other task.
  await undefined
  // The fields in the order of their last change while the island hydrated; the others come first.
  const changed = held.flatMap((event) =>
    event.type === 'input' || event.type === 'change' ? [event.target] : [],
  )
  const order = (value: TypedValue) => changed.lastIndexOf(value.field)
  for (const { field, value, checked } of [...typed].sort((a, b) => order(a) - order(b))) {
    if (!field.isConnected) continue
    if (field instanceof HTMLSelectElement) {
      field.value = value
      field.dispatchEvent(new Event('change', { bubbles: true }))
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // React compares a box with the state it last saw: show it the other one, then click into the wanted one.
      field.checked = !checked
      field.click()
    } else {
      // Through the element's own setter (React's value tracker records it), then the prototype's (it does not).
      field.value = value === '' ? '\u200b' : ''
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
        field,
        value,
      )
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    // React renders this choice (in a microtask queued by the event) before the next one is made: its handlers then see it (a size kept with the colour).
    await new Promise<void>((resolve) => queueMicrotask(resolve))
  }
  // Each in a task of its own: the island renders what one press did (a pending add) before the next.
  for (const event of held) {
    const button = event.type === 'click' && (event.target as Element).closest('button')
    if (button && button.type === 'button') setTimeout(() => button.isConnected && button.click())
    else if (event instanceof SubmitEvent) setTimeout(() => sendAgain(event))
  }
}

/** Sends a form again, through the button that sent it (whose own handlers run too). */
function sendAgain(sent: SubmitEvent): void {
  const form = sent.target as HTMLFormElement
  const submitter = sent.submitter as HTMLButtonElement | HTMLInputElement | null
  if (!form.isConnected) return
  if (submitter?.form === form) submitter.click()
  else form.requestSubmit()
}
