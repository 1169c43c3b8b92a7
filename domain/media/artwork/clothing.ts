import type { Paint } from './paint.ts'

// Front views, centred on x = 500, shoulders at y ≈ 220.

function lines(colour: string, width: number, d: string, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/>`
}

/** Jumper: long sleeves, ribbed crew neck, cuffs and hem, a knitted band across the chest. */
export function drawSweater(paint: Paint): string {
  return (
    `<path d="M340 220 195 285q-40 18-45 60l-45 385h110l55-305v355h460V425l55 305h110l-45-385q-5-42-45-60L660 220q-60 55-160 55t-160-55z" fill="${paint.base}"/>` +
    `<path d="M270 425v-60M730 425v-60" stroke="${paint.dark}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M270 780h460v50H270zM105 700h110v40H105zM785 700h110v40H785z" fill="${paint.dark}"/>` +
    lines(
      paint.base,
      6,
      'M300 790v30M340 790v30M380 790v30M420 790v30M460 790v30M500 790v30M540 790v30M580 790v30M620 790v30M660 790v30M700 790v30',
      0.6,
    ) +
    lines(paint.light, 16, 'M270 470l40-35 40 35 40-35 40 35 40-35 40 35 40-35 40 35 40-35 40 35 40-35') +
    lines(paint.dark, 22, 'M340 220q60 55 160 55t160-55')
  )
}

/** T-shirt: short sleeves with hems, a crew neck and a chest pocket. */
export function drawTshirt(paint: Paint): string {
  return (
    `<path d="M350 220 180 300l60 140 60-30v400h400V410l60 30 60-140-170-80q-50 50-150 50t-150-50z" fill="${paint.base}"/>` +
    lines(paint.dark, 10, 'M300 410v-50M700 410v-50', 0.7) +
    lines(paint.dark, 14, 'M225 405l60-30M775 405l-60-30M300 790h400', 0.6) +
    lines(paint.light, 18, 'M350 220q50 50 150 50t150-50') +
    `<rect x="560" y="360" width="90" height="100" rx="8" fill="${paint.dark}" opacity=".5"/>`
  )
}

/** Pyjamas: a striped button-up top with piped collar over matching trousers. */
export function drawPyjamas(paint: Paint): string {
  return (
    `<path d="M300 590h400l40 320H560l-60-230-60 230H260z" fill="${paint.dark}"/>` +
    lines(paint.light, 10, 'M320 610l-30 290M680 610l30 290', 0.5) +
    `<path d="M350 180 205 245l-70 280 90 20 50-170v250h450V375l50 170 90-20-70-280-145-65-150 140z" fill="${paint.base}"/>` +
    lines(paint.light, 12, 'M330 250v350M420 250v350M580 250v350M670 250v350', 0.35) +
    `<path d="M350 180l150 140-70 40zM650 180 500 320l70 40z" fill="${paint.light}"/>` +
    lines(paint.light, 10, 'M500 320v300M140 520l85 20M860 520l-85 20') +
    `<circle cx="500" cy="390" r="14" fill="${paint.darker}"/><circle cx="500" cy="470" r="14" fill="${paint.darker}"/><circle cx="500" cy="550" r="14" fill="${paint.darker}"/>`
  )
}

/** Dressing gown: a long wrap with shawl collar, turned-back cuffs, patch pocket and tied belt. */
export function drawRobe(paint: Paint): string {
  return (
    `<path d="M345 150 195 225l-90 390 110 25 65-220-20 490h480l-20-490 65 220 110-25-90-390-150-75-155 270z" fill="${paint.base}"/>` +
    lines(paint.dark, 10, 'M500 420l60 490', 0.7) +
    `<path d="M345 150l155 270 40-70-110-200zM655 150 500 420l-40-70 110-200z" fill="${paint.light}"/>` +
    `<path d="M105 615l110 25 12-45-105-28zM895 615l-110 25-12-45 105-28z" fill="${paint.light}"/>` +
    `<rect x="270" y="530" width="460" height="44" rx="10" fill="${paint.dark}"/>` +
    `<path d="M560 552l-40 190 30 6 30-170 45 160 28-10z" fill="${paint.dark}"/>` +
    `<circle cx="560" cy="552" r="30" fill="${paint.darker}"/>` +
    `<rect x="610" y="640" width="90" height="100" rx="10" fill="${paint.dark}" opacity=".45"/>`
  )
}
