import { drawBootie, drawMoccasin, drawMule } from './slippers.ts'
import { drawCosySock, drawCrewSock } from './socks.ts'
import { drawSweater } from './clothing.ts'
import { drawGiftbox } from './giftbox.ts'
import { shade, type Paint } from './paint.ts'

/** The three compositions banners cycle through; alt texts describe each one. */
export const BANNER_SCENES = ['shelf', 'rug', 'gift'] as const

/** One banner composition. */
export type BannerScene = (typeof BANNER_SCENES)[number]

/** The scene of the banner at `index` (banner-1 is index 0). */
export function bannerSceneAt(index: number): BannerScene {
  return BANNER_SCENES[index % BANNER_SCENES.length] as BannerScene
}

const WOOD = '#b07a4a'

/** A drawing placed at (x, y), scaled: drawings are authored on a 1000 square. */
function place(drawing: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${drawing}</g>`
}

/**
 * A banner scene on a 1000 square: products in the colour grouped on the right half with a
 * few soft shapes, the left half left quiet for the widget's text.
 */
export function drawBannerScene(scene: BannerScene, paint: Paint): string {
  const tint = shade(paint.base, 0.85)
  const backdrop = `<rect width="1000" height="1000" fill="${tint}"/><circle cx="760" cy="420" r="300" fill="${shade(paint.base, 0.7)}"/>`
  if (scene === 'shelf') {
    return (
      backdrop +
      `<rect x="430" y="700" width="570" height="40" fill="${WOOD}"/><rect x="430" y="740" width="570" height="16" fill="${shade(WOOD, -0.3)}"/>` +
      `<path d="M520 756v80M940 756v80" stroke="${shade(WOOD, -0.3)}" stroke-width="22"/>` +
      place(drawSweater(paint), 470, 340, 0.42) +
      place(drawMule(paint), 393, 426, 0.36) +
      place(drawCrewSock(paint), 632, 396, 0.4)
    )
  }
  if (scene === 'rug') {
    return (
      backdrop +
      `<ellipse cx="720" cy="800" rx="280" ry="70" fill="${paint.dark}" opacity=".35"/><ellipse cx="720" cy="800" rx="220" ry="48" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="8" stroke-dasharray="20 14"/>` +
      place(drawBootie(paint), 385, 420, 0.5) +
      place(drawCosySock(paint), 569, 437, 0.46)
    )
  }
  return (
    backdrop +
    `<rect x="440" y="760" width="560" height="240" fill="${shade(paint.base, 0.6)}"/>` +
    place(drawGiftbox(paint), 357, 356, 0.55) +
    place(drawMoccasin(paint), 653, 516, 0.36) +
    `<circle cx="480" cy="260" r="22" fill="${paint.light}"/><circle cx="920" cy="200" r="14" fill="${paint.base}"/><circle cx="880" cy="300" r="9" fill="${paint.dark}"/>`
  )
}
