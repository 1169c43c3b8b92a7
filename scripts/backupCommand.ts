import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config.ts'
import { backupShop, restoreShop, type ShopDataLocation } from '../db/backup/shopBackup.ts'
import { DOWNLOADS_FOLDER } from '../domain/downloads/downloadStorage.ts'
import { uploadsDirOf } from '../domain/media/pictureStorage.ts'

/**
 * The secrets a shop started without them keeps in DATA_DIR (db/storedSecret.ts): restored with
 * the data, sessions stay signed in and the links sent to shoppers keep working.
 */
const STORED_SECRETS = ['session-secret', 'payment-webhook-secret', 'order-link-secret']

/** The configured shop's data: its database and the files of DATA_DIR that orders and products need. */
function shopDataLocation(): ShopDataLocation {
  const config = loadConfig()
  const uploads = path.relative(config.dataDir, uploadsDirOf(config.dataDir))
  return {
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    dataPaths: [DOWNLOADS_FOLDER, uploads, ...STORED_SECRETS],
    contentFolders: [DOWNLOADS_FOLDER, uploads],
  }
}

/** A command line that does not name a command and a file. */
class UsageError extends Error {}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/**
 * `backup FILE`: writes the shop's database and data files to FILE; `restore FILE [--force]`:
 * puts them back into an empty DATA_DIR and database (`--force`: replacing what is there).
 * Answers what was done, in a line.
 */
export async function runBackupCommand(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  const [command, named, ...extra] = positionals
  if ((command !== 'backup' && command !== 'restore') || !named || extra.length > 0)
    throw new UsageError('usage: backupCommand.ts backup FILE | restore FILE [--force]')
  // npm runs scripts in the project's folder: a relative FILE is meant from where `npm run` was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), named)
  if (command === 'backup' && values.force) throw new UsageError('--force goes with restore only')
  const started = performance.now()
  const elapsed = () => `${Math.round(performance.now() - started)} ms`
  if (command === 'backup') {
    const manifest = await backupShop(shopDataLocation(), file)
    const bytes = manifest.entries.reduce((sum, entry) => sum + entry.size, 0)
    const written = `backup of the ${manifest.databaseKind} database at ${manifest.schemaMigration ?? 'no migration'} and ${manifest.entries.length - 1} data files (${megabytes(bytes)}) written to ${file} in ${elapsed()}`
    const bucket = loadConfig().mediaBucket?.bucket
    // The pictures of a bucket are not files of DATA_DIR: say so rather than let the file look complete.
    return bucket
      ? `${written}; uploaded pictures are in the bucket ${bucket}, not in this file (keep them with its versioning or replication)`
      : written
  }
  const manifest = await restoreShop(shopDataLocation(), file, { force: values.force })
  return `restored the ${manifest.databaseKind} database at ${manifest.schemaMigration ?? 'no migration'} and ${manifest.entries.length - 1} data files of ${manifest.createdAt} from ${file} in ${elapsed()}`
}

if (import.meta.main) {
  runBackupCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(error instanceof UsageError ? 2 : 1)
    },
  )
}
