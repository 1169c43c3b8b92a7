import { failed, type MutationOutcome } from '../mutationResult.ts'

/** The outcome of preview and x-ray switches until editors can sign in: refused, nothing changed. */
export function editorOnly(): MutationOutcome {
  return failed('EDITOR_ONLY', 'Preview and x-ray modes are reserved to signed-in editors')
}
