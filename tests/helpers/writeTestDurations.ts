/**
 * Refreshes `tests/testDurations.json` (what `slowestFirstSequencer.ts` orders by) from the
 * output of a full run: `npm test 2>&1 | tee /tmp/test.log`, then
 * `npx tsx tests/helpers/writeTestDurations.ts /tmp/test.log`. Run it on the CI machine's kind
 * of hardware, with `TEST_DATABASE_URL` set so the PostgreSQL project is timed too.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const log = process.argv[2]
if (!log) throw new Error('Usage: tsx tests/helpers/writeTestDurations.ts <output of npm test>')
// A file's summary line: "✓ pglite tests/api/cart.test.ts (20 tests) 3767ms" (colours stripped).
const FILE_LINE = /^\s*[✓×]\s+(\S+)\s+(\S+\.test\.tsx?)\s+\(\d+ tests?[^)]*\)\s+([\d.]+)(m?s)/
const durations: Record<string, number> = {}
for (const line of readFileSync(log, 'utf8')
  // eslint-disable-next-line no-control-regex -- the log's colour codes
  .replace(/\x1b\[[0-9;]*m/g, '')
  .split('\n')) {
  const match = FILE_LINE.exec(line)
  if (!match) continue
  const [, project, file, value, unit] = match
  durations[`${project} ${file}`] =
    Math.round((unit === 's' ? Number(value) : Number(value) / 1000) * 10) / 10
}
const sorted = Object.fromEntries(Object.entries(durations).sort((a, b) => b[1] - a[1]))
writeFileSync(
  path.resolve(import.meta.dirname, '../testDurations.json'),
  `${JSON.stringify(sorted, null, 1)}\n`,
)
console.log(`${Object.keys(sorted).length} files timed`)
