/**
 * Whether parsed JSON nests objects and arrays more than `maxDepth` levels (`{}` is one level).
 * Walks with its own stack: the deep values it must refuse would overflow a recursive walk.
 */
export function exceedsJsonDepth(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 1]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next
    if (typeof current !== 'object' || current === null) continue
    if (depth > maxDepth) return true
    for (const child of Object.values(current)) pending.push([child, depth + 1])
  }
  return false
}
