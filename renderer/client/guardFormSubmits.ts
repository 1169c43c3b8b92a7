/**
 * Forms marked `data-single-submit` (the account forms) are sent once: a second click or
 * Enter while the first post is on its way does nothing, and the form says it is busy
 * (`aria-busy`, which also dims its button). Without script they work the same, only a double
 * click may send twice. A page shown again from the back-forward cache takes its forms back.
 */
export function guardFormSubmits(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (!form.hasAttribute('data-single-submit')) return
    // The browser fires submit only once the fields pass its checks: this post is on its way.
    if (form.hasAttribute('aria-busy')) event.preventDefault()
    form.setAttribute('aria-busy', 'true')
  })
  addEventListener('pageshow', (event) => {
    if (event.persisted)
      for (const form of document.querySelectorAll('form[aria-busy]')) form.removeAttribute('aria-busy')
  })
}
