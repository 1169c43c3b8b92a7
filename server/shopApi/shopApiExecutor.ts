import { isConnectionError } from '../../db/connectionErrors.ts'
import type { ExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { getOperationAST, parse, print } from '../../graphql/graphqlRuntime.ts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { createShopContext } from '../../graphql/schema/context.ts'
import { ERROR_CODES } from '../../domain/errors.ts'
import { maskResult } from './maskErrors.ts'
import {
  databaseUnavailableOutcome,
  maintenanceOutcome,
  requestError,
  type OperationOutcome,
  type OperationRequest,
} from './operationRequest.ts'
import { resolveDocument } from './resolveDocument.ts'
import { MAX_LIST_ENTRIES, overlongListIn } from './listSizeLimit.ts'
import type { PersistedQueryStore } from './persistedQueries.ts'
import type { ListingAggregateCache } from '../../domain/catalog/aggregateCache.ts'
import { DATABASE_RETRY_AFTER_SECONDS } from '../databaseAvailability.ts'
import { ALL_PAGES_TAG, MENU_TAG } from '../pageCache/pageTags.ts'
import type { OperationClassifier, PublicResponseCache } from './publicResponseCache.ts'
import { apiOperationChannel, type ApiOperationEvent } from './shopApiEvents.ts'

/** Runs shop API operations in-process: the HTTP routes and the server render both use it. */
export interface ShopApiExecutor {
  /** Runs one operation and returns its result (errors masked, codes in `extensions.code`). */
  execute(request: OperationRequest): Promise<ExecutionResult>
  /** Same, with how HTTP should report it: in production only documents of the build manifest run. */
  run(request: OperationRequest, options: { method: 'GET' | 'POST' }): Promise<OperationOutcome>
  /**
   * Runs a document of the server's own code (a form action) for a shopper: it takes a parsed,
   * typed document, never a text from a request, so there is no manifest to check it against.
   */
  runDocument<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    request: InProcessRequest,
  ): Promise<TypedOperationOutcome<TData>>
  /**
   * Drops cached public answers showing content changed outside a mutation (`product:SL-00001`),
   * e.g. by an order a webhook placed; `menu` or `all` (what no answer is tagged with) drops every answer.
   */
  invalidateContent(tags: Iterable<string>): void
}

/** Who a server-side operation runs for: the store, the shopper's scope and the log; its document comes from code. */
export type InProcessRequest = Pick<OperationRequest, 'store' | 'scope' | 'log' | 'headers'>

/** An outcome whose result has the data type of the document that ran. */
export type TypedOperationOutcome<TData> = Omit<OperationOutcome, 'result'> & {
  result: ExecutionResult<TData>
}

interface ExecutorDependencies {
  app: FastifyInstance
  db: Kysely<Database>
  persistedQueries: PersistedQueryStore
  isMaintenance: () => boolean
  aggregateCache: ListingAggregateCache | null
  /** Answers of public queries shared between requests; null runs every query. */
  responseCache?: PublicResponseCache | null
  /** Tells public queries from per-shopper ones. */
  classifier: OperationClassifier
  /** Where uploaded pictures' URLs start (`/media/uploads/` or `MEDIA_S3_PUBLIC_URL`); the route by default. */
  uploadedPictureBase?: string
}

const SYNTAX_ERROR = /^Syntax Error/

function validationOutcome(errors: readonly GraphQLError[]): OperationOutcome {
  const formatted: GraphQLFormattedError[] = errors.map((error) => {
    const code = SYNTAX_ERROR.test(error.message)
      ? ERROR_CODES.GRAPHQL_PARSE_FAILED
      : /Variable "\$/.test(error.message)
        ? ERROR_CODES.BAD_USER_INPUT
        : ERROR_CODES.GRAPHQL_VALIDATION_FAILED
    return {
      message: error.message,
      ...(error.locations ? { locations: error.locations } : {}),
      extensions: { code },
    }
  })
  return { result: { errors: formatted as never }, isRequestError: true }
}

function isMutationOverGet(query: string, operationName: string | null | undefined): boolean {
  try {
    const operation = getOperationAST(parse(query, { maxTokens: 5000 }), operationName ?? undefined)
    return operation !== null && operation !== undefined && operation.operation !== 'query'
  } catch {
    return false
  }
}

/** Replaces NUL characters in every string of a variables value with U+FFFD (no SQL text can hold NUL). */
function replaceNul(value: unknown): unknown {
  if (typeof value === 'string')
    return value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value
  if (Array.isArray(value)) return value.map(replaceNul)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceNul(item)]))
  return value
}

const documentTexts = new WeakMap<object, string>()

/** A document's text, printed once per document. */
function documentText(document: TypedDocumentNode<unknown, never>): string {
  let text = documentTexts.get(document)
  if (text === undefined) {
    text = print(document)
    documentTexts.set(document, text)
  }
  return text
}

