import type { Paint } from './paint.ts'

// Side views: the leg stands at x 330–540 from `top` down, the foot runs right to the toe at x 850.

function sockBody(top: number, paint: Paint): string {
  return (
    `<path d="M330 ${top}h210V570q0 30 30 30h190q90 0 90 80t-90 80H420q-100 0-100-100z" fill="${paint.base}"/>` +
    // Heel and toe are knitted in the darker tone, as on real socks.
    `<path d="M320 655q0 105 100 105h50q0-95-90-135-40-15-60 30z" fill="${paint.dark}"/>` +
    `<path d="M760 600q90 0 90 80t-90 80q-35-80 0-160z" fill="${paint.dark}"/>`
  )
}

/** A ribbed cuff of `height` at the top of the leg. */
function cuff(top: number, height: number, paint: Paint): string {
  const ribs = [360, 395, 430, 465, 500].map((x) => `M${x} ${top + 12}v${height - 24}`).join('')
  return (
    `<rect x="322" y="${top}" width="226" height="${height}" rx="14" fill="${paint.light}"/>` +
    `<path d="${ribs}" stroke="${paint.dark}" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"/>`
  )
}

/** Ankle sock: a short leg with a heel tab, drawn larger as it is the smallest piece. */
export function drawAnkleSock(paint: Paint): string {
  const sock =
    sockBody(470, paint) +
    cuff(450, 60, paint) +
    `<path d="M322 470q-40 10-30 60l30 10z" fill="${paint.light}"/>`
  return `<g transform="translate(585 770) scale(1.3) translate(-585 -760)">${sock}</g>`
}

/** Crew sock: a calf-high leg with two stripes under the cuff. */
export function drawCrewSock(paint: Paint): string {
  return (
    sockBody(240, paint) +
    cuff(220, 90, paint) +
    `<path d="M330 350h210M330 395h210" stroke="${paint.light}" stroke-width="22"/>`
  )
}

/** Cosy sock: a chunky knit with a cable down the leg, a folded cuff and a pompom. */
export function drawCosySock(paint: Paint): string {
  return (
    `<path d="M300 300h270v300q0 30 30 30h160q110 0 110 90 0 70-90 70H420q-120 0-120-110z" fill="${paint.base}"/>` +
    `<path d="M300 660q0 110 120 110h40q0-110-100-150-45-15-60 40zM770 630q110 0 110 90 0 70-90 70-40-80-20-160z" fill="${paint.dark}"/>` +
    `<path d="M435 330l-35 35 35 35-35 35 35 35-35 35 35 35-35 35M435 330l35 35-35 35 35 35-35 35 35 35-35 35 35 35" fill="none" stroke="${paint.light}" stroke-width="14" stroke-linejoin="round"/>` +
    `<path d="M620 700h200M620 735h200" stroke="${paint.light}" stroke-opacity=".5" stroke-width="10" stroke-dasharray="18 12"/>` +
    `<path d="M285 200h300v110q-25 20-50 0-25 20-50 0-25 20-50 0-25 20-50 0-25 20-50 0-25 20-50 0z" fill="${paint.light}"/>` +
    `<circle cx="585" cy="195" r="48" fill="${paint.light}" stroke="${paint.dark}" stroke-width="6" stroke-dasharray="4 10"/>`
  )
}
