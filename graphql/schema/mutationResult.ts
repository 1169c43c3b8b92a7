/** Why a mutation changed nothing (the `MutationErrorCode` enum of the schema). */
export type MutationErrorCode =
  | 'INVALID_LENGTH'
  | 'INVALID_RATING'
  | 'INVALID_EMAIL'
  | 'PRODUCT_NOT_FOUND'
  | 'CURRENCY_NOT_AVAILABLE'
  | 'SIGN_IN_REQUIRED'
  | 'EDITOR_ONLY'

/** A mutation outcome: `success`, and when it failed a code to translate and an English message for logs and developers. */
export interface MutationOutcome {
  success: boolean
  errorCode: MutationErrorCode | null
  errorMessage: string | null
}

/** The outcome of a mutation that did what it was asked. */
export function succeeded(): MutationOutcome {
  return { success: true, errorCode: null, errorMessage: null }
}

/** The outcome of a mutation that changed nothing, with its code and an English message. */
export function failed(errorCode: MutationErrorCode, errorMessage: string): MutationOutcome {
  return { success: false, errorCode, errorMessage }
}
