import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PgliteFolderBusy, lockFileOf, lockPgliteFolder, pgliteFolderHolder } from './pgliteFolderLock.ts'

let dataDir: string
let pgliteDir: string
const children: ChildProcess[] = []

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'))
  pgliteDir = path.join(dataDir, 'db')
})
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** Another live process, whose PID a lock file can name. */
function otherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' })
  children.push(child)
  return child
}

/** The PID of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

describe('the PGlite folder lock', () => {
  it('writes this process’s PID beside the folder while held, and deletes it when released', () => {
    const release = lockPgliteFolder(pgliteDir)
    expect(lockFileOf(pgliteDir)).toBe(path.join(dataDir, 'db.lock'))
    expect(readFileSync(lockFileOf(pgliteDir), 'utf8').trim()).toBe(String(process.pid))
    release()
    expect(existsSync(lockFileOf(pgliteDir))).toBe(false)
  })

  it('refuses the folder of another live process, naming its PID and DATA_DIR and the ways out', () => {
    const holder = otherProcess()
    writeFileSync(lockFileOf(pgliteDir), `${holder.pid}\n`)
    expect(pgliteFolderHolder(pgliteDir)).toBe(holder.pid)
    expect(() => lockPgliteFolder(pgliteDir)).toThrow(PgliteFolderBusy)
    expect(() => lockPgliteFolder(pgliteDir)).toThrow(
      `The shop (PID ${holder.pid}) runs on DATA_DIR ${dataDir}`,
    )
    expect(() => lockPgliteFolder(pgliteDir)).toThrow(
      /Stop the shop first, or run the shop and this command on PostgreSQL \(DATABASE_URL\)/,
    )
    expect(readFileSync(lockFileOf(pgliteDir), 'utf8').trim()).toBe(String(holder.pid))
  })

  it('takes over a lock left by a process that is gone', async () => {
    writeFileSync(lockFileOf(pgliteDir), `${await deadPid()}\n`)
    expect(pgliteFolderHolder(pgliteDir)).toBeNull()
    const release = lockPgliteFolder(pgliteDir)
    expect(readFileSync(lockFileOf(pgliteDir), 'utf8').trim()).toBe(String(process.pid))
    release()
  })

  it('keeps the folder locked until the last of this process’s opens is closed', () => {
    const first = lockPgliteFolder(pgliteDir)
    const second = lockPgliteFolder(pgliteDir)
    first()
    first()
    expect(readFileSync(lockFileOf(pgliteDir), 'utf8').trim()).toBe(String(process.pid))
    second()
    expect(existsSync(lockFileOf(pgliteDir))).toBe(false)
  })
})
