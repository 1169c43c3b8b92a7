// React's own render of the peers' category page, with nothing around it: no server, no document,
// no data loading, no compression. Every peer renders this same component for each request, so
// its time is the floor under any React framework's uncached page on this machine, and pages per
// second of one core at that time is the ceiling of a one-process Node server rendering it.
// `npm run bench:peers` runs it in a child process with NODE_ENV=production (React's production
// build) and prints it beside the goals. Alone: NODE_ENV=production tsx bench/peers/reactAlone.tsx <fixture.json>
import fs from 'node:fs'
import { renderToString } from 'react-dom/server'
import { CategoryPage, type CategoryFixture } from './shared/CategoryPage.tsx'

/** What one run prints, as JSON on its last line. */
export interface ReactAloneFigures {
  /** Median over the rounds of the mean time of one render, ms. */
  renderMs: number
  /** Characters of the rendered markup (the component's, without a document). */
  markupChars: number
  /** React's build the timings come from. */
  nodeEnv: string | undefined
}

const WARM_UP = 500
const ROUNDS = 7
const PER_ROUND = 400

function measure(fixture: CategoryFixture): ReactAloneFigures {
  const element = <CategoryPage data={fixture} />
  let markupChars = 0
  for (let index = 0; index < WARM_UP; index++) markupChars = renderToString(element).length
  const roundMeans: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint()
    for (let index = 0; index < PER_ROUND; index++) renderToString(element)
    roundMeans.push(Number(process.hrtime.bigint() - start) / 1e6 / PER_ROUND)
  }
  roundMeans.sort((a, b) => a - b)
  return { renderMs: roundMeans[Math.floor(ROUNDS / 2)] ?? 0, markupChars, nodeEnv: process.env.NODE_ENV }
}

const fixtureFile = process.argv[2]
if (!fixtureFile) throw new Error('usage: tsx bench/peers/reactAlone.tsx <fixture.json>')
const fixture = JSON.parse(fs.readFileSync(fixtureFile, 'utf8')) as CategoryFixture
console.log(JSON.stringify(measure(fixture)))
