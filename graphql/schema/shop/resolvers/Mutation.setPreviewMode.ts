import { editorOnly } from '../../../../domain/shop/editorOnly.ts'

/** `setPreviewMode`: refused until editor sign-in exists (never changes anything). */
export function setPreviewMode() {
  return editorOnly()
}
