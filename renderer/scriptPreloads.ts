/** A built file of the client manifest (Vite's `dist/assets.json`) and the chunks it imports. */
interface ManifestChunk {
  file: string
  imports?: string[]
}

/** The page shell every shop page runs (Vike's client entry). */
const SHELL_ENTRY = 'renderer/+client.ts'
/** The header's chunk: the shell imports it at once on every page with the header (its counts). */
const HEADER_CHUNK = 'components/header/showHeaderShopper.ts'

/** A file with every chunk it imports, depth first, each once. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen))]
}

const tagsOf = new WeakMap<object, { shell: string; withHeader: string }>()

/**
 * `<link rel="modulepreload">` tags for the scripts every page loads one after the other: the
 * shell (at the end of the body), the chunk it imports, and the header's chunk that it imports
 * when it runs. In the head, the browser fetches them together instead of discovering each
 * from the one before. Empty without a manifest (development: Vite serves modules itself).
 */
export function scriptPreloadTags(
  manifest: Record<string, ManifestChunk> | null | undefined,
  withHeader: boolean,
): string {
  if (!manifest) return ''
  let tags = tagsOf.get(manifest)
  if (!tags) {
    const seen = new Set<string>()
    const link = (file: string) => `<link rel="modulepreload" href="/${file}">`
    const shell = filesOf(manifest, SHELL_ENTRY, seen).map(link).join('')
    tags = { shell, withHeader: shell + filesOf(manifest, HEADER_CHUNK, seen).map(link).join('') }
    tagsOf.set(manifest, tags)
  }
  return withHeader ? tags.withHeader : tags.shell
}
