/** An open disclosure that asks to be dismissed like a menu, around `node`. */
function openDisclosureAround(node: EventTarget | null): HTMLDetailsElement | null {
  return node instanceof Element ? node.closest<HTMLDetailsElement>('details[data-dismissible][open]') : null
}

/**
 * Server-rendered disclosures marked `data-dismissible` (the main menu) open without script;
 * with it they behave like a menu (WAI-ARIA disclosure navigation): Escape closes the open one
 * and returns the focus to its toggle, and it closes when the focus or a click goes elsewhere.
 */
export function dismissDisclosures(): void {
  // Key and pointer in the capture phase: an island still hydrating stops them at itself (holdInputWhileHydrating), and replays neither.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return
      // Safari does not focus a clicked summary: then the open one closes all the same.
      const disclosure =
        openDisclosureAround(document.activeElement) ??
        document.querySelector<HTMLDetailsElement>('details[data-dismissible][open]')
      if (!disclosure) return
      disclosure.open = false
      disclosure.querySelector('summary')?.focus()
    },
    true,
  )
  // Without a next element the focus left the window (or went nowhere): the click handler decides.
  document.addEventListener('focusout', (event) => {
    const disclosure = openDisclosureAround(event.target)
    if (disclosure && event.relatedTarget instanceof Node && !disclosure.contains(event.relatedTarget))
      disclosure.open = false
  })
  document.addEventListener(
    'pointerdown',
    (event) => {
      for (const disclosure of document.querySelectorAll<HTMLDetailsElement>(
        'details[data-dismissible][open]',
      )) {
        if (!disclosure.contains(event.target as Node)) disclosure.open = false
      }
    },
    true,
  )
}
