import { sql, type Kysely } from 'kysely'
import type { Store } from '../../../config/stores.ts'
import type { CatalogueImportStatus, Database } from '../../../db/tables.ts'
import { isConnectionError } from '../../../db/connectionErrors.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import type { DomainLogger } from '../../context.ts'
import { allowed, type BackOfficeActor } from '../backOfficeActor.ts'
import type { PictureStorage } from '../../media/pictureStorage.ts'
import { createPictureFetcher, type PictureFetcher } from '../../media/remotePictures.ts'
import type { CsvProblem } from './catalogueCsvRead.ts'
import type { ImportFileStore, StoredImportFile } from './catalogueImportFiles.ts'

/** How long a worker holds a job before another may take it up (its worker died). */
const LEASE_SECONDS = 600

/** A catalogue import as its page shows it. */
export interface CatalogueImportJob {
  id: string
  fileName: string
  format: 'ours' | 'shopify'
  status: CatalogueImportStatus
  rowCount: number
  rowsDone: number
  /** Pictures (distinct `Image Src` URLs) to fetch and fetched so far by the running import. */
  picturesTotal: number
  picturesDone: number
  problems: CsvProblem[]
  summary: Record<string, number> | null
  unmapped: string[]
  createdAt: Date
  finishedAt: Date | null
}

/** Rows done of the jobs this process runs: PGlite holds every other query until the import's transaction ends. */
const progressHere = new Map<string, number>()

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g

/**
 * The uploader's file name as kept for the pages and the audit log: Unicode-normalised, without
 * control characters, at most 255 characters. It is only ever shown (escaped, isolated from its
 * surroundings' direction), never used as a path: the file is stored under a server-made key.
 */
export function importFileNameOf(name: string): string {
  const kept = [...name.normalize('NFC').replace(CONTROL_CHARACTERS, '').trim()].slice(0, 255).join('')
  return kept === '' ? 'products.csv' : kept
}