/** Creates the executor over mercurius (`app.graphql`), which parses, validates, caches and runs. */
export function createShopApiExecutor({
  app,
  db,
  persistedQueries,
  isMaintenance,
  aggregateCache,
  responseCache,
  classifier,
  uploadedPictureBase,
}: ExecutorDependencies): ShopApiExecutor {
  const isDatabaseAvailable = () => !app.hasDecorator('isDatabaseAvailable') || app.isDatabaseAvailable()
  /** An outcome that failed because the database went away becomes the 503 a client retries. */
  const unlessDatabaseLost = (outcome: OperationOutcome): OperationOutcome =>
    !isDatabaseAvailable() &&
    outcome.result.errors?.some(
      (error) =>
        (error as { extensions?: { code?: unknown } }).extensions?.code === ERROR_CODES.INTERNAL_SERVER_ERROR,
    )
      ? refusedForOutage()
      : outcome
  /** The 503 of an outage: counted (`/readyz`), not logged; the outage itself was logged once. */
  const refusedForOutage = (): OperationOutcome => {
    if (app.hasDecorator('databaseOutage')) app.databaseOutage.refused()
    return databaseUnavailableOutcome(DATABASE_RETRY_AFTER_SECONDS)
  }
  async function execute(
    request: OperationRequest,
    document: { query: string; hash: string },
    log: FastifyBaseLogger,
  ): Promise<OperationOutcome> {
    const context = createShopContext(
      request.store,
      db,
      log,
      aggregateCache,
      request.scope,
      uploadedPictureBase,
    )
    try {
      const variables = request.variables
        ? (replaceNul(request.variables) as Record<string, unknown>)
        : undefined
      const result = await app.graphql(
        document.query,
        context as never,
        variables,
        request.operationName ?? undefined,
      )
      persistedQueries.remember(document.hash, document.query)
      const contentMetadata = context.contentMetadata.entries()
      const withMetadata =
        contentMetadata.length > 0
          ? { ...result, extensions: { ...result.extensions, contentMetadata } }
          : result
      const retryAfter =
        context.retryAfterSeconds === null
          ? {}
          : { retryAfterSeconds: context.retryAfterSeconds, forcedStatus: 429 }
      return {
        result: maskResult(withMetadata, log),
        isRequestError: false,
        changedContent: [...context.changedContent],
        ...retryAfter,
      }
    } catch (error) {
      const errors = (error as { errors?: GraphQLError[] }).errors
      if (Array.isArray(errors)) return validationOutcome(errors)
      // A lost database is logged once by the outage tracker, not once per operation.
      if (!isConnectionError(error)) log.error({ err: error }, 'shop API operation failed')
      return requestError(ERROR_CODES.INTERNAL_SERVER_ERROR, 'Internal server error', 500)
    }
  }

  /** Runs one operation and announces it (kind, error codes, time) when metrics listen. */
  async function runOperation(
    request: OperationRequest,
    method: 'GET' | 'POST',
    inProcess: boolean,
  ): Promise<OperationOutcome> {
    if (!apiOperationChannel.hasSubscribers) return runResolvedOperation(request, method, inProcess)
    const started = performance.now()
    const seen: { kind: ApiOperationEvent['kind'] } = { kind: 'unresolved' }
    const outcome = await runResolvedOperation(request, method, inProcess, seen)
    apiOperationChannel.publish({
      kind: seen.kind,
      errorCodes: (outcome.result.errors ?? []).map((error) => errorCodeOf(error)),
      durationMs: performance.now() - started,
    } satisfies ApiOperationEvent)
    return outcome
  }

  /** Runs one operation; `inProcess` texts come from the server's own code, so the manifest does not bind them. */
  async function runResolvedOperation(
    request: OperationRequest,
    method: 'GET' | 'POST',
    inProcess: boolean,
    seen: { kind: ApiOperationEvent['kind'] } = { kind: 'unresolved' },
  ): Promise<OperationOutcome> {
    const log: FastifyBaseLogger = request.log ?? app.log
    if (isMaintenance()) return maintenanceOutcome()
    if (!isDatabaseAvailable()) return refusedForOutage()
    if (!inProcess) await persistedQueries.complete()
    const document = resolveDocument(request, persistedQueries, inProcess)
    if ('result' in document) return document
    // PostgreSQL text cannot hold NUL: refuse it in the document, replace it in variables.
    if (document.query.includes('\\u0000'))
      return requestError(ERROR_CODES.BAD_USER_INPUT, 'Text values must not contain NUL characters')
    // Before mercurius coerces them: a list no storefront page sends costs nothing to refuse here.
    const overlong = overlongListIn(request.variables)
    if (overlong)
      return requestError(
        ERROR_CODES.BAD_USER_INPUT,
        `Variable "$${overlong}" has more than ${MAX_LIST_ENTRIES} entries`,
      )
    if (method === 'GET' && isMutationOverGet(document.query, request.operationName)) {
      return requestError(ERROR_CODES.METHOD_NOT_ALLOWED, 'Mutations must be sent with POST', 405)
    }
    seen.kind = classifier.kindOf(document.query, request.operationName)
    const isPublicAnswer = seen.kind === 'public query'
    if (!responseCache)
      return unlessDatabaseLost({ ...(await execute(request, document, log)), isPublicAnswer })
    const key = {
      store: request.store.key,
      query: document.query,
      hash: document.hash,
      operationName: request.operationName,
      variables: request.variables,
    }
    return unlessDatabaseLost({
      ...(await responseCache.run(key, () => execute(request, document, log))),
      isPublicAnswer,
    })
  }
  return {
    run: (request, options) => runOperation(request, options.method, false),
    async runDocument<TData, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      request: InProcessRequest,
    ) {
      const outcome = await runOperation(
        { ...request, query: documentText(document), variables },
        'POST',
        true,
      )
      // The schema validated the document, so its data has the document's type.
      return outcome as TypedOperationOutcome<TData>
    },
    invalidateContent(tags) {
      const list = [...tags]
      if (list.includes(ALL_PAGES_TAG) || list.includes(MENU_TAG)) responseCache?.clear()
      else responseCache?.invalidate(list)
    },
    async execute(request) {
      return (await runOperation(request, 'POST', true)).result
    },
  }
}

/** An error's `extensions.code`, or `UNKNOWN`: a label of bounded values (the codes the API defines). */
function errorCodeOf(error: unknown): string {
  const code = (error as { extensions?: { code?: unknown } }).extensions?.code
  return typeof code === 'string' && /^[A-Z_]{1,64}$/.test(code) ? code : 'UNKNOWN'
}
