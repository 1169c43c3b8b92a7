import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { persistedQueriesPlugin } from '../../../graphql/client/persistedQueriesPlugin.ts'

/**
 * Runs a real `vite build` of a one-line entry with the persisted-query plugin reading
 * `documentsModule`; returns the temporary root, whose `dist/persisted-queries.json` is the manifest.
 */
export async function buildManifest(prefix: string, documentsModule: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), prefix))
  await writeFile(join(root, 'entry.js'), 'export const answer = 42\n')
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: join(root, 'dist/client'), rollupOptions: { input: join(root, 'entry.js') } },
    plugins: [persistedQueriesPlugin({ documentsModule })],
  })
  return root
}