/** Creates the import job of an uploaded file, to be checked by the worker (`catalogue.edit`); null when not allowed. */
export async function createImportJob(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  fileName: string,
  file: StoredImportFile,
): Promise<string | null> {
  if (!allowed(actor, 'catalogue.edit')) return null
  const row = await db
    .insertInto('catalogue_import_job')
    .values({
      file_name: importFileNameOf(fileName),
      stored_file: file.key,
      file_bytes: file.bytes,
      format: /^\uFEFF?[^\n]*\bHandle\b[^\n]*\bVariant SKU\b/.test(file.head) ? 'shopify' : 'ours',
      created_by_staff_id: actor.staffId,
      created_by: actor.email,
      client_address: actor.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

/** Starts a checked job without problems (`catalogue.edit`): the worker imports it next. False when it cannot start. */
export async function startImportJob(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: string,
): Promise<boolean> {
  if (!allowed(actor, 'catalogue.edit') || !/^\d{1,18}$/.test(id)) return false
  const result = await db
    .updateTable('catalogue_import_job')
    .set({ status: 'queued', rows_done: 0 })
    .where('id', '=', id)
    .where('status', '=', 'checked')
    .where(sql<boolean>`jsonb_array_length(problems) = 0`)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A job for its page (`catalogue.edit`), or null. */
export async function importJobOf(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: string,
): Promise<CatalogueImportJob | null> {
  if (!allowed(actor, 'catalogue.edit') || !/^\d{1,18}$/.test(id)) return null
  const row = await db
    .selectFrom('catalogue_import_job')
    .select([
      'id',
      'file_name',
      'format',
      'status',
      'row_count',
      'rows_done',
      'pictures_total',
      'pictures_done',
      'problems',
      'summary',
      'created_at',
      'finished_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const { unmapped, ...summary } = (row.summary ?? {}) as Record<string, number> & { unmapped?: string[] }
  return {
    id: String(row.id),
    fileName: row.file_name,
    format: row.format,
    status: row.status,
    rowCount: row.row_count,
    rowsDone: Math.max(row.rows_done, progressHere.get(String(row.id)) ?? 0),
    picturesTotal: row.pictures_total,
    picturesDone: row.pictures_done,
    problems: row.problems as CsvProblem[],
    summary: row.summary ? summary : null,
    unmapped: unmapped ?? [],
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
  }
}

/** The last jobs, newest first, for the import page's list. */
export async function recentImportJobs(
  db: Kysely<Database>,
  actor: BackOfficeActor,
): Promise<
  { id: string; fileName: string; status: CatalogueImportStatus; rowCount: number; createdAt: Date }[]
> {
  if (!allowed(actor, 'catalogue.edit')) return []
  const rows = await db
    .selectFrom('catalogue_import_job')
    .select(['id', 'file_name', 'status', 'row_count', 'created_at'])
    .orderBy('id', 'desc')
    .limit(10)
    .execute()
  return rows.map((row) => ({
    id: String(row.id),
    fileName: row.file_name,
    status: row.status,
    rowCount: row.row_count,
    createdAt: new Date(row.created_at),
  }))
}

/** Claims the oldest job to check or import, for `LEASE_SECONDS` (skipping those another worker holds). */
async function claimJob(db: Kysely<Database>) {
  const { rows } = await sql<{ id: string; status: CatalogueImportStatus }>`
    update catalogue_import_job set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}),
      status = case status when 'queued' then 'importing' else status end
    where id = (
      select id from catalogue_import_job
      where (status in ('checking', 'queued') or status = 'importing')
        and (locked_until is null or locked_until < now())
      order by id limit 1 for update skip locked
    )
    returning id, status`.execute(db)
  return rows[0] ?? null
}

/** What the worker reads and writes besides the database: the stored files, the pictures and where they may come from. */
export interface ImportWorkerFiles {
  files: ImportFileStore
  pictureStorage: PictureStorage
  /** Hosts whose pictures are fetched even at a private address (`IMPORT_IMAGE_HOSTS`). */
  pictureHosts: readonly string[]
  /** Makes the fetcher of one import (default: the SSRF-safe one of `remotePictures.ts`). */
  pictureFetcher?: () => PictureFetcher
}

/** A job's file as the check reads it: a stream of the stored file, or the text of a job uploaded before migration 0082. */
async function sourceOf(db: Kysely<Database>, io: ImportWorkerFiles, id: string) {
  const job = await db
    .selectFrom('catalogue_import_job')
    .select(['content', 'stored_file'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return job.stored_file ? io.files.open(job.stored_file) : job.content
}

/** Forgets a job's stored file once the job can no longer start (done, failed, or with problems). */
async function dropStoredFile(db: Kysely<Database>, io: ImportWorkerFiles, id: string): Promise<void> {
  const row = await db
    .selectFrom('catalogue_import_job')
    .select('stored_file')
    .where('id', '=', id)
    .executeTakeFirst()
  await db
    .updateTable('catalogue_import_job')
    .set({ stored_file: null, content: '' })
    .where('id', '=', id)
    .execute()
  if (row?.stored_file) await io.files.remove(row.stored_file)
}

/**
 * The CSV check, the catalogue writer and the pictures' steps (csv-parse among them): loaded by
 * the first job, not with the worker at start-up (docs/performance.md).
 */
async function importSteps() {
  const [check, write, pictures] = await Promise.all([
    import('./catalogueCsvCheck.ts'),
    import('./catalogueCsvWrite.ts'),
    import('./catalogueImportPictures.ts'),
  ])
  return { ...check, ...write, ...pictures }
}

/** Checks one job's file: its problems and summary are stored, and it is `checked`. */
async function checkJob(db: Kysely<Database>, io: ImportWorkerFiles, id: string): Promise<void> {
  const { checkCatalogueCsv } = await importSteps()
  const check = await checkCatalogueCsv(db, await sourceOf(db, io, id), { pictureHosts: io.pictureHosts })
  await db
    .updateTable('catalogue_import_job')
    .set({
      status: 'checked',
      format: check.format,
      row_count: check.rowCount,
      pictures_total: new Set(
        check.products.flatMap((product) => product.pictures.map((picture) => picture.url)),
      ).size,
      problems: JSON.stringify(check.problems),
      summary: JSON.stringify({ ...check.summary, unmapped: check.unmapped }),
      locked_until: null,
    })
    .where('id', '=', id)
    .execute()
  if (check.problems.length > 0) await dropStoredFile(db, io, id)
}

/** Puts a job back to `checked` with the problems its run found: it wrote nothing and cannot start. */
async function refuseJob(db: Kysely<Database>, io: ImportWorkerFiles, id: string, problems: CsvProblem[]) {
  await db
    .updateTable('catalogue_import_job')
    .set({ status: 'checked', problems: JSON.stringify(problems), locked_until: null })
    .where('id', '=', id)
    .execute()
  await dropStoredFile(db, io, id)
}

/**
 * Imports one started job: checks the file again (the catalogue may have changed since the dry
 * run), fetches its pictures (before the transaction, which must not wait on the web), then
 * writes every row and picture in ONE transaction with its audit row and the job's `done`, or
 * nothing: a new problem of a row, or a picture that cannot be fetched, puts the job back to
 * `checked` with its problems (line, column, reason), and an error fails it.
 */
async function importJob(
  db: Kysely<Database>,
  stores: readonly Store[],
  io: ImportWorkerFiles,
  id: string,
  now: () => Date,
): Promise<void> {
  const job = await db
    .selectFrom('catalogue_import_job')
    .select(['file_name', 'created_by_staff_id', 'created_by', 'client_address'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  const {
    checkCatalogueCsv,
    fetchImportPictures,
    removeUnusedImportPictures,
    writeCatalogueImport,
    writeImportPictures,
  } = await importSteps()
  const check = await checkCatalogueCsv(db, await sourceOf(db, io, id), { pictureHosts: io.pictureHosts })
  if (check.problems.length > 0) return refuseJob(db, io, id, check.problems)

  const renewLease = (values: { rows_done?: number; pictures_done?: number; pictures_total?: number }) =>
    // Outside the import's transaction, not awaited: on PostgreSQL any instance's page sees it at once.
    void db
      .updateTable('catalogue_import_job')
      .set({ ...values, locked_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where('id', '=', id)
      .where('status', '=', 'importing')
      .execute()
      .catch(() => undefined)
  let lastWrite = 0
  const fetcher = (io.pictureFetcher ?? (() => createPictureFetcher({ allowedHosts: io.pictureHosts })))()
  const pictures = await fetchImportPictures(check.products, fetcher, io.pictureStorage, (done, total) => {
    if (done > 0 && done < total && Date.now() - lastWrite < 1000) return
    lastWrite = Date.now()
    renewLease({ pictures_done: done, pictures_total: total })
  }).finally(() => fetcher.close())
  if (pictures.problems.length > 0) {
    await removeUnusedImportPictures(db, io.pictureStorage, pictures.stored)
    return refuseJob(db, io, id, pictures.problems)
  }

  const total = check.products.length
  const onProgress = (productsDone: number) => {
    const rowsDone = Math.round((productsDone / Math.max(total, 1)) * check.rowCount)
    progressHere.set(id, rowsDone)
    if (Date.now() - lastWrite < 1000) return
    lastWrite = Date.now()
    renewLease({ rows_done: rowsDone })
  }
  try {
    await db.transaction().execute(async (trx) => {
      const at = now()
      const counts = await writeCatalogueImport(
        trx,
        stores,
        check.products,
        at,
        { kind: 'import', reference: `CSV import ${id} (${job.created_by})` },
        onProgress,
      )
      const picturesAdded = await writeImportPictures(trx, check.products, pictures.hashOf, at)
      await recordAudit(trx, {
        actor: {
          staffId: job.created_by_staff_id,
          label: job.created_by,
          clientAddress: job.client_address,
        },
        action: 'catalogue.import',
        subjectType: 'catalogue_import_job',
        subjectId: id,
        before: null,
        after: { file: job.file_name, rows: check.rowCount, ...counts, picturesAdded },
        at,
      })
      await trx
        .updateTable('catalogue_import_job')
        .set({
          status: 'done',
          rows_done: check.rowCount,
          pictures_done: pictures.hashOf.size,
          summary: JSON.stringify({ ...check.summary, ...counts, picturesAdded, unmapped: check.unmapped }),
          locked_until: null,
          finished_at: at,
        })
        .where('id', '=', id)
        .execute()
    })
  } catch (error) {
    await removeUnusedImportPictures(db, io.pictureStorage, pictures.stored)
    throw error
  } finally {
    progressHere.delete(id)
  }
  await dropStoredFile(db, io, id)
}

/** The catalogue import worker: checks uploaded files and imports started ones, one job at a time per process. */
export interface CatalogueImportWorker {
  start(): void
  /** Looks for work now (after an upload or a start). */
  kick(): void
  /** Runs every job due now and resolves when none is left (tests, shutdown). */
  drain(): Promise<void>
  stop(): Promise<void>
}

/**
 * Creates the worker the shop's server runs beside its outboxes (docs/back-office.md#csv-import-and-export).
 * Jobs are claimed with a lease (`FOR UPDATE SKIP LOCKED`), so several instances never run one
 * job twice and a job whose instance died is taken up again.
 */
export function createCatalogueImportWorker(options: {
  db: Kysely<Database>
  stores: readonly Store[]
  log: DomainLogger
  pollIntervalMs: number
  io: ImportWorkerFiles
  now?: () => Date
}): CatalogueImportWorker {
  const { db, stores, log, io } = options
  const now = options.now ?? (() => new Date())
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let again = false

  async function runDue(): Promise<void> {
    for (let job = await claimJob(db); job; job = await claimJob(db)) {
      const id = String(job.id)
      try {
        if (job.status === 'checking') await checkJob(db, io, id)
        else await importJob(db, stores, io, id, now)
      } catch (error) {
        // A lost database fails no job: its lease runs out and a later run takes it again.
        if (isConnectionError(error)) throw error
        log.error({ err: error, job: id }, 'catalogue import failed')
        await db
          .updateTable('catalogue_import_job')
          .set({
            status: 'failed',
            last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
            locked_until: null,
            finished_at: now(),
          })
          .where('id', '=', id)
          .execute()
        await dropStoredFile(db, io, id)
      }
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        // A lost database is logged once by the outage tracker (server/databaseAvailability.ts); the next run retries.
        await runDue().catch((error: unknown) => {
          if (!isConnectionError(error)) log.error({ err: error }, 'catalogue import run failed')
        })
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }

  return {
    start() {
      timer ??= setInterval(() => void run(), options.pollIntervalMs).unref()
    },
    kick() {
      void run()
    },
    drain: run,
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running
    },
  }
}
