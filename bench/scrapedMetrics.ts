import { readFileSync } from 'node:fs'
import path from 'node:path'

const DASHBOARD = path.resolve(import.meta.dirname, '../deploy/grafana/shop-dashboard.json')

interface Panel {
  title: string
  fieldConfig?: { defaults?: { unit?: string } }
  targets: { expr: string; legendFormat?: string }[]
}

interface Sample {
  metric: Record<string, string>
  value: [number, string]
}

/**
 * A dashboard expression over the whole run instead of Grafana's moving window: rates and
 * increases over the run's seconds; a gauge as its last value and its highest over the run
 * (a subquery at the scrape interval).
 */
export function expressionsOverRun(expression: string, seconds: number): { label: string; expr: string }[] {
  const window = `${Math.max(1, Math.round(seconds))}s`
  if (/\b(rate|increase)\(/.test(expression))
    return [
      {
        label: 'over the run',
        expr: expression.replaceAll(/\[(\$__rate_interval|\d+[smh])\]/g, `[${window}]`),
      },
    ]
  return [
    { label: 'at the end', expr: expression },
    { label: 'highest', expr: `max_over_time((${expression})[${window}:5s])` },
  ]
}

function formatted(value: number, unit: string | undefined): string {
  if (!Number.isFinite(value)) return String(value)
  switch (unit) {
    case 's':
      return `${(value * 1000).toFixed(1)} ms`
    case 'percentunit':
      return `${(value * 100).toFixed(2)} %`
    case 'bytes':
      return `${(value / 2 ** 20).toFixed(0)} MiB`
    case 'reqps':
    case 'ops':
      return `${value.toFixed(2)}/s`
    default:
      return Number.isInteger(value) ? String(value) : value.toFixed(2)
  }
}

function legendOf(format: string | undefined, metric: Record<string, string>): string {
  return (format ?? '').replaceAll(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => metric[name] ?? '') || '(all)'
}

async function query(prometheusUrl: string, expression: string): Promise<Sample[]> {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expression)}`)
  const answer = (await response.json()) as { status: string; error?: string; data?: { result: Sample[] } }
  if (answer.status !== 'success') throw new Error(`Prometheus refused ${expression}: ${answer.error}`)
  return answer.data?.result ?? []
}

/**
 * What Prometheus scraped from the instances during a run, panel by panel of the shop's Grafana
 * dashboard (deploy/grafana/shop-dashboard.json), and the alerts of deploy/prometheus/alerts.yml
 * firing at the end: the dashboard as text, for a benchmark's output.
 */
export async function scrapedMetricsReport(prometheusUrl: string, seconds: number): Promise<string> {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] }
  const lines = [`Metrics scraped by Prometheus (${prometheusUrl}) over the ${Math.round(seconds)} s run:`]
  for (const panel of dashboard.panels) {
    lines.push(`  ${panel.title}`)
    const unit = panel.fieldConfig?.defaults?.unit
    for (const target of panel.targets) {
      for (const { label, expr } of expressionsOverRun(target.expr, seconds)) {
        const samples = await query(prometheusUrl, expr)
        if (samples.length === 0) lines.push(`    ${legendOf(target.legendFormat, {})} (${label}): no series`)
        for (const sample of samples)
          lines.push(
            `    ${legendOf(target.legendFormat, sample.metric)} (${label}): ${formatted(Number(sample.value[1]), unit)}`,
          )
      }
    }
  }
  const firing = await query(prometheusUrl, 'ALERTS{alertstate="firing"}')
  lines.push(
    `  Alerts firing at the end: ${firing.length === 0 ? 'none' : firing.map((sample) => `${sample.metric.alertname} (${sample.metric.instance ?? 'all'})`).join(', ')}`,
  )
  return lines.join('\n')
}
