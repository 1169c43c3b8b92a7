/** One sample of Prometheus's text exposition format. */
export interface PrometheusSample {
  name: string
  labels: Record<string, string>
  value: number
}

// Values as Go's ParseFloat reads them, as Prometheus does: NaN and Inf in any case (prom-client writes `Nan`).
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? ([+-]?(?:[0-9.]+(?:e[+-]?[0-9]+)?|nan|inf))(?: -?\d+)?$/i
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g
const COMMENT = /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/

/** Parses an exposition (version 0.0.4); throws on the first line that is none of a sample, HELP or TYPE. */
export function parsePrometheusText(text: string): PrometheusSample[] {
  const samples: PrometheusSample[] = []
  for (const line of text.split('\n')) {
    if (line === '' || COMMENT.test(line)) continue
    const match = SAMPLE.exec(line)
    if (!match) throw new Error(`Not a Prometheus sample: ${line}`)
    const labels: Record<string, string> = {}
    for (const label of (match[2] ?? '').matchAll(LABEL)) labels[label[1]!] = label[2]!
    samples.push({ name: match[1]!, labels, value: valueOf(match[3]!) })
  }
  return samples
}

/** The value of the sample named `name` whose labels include `labels` (0 when there is none). */
export function sampleValue(
  samples: PrometheusSample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  const sample = samples.find(
    (candidate) =>
      candidate.name === name &&
      Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
  )
  return sample?.value ?? 0
}

function valueOf(text: string): number {
  const lower = text.toLowerCase()
  if (lower === 'nan') return Number.NaN
  if (lower.endsWith('inf')) return lower.startsWith('-') ? -Infinity : Infinity
  return Number(text)
}
