import { failed } from '../../mutationResult.ts'

/** Why preview and x-ray modes cannot be switched yet: they need a signed-in editor. */
export const EDITOR_ONLY_MESSAGE = 'Preview and x-ray modes are reserved to signed-in editors'

/** `setPreviewMode`: refused until editor sign-in exists (never changes anything). */
export function setPreviewMode() {
  return failed('EDITOR_ONLY', EDITOR_ONLY_MESSAGE)
}

/** `setXRayMode`: refused until editor sign-in exists (never changes anything). */
export function setXRayMode() {
  return failed('EDITOR_ONLY', EDITOR_ONLY_MESSAGE)
}
