import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PROJECT_ROOT } from '../../config/projectRoot.ts'

const SCHEMA_DIR = path.join(PROJECT_ROOT, 'graphql', 'schema')
/** The file that declares `type Query` and `type Mutation`; every other file extends them. */
const ROOT_FILE = path.join('shop', 'shop.graphql')

/** The shop API's SDL: every `graphql/schema/<domain>/*.graphql` file, the root types first. */
export function loadTypeDefs(): string {
  const files = readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => Number(b === ROOT_FILE) - Number(a === ROOT_FILE) || a.localeCompare(b))
  return files.map((file) => readFileSync(path.join(SCHEMA_DIR, file), 'utf8')).join('\n')
}
