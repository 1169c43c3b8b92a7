/** An address id from the API (a decimal string), or null when it cannot be one. */
export function addressIdOf(id: string): number | null {
  if (!/^\d{1,15}$/.test(id)) return null
  return Number(id)
}
