import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

/**
 * Refusal to open a PGlite folder another live process has open: PGlite keeps the database in
 * one process's memory and writes its files back on its own schedule, so a second process's
 * changes are silently lost (docs/operations.md, "One process per PGlite folder").
 */
export class PgliteFolderBusy extends Error {
  readonly pid: number
  readonly pgliteDir: string

  constructor(pid: number, pgliteDir: string) {
    super(
      `The shop (PID ${pid}) runs on DATA_DIR ${path.dirname(pgliteDir)}, and its PGlite database serves one process only: a change made here would be lost. Stop the shop first, or run the shop and this command on PostgreSQL (DATABASE_URL).`,
    )
    this.name = 'PgliteFolderBusy'
    this.pid = pid
    this.pgliteDir = pgliteDir
  }
}

/** The lock file beside a PGlite folder (`DATA_DIR/db.lock` for `DATA_DIR/db`): the folder itself must stay PGlite's. */
export const lockFileOf = (pgliteDir: string) => `${path.resolve(pgliteDir)}.lock`

/** Opens of each folder by this process: a folder opened twice stays locked until both are closed. */
const heldByThisProcess = new Map<string, number>()

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The PID written in a lock file, or null when there is none (or it holds no number). */
function pidIn(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** The PID of another live process that has the PGlite folder open, or null (a lock left by a dead process does not count). */
export function pgliteFolderHolder(pgliteDir: string): number | null {
  const pid = pidIn(lockFileOf(pgliteDir))
  return pid !== null && pid !== process.pid && isRunning(pid) ? pid : null
}

/** Throws {@link PgliteFolderBusy} when another live process has the PGlite folder open. */
export function assertPgliteFolderFree(pgliteDir: string): void {
  const holder = pgliteFolderHolder(pgliteDir)
  if (holder !== null) throw new PgliteFolderBusy(holder, pgliteDir)
}

/**
 * Takes the PGlite folder for this process: writes its PID in the lock file beside the folder,
 * replacing a lock whose process is gone; throws {@link PgliteFolderBusy} when a live process
 * holds it. Answers the release, which deletes the file once this process's last open is closed.
 */
export function lockPgliteFolder(pgliteDir: string): () => void {
  const lockFile = lockFileOf(pgliteDir)
  const opens = heldByThisProcess.get(lockFile) ?? 0
  if (opens === 0) {
    assertPgliteFolderFree(pgliteDir)
    // A lock of a dead process (or our own from before a restart with the same PID) is replaced.
    rmSync(lockFile, { force: true })
    mkdirSync(path.dirname(lockFile), { recursive: true })
    try {
      const file = openSync(lockFile, 'wx')
      writeSync(file, `${process.pid}\n`)
      closeSync(file)
    } catch (error) {
      // Another process took it between the check and the write.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        throw new PgliteFolderBusy(pidIn(lockFile) ?? 0, pgliteDir)
      throw error
    }
  }
  heldByThisProcess.set(lockFile, opens + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (heldByThisProcess.get(lockFile) ?? 1) - 1
    if (left > 0) return void heldByThisProcess.set(lockFile, left)
    heldByThisProcess.delete(lockFile)
    if (pidIn(lockFile) === process.pid) rmSync(lockFile, { force: true })
  }
}
