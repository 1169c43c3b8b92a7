/** Sends the browser to another page (a provider's challenge, the return page); a module of its own so tests can replace it. */
export function navigateTo(url: string): void {
  window.location.assign(url)
}
