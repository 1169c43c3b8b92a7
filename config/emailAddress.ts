const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/

/** Whether an e-mail address looks deliverable (one @, a dotted domain, no spaces); pure, so islands check as the API does. */
export function isEmailAddress(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email)
}
