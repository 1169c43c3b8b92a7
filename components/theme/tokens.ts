/** Design tokens (docs/storefront-rules.md#design-tokens): the only place colours, fonts and sizes are defined. */
export const colors = {
  brandPrimary: '#408fdb',
  /** Darker primary for text on white: #408fdb alone does not reach WCAG AA contrast. */
  brandPrimaryText: '#1f64a8',
  brandSecondary: '#fff3ed',
  warning: '#f45610',
  error: '#f45610',
  /** Darker error for small text on white (AA contrast). */
  errorText: '#b83a05',
  textBlack: '#1a1a1a',
  white: '#ffffff',
  grey: '#f4f4f4',
  greyBorder: '#d6d6d6',
  greyText: '#595959',
} as const

export const fonts = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
} as const

export const fontWeights = { medium: 500, semibold: 600, bold: 700 } as const

/** Type scale from 1.1rem to 3.2rem. */
export const fontSizes = {
  small: '1.1rem',
  body: '1.4rem',
  large: '1.8rem',
  h3: '2rem',
  h2: '2.4rem',
  h1: '3.2rem',
} as const

/** Breakpoints of the responsive device types; phone is the default at 360 px. */
export const breakpoints = { phone: 360, tablet: 768, desktop: 1024 } as const

export const media = {
  /** Below tablets, for the rare rule that only phones need (most rules are phone-first). */
  phoneOnly: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
} as const

/** Theme backgrounds (docs/storefront-rules.md#page-states): grey by default, white when a page releases it. */
export const themeBackgrounds = { grey: colors.grey, white: colors.white } as const

/** Name of a page theme. */
export type Theme = keyof typeof themeBackgrounds
