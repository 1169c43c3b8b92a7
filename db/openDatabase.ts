import { Kysely, PostgresDialect, sql, type LogEvent, type PostgresPool } from 'kysely'
import pg from 'pg'
import { createPglitePool } from './pglitePool.ts'
import { prepareStatementsOn } from './postgresPreparedStatements.ts'
import { migrate } from './migrate.ts'
import type { SeedOptions } from './seed/seedDatabase.ts'
import { ensureSearchSynonyms } from './seed/loadSearchSynonyms.ts'
import { ensureLegalPageTexts, ensureLegalPagesExist } from './seed/ensureLegalPages.ts'
import { ensurePlaceholderAlt } from './seed/ensurePlaceholderAlt.ts'
import { ensureHomePage } from './seed/ensureHomePage.ts'
import type { Database } from './tables.ts'
import { isConnectionError } from './connectionErrors.ts'
import { lockPgliteFolder } from './pgliteFolderLock.ts'
import { asText, DATE_OID, INT8_OID, NUMERIC_OID } from './openPglite.ts'
import { openPgliteWorker } from './pgliteWorkerSession.ts'
import { takePrestartedPglite } from './pglitePrestart.ts'

/** Where the shop's data lives: embedded PGlite files, or a PostgreSQL server. */
export interface DatabaseLocation {
  /** PGlite data folder; used when `databaseUrl` is absent. */
  pgliteDir?: string
  /** PostgreSQL connection string. */
  databaseUrl?: string
  /** PostgreSQL schema to work in (created when missing); tests use one per run. */
  schema?: string
  /** Told of every error saying the PostgreSQL server cannot be reached (see {@link isConnectionError}). */
  onConnectionError?: (error: unknown) => void
}

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions extends DatabaseLocation {
  /** Migrate, and seed an empty catalogue (default true). */
  prepare?: boolean
  seed?: SeedOptions
}

/** One statement as the query builder saw it end: how long it took and whether it failed. */
export interface QueryObservation {
  durationMs: number
  failed: boolean
  /** The statement's text with its parameters as placeholders (`bench:page-queries` groups by it). */
  sql: string
  /** The statement's parameters (`bench:page-queries` explains slow statements with them). */
  parameters: readonly unknown[]
}

/** How the connections are used now: PGlite has one session, so `total` is 1 there. */
export interface PoolUse {
  /** Connections open (PostgreSQL) or 1 (PGlite). */
  total: number
  /** Open connections nobody holds. */
  idle: number
  /** Callers waiting for a connection. */
  waiting: number
  /** The most connections the pool opens. */
  max: number
}

/** An open shop database with its typed query builder. */
export interface ShopDatabase {
  db: Kysely<Database>
  kind: 'pglite' | 'postgres'
  /** Number of SQL statements sent since opening (tests use it to prove listings are N+1 free). */
  statementCount(): number
  /**
   * Calls `listener` after every statement (metrics); answers a function that stops. Every
   * statement goes through Kysely's log hook, on PGlite and PostgreSQL alike.
   */
  observeQueries(listener: (query: QueryObservation) => void): () => void
  /** How the connection pool is used at this moment. */
  poolUse(): PoolUse
  /**
   * Listens to `NOTIFY` on `channel` (`page_cache_purge`): PGlite's own session, or a
   * dedicated PostgreSQL connection (reconnected when lost). `handler` gets each payload and
   * the schema this database works in, since one PostgreSQL database may hold several shops'
   * schemas. Answers a function that stops listening.
   */
  listen(channel: string, handler: (payload: string, schema: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** The connection option that makes `schema` (then public) where a connection's statements look. */
function searchPathOption(schema: string | undefined): string | undefined {
  return schema ? `-c search_path=${schema},public` : undefined
}

function openPostgresPool(databaseUrl: string, schema: string | undefined): pg.Pool {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === NUMERIC_OID || oid === INT8_OID
        ? Number
        : oid === DATE_OID
          ? asText
          : pg.types.getTypeParser(oid, format ?? 'text'),
  }
  const options = searchPathOption(schema)
  // A server that does not answer fails the request after 5 s instead of holding it until the client gives up.
  return new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    types,
    options,
    connectionTimeoutMillis: 5000,
  })
}

/**
 * The pool as Kysely sees it: a connection that cannot be opened is reported before it fails,
 * and each connection runs Kysely's statements prepared (postgresPreparedStatements.ts).
 * Idle connections the server ends (a restart) are dropped by the pool; without a listener
 * their error would end the process.
 */
function reportingPool(pool: pg.Pool, onConnectionError: (error: unknown) => void): PostgresPool {
  pool.on('error', (error) => onConnectionError(error))
  return {
    async connect() {
      try {
        return prepareStatementsOn(await pool.connect())
      } catch (error) {
        onConnectionError(error)
        throw error
      }
    },
    end: () => pool.end(),
    // Kysely cancels a statement through a client of its own made from these.
    options: pool.options,
    Client: (pool as unknown as Pick<PostgresPool, 'Client'>).Client,
  }
}

