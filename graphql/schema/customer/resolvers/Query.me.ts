/**
 * `me`: the signed-in customer. There is no sign-in yet (`context.viewer` is always null), so
 * this is null; customer data will be read here once the context carries a viewer.
 */
export function me(): null {
  return null
}
