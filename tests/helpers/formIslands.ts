import fs from 'node:fs'
import path from 'node:path'

const COMPONENTS = path.join(import.meta.dirname, '../../components')

// A field a shopper types into or chooses: any input but a hidden one, a text area, a list.
const SHOPPER_FIELD = /<input\b(?![^>]*type="hidden")|<textarea\b|<select\b/

/** The components' own `.tsx` modules `file` imports (relative imports only: libraries render no shop field). */
function localImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8')
  return [...source.matchAll(/^import [^'"]*['"](\.{1,2}\/[^'"]+\.tsx)['"]/gm)]
    .map((match) => path.resolve(path.dirname(file), match[1]!))
    .filter((imported) => imported.startsWith(COMPONENTS))
}

/** Whether `file`, or a component it renders, has a field a shopper fills in. */
function rendersField(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  return (
    SHOPPER_FIELD.test(fs.readFileSync(file, 'utf8')) ||
    localImports(file).some((imported) => rendersField(imported, seen))
  )
}

/**
 * Every form island of the shop, by its `data-island` name (`checkout/CardForm`): each
 * `components/**\/*.island.tsx` that renders, itself or through its components, a field a
 * shopper types into or chooses. Sorted.
 */
export function formIslands(): string[] {
  return fs
    .readdirSync(COMPONENTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.island.tsx'))
    .filter((file) => rendersField(path.join(COMPONENTS, file)))
    .map((file) =>
      file
        .replace(/\.island\.tsx$/, '')
        .split(path.sep)
        .join('/'),
    )
    .sort()
}
