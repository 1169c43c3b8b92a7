import { useLingui } from '@lingui/react/macro'
import { audienceOf } from '../listing/productImage.ts'

/**
 * The alt text of a product's pictures in the store's language: what is shown, from the
 * product's name, the picture's colour and the product's audience
 * ("Alba wool mule, colour Grey, for women"); the picture's own alt when its colour is unknown.
 */
export function useProductPictureAlt(
  name: string,
  gender: string | null | undefined,
): (image: { colorLabel: string | null; alt: string }) => string {
  const { t } = useLingui()
  const audience = audienceOf(gender)
  return ({ colorLabel: colour, alt }) => {
    if (!colour) return `${name} – ${alt}`
    if (audience === 'men') return t`${name}, colour ${colour}, for men`
    if (audience === 'women') return t`${name}, colour ${colour}, for women`
    if (audience === 'child') return t`${name}, colour ${colour}, for kids`
    return t`${name}, colour ${colour}`
  }
}
