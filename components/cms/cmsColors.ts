import { colors } from '../theme/tokens.ts'

/** Hex colours only: CMS values go into style attributes. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1)
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(digits.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two hex colours. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Background and text colours of a widget from its CMS settings: invalid values are ignored,
 * and a text colour that would not reach AA contrast (4.5:1) on the background is replaced
 * by black or white, whichever reads better.
 */
export function readableColors(
  background: string | null | undefined,
  text: string | null | undefined,
): { backgroundColor?: string; color?: string } {
  const backgroundColor = background && HEX_COLOUR.test(background) ? background : undefined
  const wanted = text && HEX_COLOUR.test(text) ? text : undefined
  if (!backgroundColor) return wanted && contrastRatio(wanted, colors.white) >= 4.5 ? { color: wanted } : {}
  if (wanted && contrastRatio(wanted, backgroundColor) >= 4.5) return { backgroundColor, color: wanted }
  const color =
    contrastRatio(colors.textBlack, backgroundColor) >= contrastRatio(colors.white, backgroundColor)
      ? colors.textBlack
      : colors.white
  return { backgroundColor, color }
}
