import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const DURATIONS_FILE = path.resolve(import.meta.dirname, '../testDurations.json')

/** Seconds a file took on CI (`tests/testDurations.json`, keyed `project path`), or a guess by folder for a new file. */
function estimatedSeconds(durations: Record<string, number>, file: TestSpecification, root: string): number {
  const relative = path.relative(root, file.moduleId)
  const known = durations[`${file.project.name} ${relative}`]
  if (known !== undefined) return known
  if (isBrowserFile(file)) return 50
  if (relative.startsWith('tests/shell/') || relative.startsWith('tests/catalogue/')) return 15
  if (relative.startsWith('tests/')) return 8
  return 1
}

function isBrowserFile(file: TestSpecification): boolean {
  return file.moduleId.includes('/tests/browser/')
}

function readDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>
  } catch {
    return {}
  }
}

/**
 * Orders the files so that the workers run one browser journey at a time beside the other
 * files, longest first. Two Chromium journeys side by side on a 2-core machine each ran more
 * than twice as slowly; and Vitest's own order (cached durations, which a clean CI checkout
 * lacks, else file size) starts the short but slow browser files last. The order is a
 * simulation of the workers with the durations of an earlier CI run: whichever worker is free
 * takes the longest browser file when none is running, else the longest other file.
 */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readDurations()
    const root = this.ctx.config.root
    const byLength = (list: TestSpecification[]) =>
      list
        .map((file) => ({ file, seconds: estimatedSeconds(durations, file, root) }))
        .sort((a, b) => b.seconds - a.seconds)
    const browsers = byLength(files.filter(isBrowserFile))
    const others = byLength(files.filter((file) => !isBrowserFile(file)))
    const workers = Array.from({ length: Math.max(1, this.ctx.config.maxWorkers) }, () => ({
      freeAt: 0,
      runsBrowser: false,
    }))
    const order: TestSpecification[] = []
    while (browsers.length > 0 || others.length > 0) {
      const worker = workers.reduce((earliest, candidate) =>
        candidate.freeAt < earliest.freeAt ? candidate : earliest,
      )
      const browserRunning = workers.some(
        (other) => other !== worker && other.runsBrowser && other.freeAt > worker.freeAt,
      )
      const takeBrowser = browsers.length > 0 && (!browserRunning || others.length === 0)
      const next = (takeBrowser ? browsers : others).shift()!
      order.push(next.file)
      worker.freeAt += next.seconds
      worker.runsBrowser = takeBrowser
    }
    return order
  }
}
