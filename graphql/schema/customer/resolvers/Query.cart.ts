/** `cart`: no cart exists before checkout is built. */
export function cart(): null {
  return null
}