const RECONNECT_DELAY_MS = 1000

/** Listens on a connection of its own (a pooled one would be handed back), reconnecting after a loss. */
async function listenOnPostgres(
  databaseUrl: string,
  schema: string | undefined,
  channel: string,
  handler: (payload: string, schema: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`)
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const reconnectLater = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect().catch(reconnectLater)
    }, RECONNECT_DELAY_MS)
  }
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, options: searchPathOption(schema) })
    next.on('error', () => {
      if (client === next) client = null
      next.end().catch(() => {})
      reconnectLater()
    })
    await next.connect()
    const { rows } = await next.query<{ schema: string }>('select current_schema() as schema')
    const currentSchema = rows[0]?.schema ?? 'public'
    next.on('notification', (message) => handler(message.payload ?? '', currentSchema))
    await next.query(`listen ${channel}`)
    client = next
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await (client as pg.Client | null)?.end()
  }
}

/**
 * Opens the shop database: PostgreSQL when `databaseUrl` is set, else PGlite in
 * `pgliteDir`, which this process then holds until closed: another process's open of the same
 * folder is refused (pgliteFolderLock.ts). With `prepare` (the default) it applies pending
 * migrations and seeds an empty catalogue, so a fresh checkout starts with a browsable shop.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<ShopDatabase> {
  let statements = 0
  const queryListeners = new Set<(query: QueryObservation) => void>()
  const reportConnectionError = (error: unknown) => {
    if (isConnectionError(error)) options.onConnectionError?.(error)
  }
  const log = (event: LogEvent) => {
    statements += 1
    if (event.level === 'error') reportConnectionError(event.error)
    for (const listener of queryListeners)
      listener({
        durationMs: event.queryDurationMillis,
        failed: event.level === 'error',
        sql: event.query.sql,
        parameters: event.query.parameters,
      })
  }
  let db: Kysely<Database>
  let closeDriver: () => Promise<void>
  let kind: ShopDatabase['kind']
  let listen: ShopDatabase['listen']
  let poolUse: ShopDatabase['poolUse']
  if (options.databaseUrl) {
    if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema))
      throw new Error(`Invalid schema name ${options.schema}`)
    const pool = openPostgresPool(options.databaseUrl, options.schema)
    poolUse = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    })
    if (options.schema) await pool.query(`create schema if not exists ${options.schema}`)
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: reportingPool(pool, reportConnectionError) }),
      log,
    })
    closeDriver = async () => {}
    kind = 'postgres'
    const { databaseUrl, schema } = options
    listen = (channel, handler) => listenOnPostgres(databaseUrl, schema, channel, handler)
  } else {
    if (!options.pgliteDir) throw new Error('openDatabase needs pgliteDir or databaseUrl')
    // One process per folder: a second one (a command while the shop runs) would lose its writes.
    const prestarted = takePrestartedPglite(options.pgliteDir)
    const release = prestarted?.release ?? lockPgliteFolder(options.pgliteDir)
    const pglite = await (prestarted?.session ?? openPgliteWorker(options.pgliteDir)).catch(
      (error: unknown) => {
        release()
        throw error
      },
    )
    const pool = createPglitePool(pglite)
    poolUse = () => pool.use()
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log })
    closeDriver = async () => {
      await pglite.close()
      release()
    }
    kind = 'pglite'
    listen = async (channel, handler) => {
      const unlisten = await pglite.listen(channel, (payload) => handler(payload, 'public'))
      return async () => {
        if (!pglite.closed) await unlisten()
      }
    }
  }
  const shopDatabase: ShopDatabase = {
    db,
    kind,
    statementCount: () => statements,
    observeQueries(listener) {
      queryListeners.add(listener)
      return () => queryListeners.delete(listener)
    },
    poolUse,
    listen,
    async close() {
      await db.destroy()
      await closeDriver()
    },
  }
  if (options.prepare !== false) await prepareDatabase(shopDatabase, options.seed)
  return shopDatabase
}

/**
 * Applies migrations and seeds the catalogue when it has no product yet; a catalogue seeded
 * before the search synonyms existed gets them, its legal pages and the placeholder picture's
 * alt text get the current texts.
 */
export async function prepareDatabase(shopDatabase: ShopDatabase, seed?: SeedOptions): Promise<void> {
  await migrate(shopDatabase.db)
  const { count } = await shopDatabase.db
    .selectFrom('product')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  // The seed's modules (demo catalogue, orders, texts) load only for a first start (docs/performance.md).
  if (count === 0) await (await import('./seed/seedDatabase.ts')).seedDatabase(shopDatabase.db, seed)
  else {
    await ensureSearchSynonyms(shopDatabase.db)
    await ensureLegalPagesExist(shopDatabase.db)
    await ensureLegalPageTexts(shopDatabase.db)
    await ensurePlaceholderAlt(shopDatabase.db)
    await ensureHomePage(shopDatabase.db)
  }
}
