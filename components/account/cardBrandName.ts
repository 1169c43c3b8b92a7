const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  cb: 'CB',
}

/** A card brand as providers report it (`visa`) written as shoppers know it (`Visa`). */
export function cardBrandName(brand: string | null): string {
  if (!brand) return ''
  return BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1)
}
