import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The folder that holds `package.json`: the files the server reads at run time (migrations, the
 * API's SDL, `.po` catalogues, PDF fonts, the seed) are found from it, so the same code finds
 * them when run from its TypeScript sources and when compiled into one file under `dist/`.
 * Server side only (it reads the disk).
 */
export const PROJECT_ROOT = projectRootAbove(import.meta.dirname)

function projectRootAbove(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${start}`)
  }
}
