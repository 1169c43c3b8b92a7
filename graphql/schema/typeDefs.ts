import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const SCHEMA_DIR = import.meta.dirname
/** The file that declares `type Query` and `type Mutation`; every other file extends them. */
const ROOT_FILE = path.join('shop', 'shop.graphql')

/** The shop API's SDL: every `graphql/schema/<domain>/*.graphql` file, the root types first. */
export function loadTypeDefs(): string {
  const files = readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => Number(b === ROOT_FILE) - Number(a === ROOT_FILE) || a.localeCompare(b))
  return files.map((file) => readFileSync(path.join(SCHEMA_DIR, file), 'utf8')).join('\n')
}
