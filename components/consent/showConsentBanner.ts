/**
 * The cookie banner's behaviour, a chunk of its own without React: the shell imports it only
 * when there is a choice to ask for (no current consent cookie) or when the shopper presses
 * "Cookie settings". The markup is the server's (ConsentBanner.tsx), translated and hidden.
 * The consent cookie's codec is a chunk of its own too, fetched when the shopper reaches for
 * the banner (or reopens it): a first visit that does not answer it does not load it.
 */

/** The consent cookie's reader and writer (consentInBrowser.ts). */
const loadCodec = () => import('./consentInBrowser.ts')

/** Events on the banner that announce a choice: the codec is fetched before the click. */
const REACHING_FOR = ['pointerenter', 'touchstart', 'keydown'] as const

/** Id of the banner the layouts render, hidden, on every page. */
export const CONSENT_BANNER_ID = 'consent-banner'

/** Where the focus goes back when the banner closes (the control that opened it). */
let returnFocusTo: HTMLElement | null = null

function checkbox(banner: HTMLElement, purpose: 'analytics' | 'marketing'): HTMLInputElement {
  return banner.querySelector<HTMLInputElement>(`input[name="${purpose}"]`)!
}

function showPurposes(banner: HTMLElement, open: boolean): void {
  banner.querySelector<HTMLElement>('[data-consent-purposes]')!.hidden = !open
  banner.querySelector('[data-consent="choose"]')!.setAttribute('aria-expanded', String(open))
}

function close(banner: HTMLElement): void {
  const back = returnFocusTo
  returnFocusTo = null
  // Opened by the shell on arrival: the focus leaves from the banner, first in the page, so Tab goes on to the skip link.
  if (banner.contains(document.activeElement)) (document.activeElement as HTMLElement).blur()
  banner.hidden = true
  if (back?.isConnected) back.focus()
}

function listen(banner: HTMLElement, base: string): void {
  const prefetch = () => {
    for (const type of REACHING_FOR) banner.removeEventListener(type, prefetch)
    void loadCodec()
  }
  for (const type of REACHING_FOR) banner.addEventListener(type, prefetch, { passive: true })
  const choose = (analytics: boolean, marketing: boolean) => {
    banner.dataset.choiceMade = ''
    close(banner)
    void loadCodec().then(({ saveConsent }) => {
      saveConsent({ analytics, marketing }, base)
      // Allowed on this page: the data layer starts now (the shell only looks for it at load; a loaded one follows the change itself).
      if (analytics) void import('../dataLayer/dataLayerChunk.ts')
    })
  }
  banner.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent
    if (action === 'accept') choose(true, true)
    else if (action === 'reject') choose(false, false)
    else if (action === 'save')
      choose(checkbox(banner, 'analytics').checked, checkbox(banner, 'marketing').checked)
    else if (action === 'choose')
      showPurposes(
        banner,
        banner.querySelector('[data-consent="choose"]')!.getAttribute('aria-expanded') !== 'true',
      )
  })
  // Escape closes a banner opened to review a choice already made; before any choice it stays.
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && banner.dataset.choiceMade !== undefined) close(banner)
  })
}

/**
 * Opens the banner: on arrival, when the shell found no current choice (without `opener`), or
 * from the footer's "Cookie settings" (`opener`) with the current choice ticked and the
 * purposes shown. The focus moves to the banner, unless it opens on arrival while the shopper
 * is already in a field. Choices are posted to the store at `base`.
 */
export async function showConsentBanner(base: string, opener?: Element): Promise<void> {
  const banner = document.getElementById(CONSENT_BANNER_ID)
  // On arrival the shell's cookie test found no choice of the current policy: nothing to read.
  const current = opener ? (await loadCodec()).readConsent() : null
  if (!banner) return
  if (current) banner.dataset.choiceMade = ''
  if (banner.dataset.ready === undefined) {
    banner.dataset.ready = ''
    listen(banner, base)
  }
  checkbox(banner, 'analytics').checked = current?.analytics ?? false
  checkbox(banner, 'marketing').checked = current?.marketing ?? false
  showPurposes(banner, Boolean(opener))
  banner.hidden = false
  const active = document.activeElement
  if (opener || !active || active === document.body) {
    returnFocusTo = opener instanceof HTMLElement ? opener : null
    banner.focus()
  }
}
