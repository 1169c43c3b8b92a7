/**
 * Attributes a configurable product's variants differ by, with their column and swatch kind.
 * `inOptionOrder`: the values are listed in the attribute's option order (sizes small to
 * large); otherwise in the variants' order (the model's main colour first).
 */
export const CONFIGURABLE_ATTRIBUTES = [
  { code: 'color', column: 'colour', swatchType: 'color', inOptionOrder: false },
  { code: 'size', column: 'size', swatchType: 'text', inOptionOrder: true },
] as const
