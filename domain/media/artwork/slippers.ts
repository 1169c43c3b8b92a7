import type { Paint } from './paint.ts'

// Side views, toe to the right, standing on y = 760. Each returns SVG elements only.

/** Slippers are long and flat: drawn larger so they fill the square like the other kinds. */
function enlarged(drawing: string): string {
  return `<g transform="translate(500 760) scale(1.18) translate(-505 -740)">${drawing}</g>`
}

/** A rubber sole with a tread line and the light footbed above it. */
function sole(paint: Paint, from = 150, to = 860): string {
  return (
    `<path d="M${from} 700q0-42 44-42h${to - from - 84}q40 0 40 42v20q0 40-40 40H${from + 40}q-40 0-40-40z" fill="${paint.darker}"/>` +
    `<path d="M${from + 10} 735H${to - 10}" stroke="#fff" stroke-opacity=".25" stroke-width="6" stroke-dasharray="24 14"/>` +
    `<rect x="${from + 14}" y="638" width="${to - from - 28}" height="30" rx="15" fill="${paint.light}"/>`
  )
}

/** Dashed stitching along a path. */
function stitches(d: string, colour: string): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 16"/>`
}

/** Mule: a backless slipper, the upper over the toes only, with a fleece trim at the opening. */
export function drawMule(paint: Paint): string {
  return enlarged(
    sole(paint) +
      `<path d="M440 655c10-140 140-215 265-195 95 15 150 95 150 195z" fill="${paint.base}"/>` +
      `<path d="M560 655c5-95 70-160 160-170-70 40-95 100-90 170z" fill="${paint.dark}" opacity=".5"/>` +
      stitches('M470 640c12-115 125-180 235-163 78 12 122 78 126 163', paint.light) +
      `<path d="M440 655c10-140 140-215 265-195" fill="none" stroke="${paint.light}" stroke-width="34" stroke-linecap="round"/>`,
  )
}

/** Bootie: the upper rises above the ankle and ends in a ribbed knit cuff. */
export function drawBootie(paint: Paint): string {
  return enlarged(
    sole(paint) +
      `<path d="M190 655V380q0-30 30-30h270q30 0 30 30v95q160 0 260 80 70 50 75 100z" fill="${paint.base}"/>` +
      `<path d="M520 475q160 0 260 80 70 50 75 100H640q0-120-120-180z" fill="${paint.dark}" opacity=".45"/>` +
      stitches('M215 630V400M520 500q140 10 230 75 55 40 70 75', paint.light) +
      `<rect x="175" y="270" width="360" height="110" rx="24" fill="${paint.light}"/>` +
      `<path d="M215 285v80M255 285v80M295 285v80M335 285v80M375 285v80M415 285v80M455 285v80M495 285v80" stroke="${paint.dark}" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"/>`,
  )
}

/** Moccasin: a low shoe with the U-shaped stitched vamp and a leather lace tied in a bow. */
export function drawMoccasin(paint: Paint): string {
  return enlarged(
    sole(paint, 160, 850) +
      `<path d="M170 655q0-110 120-125l300-20q150-40 235 40 35 40 25 105z" fill="${paint.base}"/>` +
      `<path d="M560 520q90-60 200-15 50 30 55 80-90 20-190-5-65-20-65-60z" fill="${paint.light}" opacity=".55"/>` +
      `<path d="M560 520q90-60 200-15 50 30 55 80-90 20-190-5-65-20-65-60z" fill="none" stroke="${paint.darker}" stroke-width="12" stroke-dasharray="3 13"/>` +
      `<path d="M185 560q180-40 380-45" fill="none" stroke="${paint.darker}" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M530 515q-50-40-75-5 25 25 75 5zm0 0q20-50 60-35-10 35-60 35zm0 0l-30 70m30-70l15 75" fill="${paint.dark}" stroke="${paint.darker}" stroke-width="8" stroke-linejoin="round"/>`,
  )
}
