/** The tones one drawing uses, all derived from the product colour. */
export interface Paint {
  base: string
  /** Shadowed parts: soles, inner sides, folds. */
  dark: string
  /** Deepest shadow and outlines. */
  darker: string
  /** Lit parts and trims: cuffs, piping, stitching. */
  light: string
}

/** Mixes a `#rrggbb` colour towards white (amount > 0) or black (amount < 0), by |amount| (0–1). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0
  const weight = Math.min(1, Math.abs(amount))
  const channels = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16)
    return Math.round(channel + (target - channel) * weight)
  })
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

/** Relative luminance (0 black … 1 white), to keep trims visible on very dark or light colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The tones of a drawing in `hex`: light colours get darker shadows, dark ones lighter trims. */
export function paintOf(hex: string): Paint {
  const bright = luminance(hex) > 0.6
  return {
    base: hex,
    dark: shade(hex, bright ? -0.22 : -0.3),
    darker: shade(hex, bright ? -0.45 : -0.55),
    light: shade(hex, bright ? 0.55 : 0.45),
  }
}
