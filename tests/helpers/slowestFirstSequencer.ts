import { statSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Rank of a test file's folder by how long its files take: browser journeys, then pages, then the API. */
function folderRank(moduleId: string): number {
  if (moduleId.includes('/tests/browser/')) return 3
  if (moduleId.includes('/tests/shell/') || moduleId.includes('/tests/catalogue/')) return 2
  if (moduleId.includes('/tests/')) return 1
  return 0
}

function sizeOf(moduleId: string): number {
  try {
    return statSync(moduleId).size
  } catch {
    return 0
  }
}

/**
 * Starts the slowest files first, so the run does not end on one long browser journey while
 * the other worker idles. Vitest orders by the durations it cached, which a clean CI checkout
 * lacks, and falls back to file size, which puts the short but slow browser files last.
 */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = new Map(files.map((file) => [file, { rank: folderRank(file.moduleId), size: sizeOf(file.moduleId) }]))
    return [...files].sort((a, b) => {
      const [first, second] = [weight.get(a)!, weight.get(b)!]
      return second.rank - first.rank || second.size - first.size
    })
  }
}
