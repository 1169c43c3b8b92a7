/** Attributes a configurable product's variants differ by, with their column and swatch kind. */
export const CONFIGURABLE_ATTRIBUTES = [
  { code: 'color', column: 'colour', swatchType: 'color' },
  { code: 'size', column: 'size', swatchType: 'text' },
] as const
