import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import {
  RELEASE_MANIFEST,
  migrationProblems,
  migrationsDigest,
  readMigrationFiles,
  readReleaseManifest,
} from '../db/migrationRules.ts'
import { PROJECT_ROOT } from '../config/projectRoot.ts'

/**
 * `npm run release:record -- <name>`, run on the commit being deployed with a clean tree:
 * appends it to db/releases.json as the release serving now (commit, last migration, digest of
 * the migrations it ships), so the next migrations are checked against it and the upgrade test
 * runs its server (docs/deployment.md#upgrades). Commit the file afterwards.
 */
async function recordRelease(name: string | undefined): Promise<void> {
  if (!name || !/^\d{4}-\d{2}-\d{2}(\.\d+)?$/.test(name))
    throw new Error('usage: npm run release:record -- <YYYY-MM-DD[.N]>')
  const git = (...args: string[]) => execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim()
  if (git('status', '--porcelain', '--', 'db/migrations'))
    throw new Error('db/migrations has uncommitted changes: record a commit as it was deployed')
  const manifest = await readReleaseManifest()
  if (manifest.releases.some((release) => release.name === name))
    throw new Error(`release ${name} is already recorded`)
  // The first release has nothing to be checked against.
  const problems = manifest.releases.length > 0 ? migrationProblems(await readMigrationFiles(), manifest) : []
  if (problems.length > 0) throw new Error(`these migrations may not ship:\n${problems.join('\n')}`)
  const files = await readMigrationFiles()
  manifest.releases.push({
    name,
    commit: git('rev-parse', 'HEAD'),
    lastMigration: files.at(-1)!.name,
    migrationsDigest: migrationsDigest(files),
  })
  await writeFile(RELEASE_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`recorded release ${name} at ${manifest.releases.at(-1)!.commit} (${files.at(-1)!.name})`)
}

if (import.meta.main) await recordRelease(process.argv[2])
