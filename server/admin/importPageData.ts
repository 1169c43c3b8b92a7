import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import {
  importJobOf,
  recentImportJobs,
  type CatalogueImportJob,
} from '../../domain/backoffice/catalogue/catalogueImportJobs.ts'

/** Problems the page lists at most (the job keeps up to a thousand). */
export const PROBLEMS_SHOWN = 200

/** The import page (/admin/products/import): the job asked for (`?job=`), and the last ones. */
export interface ImportPageData {
  job: (Omit<CatalogueImportJob, 'createdAt' | 'finishedAt'> & { problemCount: number }) | null
  recent: { id: string; fileName: string; status: string; rowCount: number; createdAt: string }[]
  /** The largest file taken, in whole megabytes (`IMPORT_MAX_MB`). */
  maxMegabytes: number
}

/** Whether a job's page should look again soon: its file is being checked or imported. */
export function isJobRunning(status: string): boolean {
  return status === 'checking' || status === 'queued' || status === 'importing'
}

/** The import page's data for a staff member who may edit the catalogue. */
export async function loadImportPage(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  query: URLSearchParams,
  maxBytes: number,
): Promise<ImportPageData> {
  const id = query.get('job') ?? ''
  const [job, recent] = await Promise.all([
    id === '' ? null : importJobOf(db, actor, id),
    recentImportJobs(db, actor),
  ])
  return {
    job: job && {
      id: job.id,
      fileName: job.fileName,
      format: job.format,
      status: job.status,
      rowCount: job.rowCount,
      rowsDone: job.rowsDone,
      picturesTotal: job.picturesTotal,
      picturesDone: job.picturesDone,
      problems: job.problems.slice(0, PROBLEMS_SHOWN),
      problemCount: job.problems.length,
      summary: job.summary,
      unmapped: job.unmapped,
    },
    recent: recent.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    maxMegabytes: Math.floor(maxBytes / 1024 / 1024),
  }
}
