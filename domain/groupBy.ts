/**
 * Groups `rows` by key in the order of `keys`, as DataLoader batch functions must answer:
 * one (possibly empty) array per key.
 */
export function groupBy<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): R[][] {
  const groups = new Map<K, R[]>(keys.map((key) => [key, []]))
  for (const row of rows) groups.get(keyOf(row))?.push(row)
  return keys.map((key) => groups.get(key) ?? [])
}
