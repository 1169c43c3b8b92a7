const UNSAFE_CHARACTERS: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * Serializes island props as JSON that is safe inside a `<script>` element: no `</script>`,
 * `<!--`, or line separators can break out of it, and JSON.parse reads it back unchanged.
 */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props ?? {}).replace(
    /[<>&\u2028\u2029]/g,
    (character) => UNSAFE_CHARACTERS[character] ?? character,
  )
}
