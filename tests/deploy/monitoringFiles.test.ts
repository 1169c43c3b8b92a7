import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'

const root = path.resolve(import.meta.dirname, '../..')
const TOKEN = 'monitoring-files-token-of-32-characters'
/** Series Prometheus makes itself, not the shop. */
const PROMETHEUS_SERIES = new Set(['up'])
const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan'])

interface AlertRule {
  alert: string
  expr: string
  for?: string
  annotations: { summary: string; description: string }
}

let server: TestServer
/** The names the server's exposition carries (a histogram's with its _bucket, _count and _sum). */
let exported: Set<string>

beforeAll(async () => {
  server = await startTestServer({ metrics: { port: undefined, token: TOKEN } })
  const response = await server.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  exported = new Set(
    [...response.body.matchAll(/^# TYPE (\S+) (\w+)$/gm)].flatMap(([, name, type]) =>
      type === 'histogram'
        ? [`${name}_bucket`, `${name}_count`, `${name}_sum`]
        : type === 'summary'
          ? [name!, `${name}_count`, `${name}_sum`]
          : [name!],
    ),
  )
}, 120_000)
afterAll(async () => server?.close())

/** The metric names a PromQL expression reads: identifiers outside label matchers, ranges and groupings that call nothing. */
function metricNamesOf(expression: string): string[] {
  const stripped = expression
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
  return [...stripped.matchAll(/(?<![\w$.])([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)]
    .map((match) => match[1]!)
    .filter((name) => !PROMQL_WORDS.has(name.toLowerCase()))
}

function alertRules(): AlertRule[] {
  const file = parse(readFileSync(path.join(root, 'deploy/prometheus/alerts.yml'), 'utf8')) as {
    groups: { name: string; rules: AlertRule[] }[]
  }
  return file.groups.flatMap((group) => group.rules)
}

function dashboardExpressions(): string[] {
  const dashboard = JSON.parse(
    readFileSync(path.join(root, 'deploy/grafana/shop-dashboard.json'), 'utf8'),
  ) as {
    panels: { title: string; targets: { expr: string }[] }[]
  }
  return dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr))
}

describe('monitoring files in deploy/', () => {
  it('reads metric names out of PromQL, not functions, labels or ranges', () => {
    expect(
      metricNamesOf('histogram_quantile(0.99, sum by (le, kind) (rate(a_bucket{kind=~"page|api"}[5m]))) > 2'),
    ).toEqual(['a_bucket'])
    expect(metricNamesOf('sum(rate(b_total[$__rate_interval])) / sum(c) and up == 0')).toEqual([
      'b_total',
      'c',
      'up',
    ])
  })

  it('has alert rules for the 5xx rate, the p99, the outbox backlog and readiness, each explained', () => {
    const rules = alertRules()
    const expressions = rules.map((rule) => rule.expr).join('\n')
    expect(expressions).toMatch(/status=~"5\.\."/)
    expect(expressions).toMatch(/histogram_quantile\(0\.99/)
    expect(expressions).toContain('shop_outbox_oldest_due_seconds')
    expect(expressions).toContain('shop_database_available')
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^Shop[A-Z]\w+$/)
      expect(rule.annotations.summary.length).toBeGreaterThan(10)
      expect(rule.annotations.description.length).toBeGreaterThan(10)
    }
  })

  it('reads in alerts and dashboard only metrics the server exports', () => {
    const expressions = [...alertRules().map((rule) => rule.expr), ...dashboardExpressions()]
    expect(expressions.length).toBeGreaterThan(15)
    const read = new Set(expressions.flatMap(metricNamesOf))
    expect(read.size).toBeGreaterThan(10)
    const unknown = [...read].filter((name) => !exported.has(name) && !PROMETHEUS_SERIES.has(name))
    expect(unknown).toEqual([])
  })

  it('charts every metric of the shop’s own on the dashboard', () => {
    const charted = new Set(dashboardExpressions().flatMap(metricNamesOf))
    const shopMetrics = [...exported].filter(
      (name) => name.startsWith('shop_') && !/_(sum|count)$/.test(name) && !name.endsWith('_bucket'),
    )
    const chartedFamily = (name: string) =>
      charted.has(name) || ['_bucket', '_count', '_sum'].some((suffix) => charted.has(`${name}${suffix}`))
    const histograms = [...exported]
      .filter((name) => name.startsWith('shop_') && name.endsWith('_bucket'))
      .map((name) => name.slice(0, -'_bucket'.length))
    expect([...shopMetrics, ...histograms].filter((name) => !chartedFamily(name))).toEqual([])
  })
})
