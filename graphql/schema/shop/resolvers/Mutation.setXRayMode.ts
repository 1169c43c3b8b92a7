import { editorOnly } from '../../../../domain/shop/editorOnly.ts'

/** `setXRayMode`: refused until editor sign-in exists (never changes anything). */
export function setXRayMode() {
  return editorOnly()
}
