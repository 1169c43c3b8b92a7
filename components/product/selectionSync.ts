/**
 * What the configurator island changes outside itself when the shopper picks an option:
 * the page URL's query and the server-rendered gallery (no React there, plain DOM).
 * The configurator calls both after the choice has painted (afterNextPaint): the gallery's
 * scroll reads the layout, which inside the tap's handlers forced a style and layout pass of
 * its own, and the URL's change costs a few ms the shopper does not see.
 */

/** Writes the chosen option values into the URL's query (`?color=red&size=M`) without a new history entry. */
export function writeSelectionToUrl(attributes: Record<string, string>): void {
  const url = new URL(window.location.href)
  for (const [code, value] of Object.entries(attributes)) url.searchParams.set(code, value)
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
}

/** Scrolls the gallery to the picture of a colour (see `data-gallery-color` in Gallery). */
export function showGalleryColor(color: string): void {
  const slide = [...document.querySelectorAll<HTMLElement>('[data-gallery-color]')].find(
    (candidate) => candidate.dataset.galleryColor === color,
  )
  slide?.parentElement?.scrollTo({ left: slide.offsetLeft })
}
