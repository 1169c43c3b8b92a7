import type { Paint } from './paint.ts'

/** Gift box: a lidded box in the colour, tied with a light ribbon and bow, sock cuffs peeking out. */
export function drawGiftbox(paint: Paint): string {
  return (
    `<path d="M245 380v-90h60v90zM695 380v-110h60v110z" fill="${paint.light}"/>` +
    `<path d="M245 310h60M695 290h60" stroke="${paint.dark}" stroke-width="12"/>` +
    `<rect x="230" y="430" width="540" height="340" rx="12" fill="${paint.base}"/>` +
    `<rect x="230" y="430" width="270" height="340" rx="12" fill="${paint.dark}" opacity=".35"/>` +
    `<rect x="205" y="370" width="590" height="90" rx="12" fill="${paint.dark}"/>` +
    `<path d="M470 370h60v400h-60zM205 395h590v40H205z" fill="${paint.light}"/>` +
    `<path d="M500 370c-80-90-190-60-150-10 30 35 110 25 150 10zm0 0c80-90 190-60 150-10-30 35-110 25-150 10z" fill="${paint.light}" stroke="${paint.dark}" stroke-width="8"/>` +
    `<circle cx="500" cy="370" r="26" fill="${paint.light}" stroke="${paint.dark}" stroke-width="8"/>`
  )
}
