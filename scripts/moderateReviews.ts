import path from 'node:path'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { migrate } from '../db/migrate.ts'
import { listPendingReviews } from '../domain/reviews/reviewModeration.ts'
import { decideReview } from '../domain/backoffice/reviewQueue.ts'
import { COMMAND_LINE_STAFF } from '../domain/backoffice/backOfficeActor.ts'

const USAGE = 'usage: npm run reviews:moderate -- list | approve <id> | reject <id> [reason]'

/** One line per pending review: id, date, product, stars, author, verified, title and the start of the comment. */
function describe(review: Awaited<ReturnType<typeof listPendingReviews>>[number]): string {
  const verified = review.verified_buyer ? ' (verified buyer)' : ''
  const comment = review.comment.replace(/\s+/g, ' ').slice(0, 160)
  return `#${review.id} ${new Date(review.created_at).toISOString().slice(0, 10)} ${review.sku} ${'★'.repeat(review.rating)} [${review.language}] ${review.author}${verified}\n    ${review.title}\n    ${comment}`
}

/**
 * The moderation command on the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR/db, which only one process may open: stop the shop first): lists the reviews
 * waiting, or approves or rejects one by id through the back office's rule, recorded in the
 * audit log as `command line`. Returns the exit code.
 */
export async function runModerationCommand(
  argv: string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  const [action, idText, ...reasonWords] = argv
  const id = Number(idText)
  if (action !== 'list' && !((action === 'approve' || action === 'reject') && Number.isSafeInteger(id))) {
    print(USAGE)
    return 2
  }
  const config = loadConfig()
  const database = await openDatabase({
    pgliteDir: path.join(config.dataDir, 'db'),
    databaseUrl: config.databaseUrl,
    prepare: false,
  })
  try {
    await migrate(database.db)
    if (action === 'list') {
      const pending = await listPendingReviews(database.db)
      print(pending.length === 0 ? 'no review waits for moderation' : pending.map(describe).join('\n'))
      return 0
    }
    const outcome = await decideReview(
      database.db,
      COMMAND_LINE_STAFF,
      {
        id,
        to: action === 'approve' ? 'approved' : 'rejected',
        // The command keeps working without one; the back office asks for it.
        reason: reasonWords.join(' ').trim() || 'rejected from the command line',
      },
      new Date(),
    )
    if (!outcome.ok) {
      print(`no review #${id}`)
      return 1
    }
    const { review } = outcome
    print(
      `review #${review.id} of ${review.sku} is ${review.status}; a running shop shows it within API_CACHE_SECONDS`,
    )
    return 0
  } finally {
    await database.close()
  }
}

/** Entry point of `npm run reviews:moderate`. */
if (import.meta.main) {
  runModerationCommand(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
