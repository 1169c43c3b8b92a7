import { COLOURS } from '../../db/seed/vocabulary.ts'
import { ARTWORK_SIZES, type ArtworkSize, type ArtworkVariant } from './artworkUrls.ts'
import { paintOf, type Paint } from './artwork/paint.ts'
import { drawBootie, drawMoccasin, drawMule } from './artwork/slippers.ts'
import { drawAnkleSock, drawCosySock, drawCrewSock } from './artwork/socks.ts'
import { drawPyjamas, drawRobe, drawSweater, drawTshirt } from './artwork/clothing.ts'
import { drawGiftbox } from './artwork/giftbox.ts'
import { bannerSceneAt, drawBannerScene } from './artwork/bannerScene.ts'

/** Background tint per audience (with the proportions and the kids' star patch, what tells variants apart). */
const BACKGROUNDS: Record<ArtworkVariant, string> = {
  default: '#fff3ed',
  men: '#e8eef7',
  women: '#f9e9ef',
  child: '#eef7e8',
}

/** Audience proportions around the picture's centre: broader for men, slimmer for women, smaller for kids. */
const PROPORTIONS: Record<ArtworkVariant, string> = {
  default: '',
  men: 'translate(500 540) scale(1.06 1) translate(-500 -540)',
  women: 'translate(500 540) scale(.93 1) translate(-500 -540)',
  child: 'translate(500 600) scale(.8) translate(-500 -540)',
}

const GREY = '#8a8f98'

/** Product drawings by kind code, with the spot on the product where the kids' star is sewn. */
const PRODUCT_DRAWINGS: Record<string, { draw: (paint: Paint) => string; patch: [number, number] }> = {
  mule: { draw: drawMule, patch: [700, 570] },
  bootie: { draw: drawBootie, patch: [330, 520] },
  moccasin: { draw: drawMoccasin, patch: [330, 600] },
  'ankle-sock': { draw: drawAnkleSock, patch: [470, 600] },
  'crew-sock': { draw: drawCrewSock, patch: [435, 500] },
  'cosy-sock': { draw: drawCosySock, patch: [680, 660] },
  pyjamas: { draw: drawPyjamas, patch: [610, 300] },
  robe: { draw: drawRobe, patch: [380, 680] },
  sweater: { draw: drawSweater, patch: [580, 620] },
  tshirt: { draw: drawTshirt, patch: [420, 560] },
  giftbox: { draw: drawGiftbox, patch: [650, 640] },
}

/** Every product kind with a drawing (the gift box stands for bundles). */
export const ARTWORK_KINDS: readonly string[] = Object.keys(PRODUCT_DRAWINGS)

/** Whether a subject has artwork (product kinds, the gift box, banners, the placeholder). */
export function isArtworkSubject(subject: string): boolean {
  return subject in PRODUCT_DRAWINGS || subject === 'banner' || subject === 'placeholder'
}

/**
 * Draws a product, banner or placeholder picture as SVG from its subject, colour, audience
 * variant and size. Products stand on a soft shadow over the audience's background tint;
 * kids' pictures are smaller and carry a star patch. Unknown colours draw in grey.
 */
export function renderArtwork(
  subject: string,
  colourCode: string,
  variant: ArtworkVariant,
  size: ArtworkSize,
): string {
  const colourIndex = COLOURS.findIndex((colour) => colour.code === colourCode)
  const paint = paintOf(COLOURS[colourIndex]?.hex ?? GREY)
  const drawing = PRODUCT_DRAWINGS[subject]
  let body: string
  if (subject === 'banner') body = drawBannerScene(bannerSceneAt(Math.max(0, colourIndex)), paint)
  else if (drawing)
    body = `<rect width="1000" height="1000" fill="${BACKGROUNDS[variant]}"/>${productOnShadow(drawing.draw(paint), drawing.patch, variant)}`
  else body = `<rect width="1000" height="1000" fill="${BACKGROUNDS.default}"/>${PLACEHOLDER}`
  const pixels = ARTWORK_SIZES[size]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 1000 1000">${body}</svg>`
}

function productOnShadow(drawing: string, [x, y]: [number, number], variant: ArtworkVariant): string {
  // Kids' products carry a sewn-on star patch, a common children's motif.
  const star =
    variant === 'child'
      ? `<path d="m${x} ${y - 40}l12 26 29 3-22 20 6 28-25-14-25 14 6-28-22-20 29-3z" fill="#f4c542" stroke="#fff" stroke-width="5" stroke-dasharray="3 7"/>`
      : ''
  const transform = PROPORTIONS[variant]
  const shadow = '<ellipse cx="500" cy="800" rx="330" ry="34" fill="#000" opacity=".08"/>'
  return transform ? `<g transform="${transform}">${shadow}${drawing}${star}</g>` : `${shadow}${drawing}`
}

const PLACEHOLDER =
  '<rect x="260" y="300" width="480" height="400" rx="30" fill="none" stroke="#8a8f98" stroke-width="24"/><circle cx="420" cy="440" r="50" fill="#8a8f98"/><path d="m300 660 140-140 90 90 70-70 100 120z" fill="#8a8f98"/>'
