import { signInRequired } from '../signInRequired.ts'

/** `createReturnAuthorization`: refused for anonymous shoppers (changes nothing). */
export function createReturnAuthorization() {
  return { ...signInRequired(), returnAuthorization: null }
}
