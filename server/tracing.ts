import { register } from 'node:module'
import { NodeSDK } from '@opentelemetry/sdk-node'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici'
import { FastifyOtelInstrumentation } from '@fastify/otel'

/** Probes and scrapes: a span each would bury the shoppers' requests. */
const OPERATIONS_ROUTES = new Set(['/healthz', '/readyz', '/metrics'])

/**
 * OpenTelemetry tracing (docs/operations.md#metrics-and-traces), imported by `server/index.ts`
 * only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set, before the app: `pg` must be loaded after its
 * instrumentation is in place. A span per request (`@fastify/otel`, which reads an incoming
 * `traceparent`), its SQL statements (`pg`) and outgoing HTTP calls (`undici`: Varnish purges,
 * the marketing provider), sent over OTLP/HTTP; the `OTEL_*` variables configure the rest
 * (`OTEL_SERVICE_NAME`, `OTEL_TRACES_SAMPLER`, `OTEL_BSP_SCHEDULE_DELAY`, …).
 */
export function startTracing(): NodeSDK {
  // The shop is ES modules: `pg` imported by one is patched through import-in-the-middle's loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url)
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'slipper-shop',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // A span per request and its handler; one per hook (thirty plugins) would be noise.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (route) => OPERATIONS_ROUTES.has(route.url),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
  })
  sdk.start()
  return sdk
}
