import { lockPgliteFolder } from './pgliteFolderLock.ts'
import { openPgliteWorker, type PgliteSession } from './pgliteWorkerSession.ts'

/** A PGlite worker started ahead of `openDatabase()`, with the folder's lock it holds. */
export interface PrestartedPglite {
  session: Promise<PgliteSession>
  release: () => void
}

const prestarted = new Map<string, PrestartedPglite>()

/**
 * Takes the folder's lock and starts PGlite's worker on it now, so that its WebAssembly start
 * runs on the other core while the server's modules load (`server/index.ts`, docs/performance.md);
 * `openDatabase()` on the same folder then takes this session instead of starting one. A folder
 * another process holds is left alone: `openDatabase()` reports it as it always does.
 */
export function prestartPglite(pgliteDir: string): void {
  if (prestarted.has(pgliteDir)) return
  let release: () => void
  try {
    release = lockPgliteFolder(pgliteDir)
  } catch {
    return
  }
  const session = openPgliteWorker(pgliteDir)
  // Observed by openDatabase(), which reports a failed start; unclaimed, it must not end the process.
  session.catch(() => undefined)
  prestarted.set(pgliteDir, { session, release })
}

/** The worker {@link prestartPglite} started on this folder, handed over once. */
export function takePrestartedPglite(pgliteDir: string): PrestartedPglite | undefined {
  const started = prestarted.get(pgliteDir)
  prestarted.delete(pgliteDir)
  return started
}
