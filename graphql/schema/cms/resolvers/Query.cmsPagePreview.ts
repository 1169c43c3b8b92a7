import type { ShopContext } from '../../context.ts'

/**
 * `cmsPagePreview`: the draft the back office's preview renders (docs/back-office.md#content).
 * Only an in-process render puts one in the context, so over HTTP it is always null; the field
 * is not `@public`, so no shared cache keeps its answer.
 */
export function cmsPagePreview(_: unknown, __: unknown, context: ShopContext) {
  return context.cmsDraft
}
