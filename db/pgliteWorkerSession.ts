import { existsSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import {
  Mutex,
  parse,
  protocol,
  types,
  type ExecProtocolOptions,
  type PGlite,
  type Results,
} from '@electric-sql/pglite'
import { PGLITE_PARSERS } from './openPglite.ts'
import type {
  PgliteWorkerAsk,
  PgliteWorkerData,
  PgliteWorkerReply,
  PgliteWorkerRequest,
} from './pgliteWorkerMessages.ts'
import { concatBytes } from './protocolBytes.ts'

/**
 * The part of PGlite the shop's pool and prepared statements use (db/pglitePool.ts,
 * db/pglitePreparedStatements.ts): a PGlite instance, or {@link openPgliteWorker}'s session.
 */
export type PgliteSession = Pick<
  PGlite,
  | 'exec'
  | 'execProtocolStream'
  | 'syncToFs'
  | 'serializers'
  | 'parsers'
  | 'runExclusive'
  | 'isInTransaction'
  | 'listen'
  | 'close'
  | 'closed'
>

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]

/**
 * The worker's file: the TypeScript source beside this module when Node or Vitest run the
 * sources, the compiled entry in `dist/node/` (scripts/buildServer.ts) when this module is a
 * chunk there, or one folder up when it was bundled into `dist/node/scripts/`.
 */
function workerFile(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('./pgliteWorker.ts', import.meta.url)
  const beside = new URL('./pgliteWorker.mjs', import.meta.url)
  return existsSync(beside) ? beside : new URL('../pgliteWorker.mjs', import.meta.url)
}

/** PostgreSQL's WebAssembly as the process's first worker compiled it, handed to the next ones. */
let compiledPgliteWasm: WebAssembly.Module | undefined

/** Arrays of every type PostgreSQL knows, as `PGlite` reads them at start-up (its `_initArrayTypes`). */
const ARRAY_TYPES_SQL = `select b.oid, b.typarray from pg_catalog.pg_type a
  left join pg_catalog.pg_type b on b.oid = a.typelem
  where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`

/**
 * Starts PGlite on `dataDir` in a worker thread (db/pgliteWorker.ts, same extensions and settings
 * as `openPglite()`) and answers a session with PGlite's members the shop uses. Statements go to
 * the worker as protocol bytes and come back as bytes (both transferred, not copied); their
 * replies are parsed here by PGlite's own parser and type tables, so rows, errors (a
 * `DatabaseError` with its SQLSTATE `code`, `detail`, `constraint`…) and notifications are those
 * of PGlite in this thread. PostgreSQL's WebAssembly then runs beside the main thread's
 * rendering (docs/performance.md). No folder lock: `openDatabase()` holds it.
 */
export async function openPgliteWorker(dataDir: string): Promise<PgliteSession> {
  const workerData: PgliteWorkerData = {
    dataDir,
    ...(compiledPgliteWasm ? { pgliteWasmModule: compiledPgliteWasm } : {}),
  }
  const worker = new Worker(workerFile(), { workerData })
  const pending = new Map<
    number,
    { resolve: (bytes: Uint8Array | undefined) => void; reject: (error: unknown) => void }
  >()
  let lastId = 0
  let closed = false
  let exitError: Error | undefined
  // Statements the main thread awaits keep the process alive; an idle worker does not, as PGlite in this thread would not.
  const holdWhileWaiting = () => (pending.size === 0 ? worker.unref() : worker.ref())

  const started = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: PgliteWorkerReply) => {
      if (reply.kind === 'ready') {
        compiledPgliteWasm ??= reply.pgliteWasmModule
        return resolve()
      }
      if (reply.kind === 'failed') return reject(reply.error)
      const waiting = pending.get(reply.id)
      pending.delete(reply.id)
      holdWhileWaiting()
      if (reply.kind === 'error') waiting?.reject(reply.error)
      else waiting?.resolve(reply.bytes)
    })
    worker.on('error', (error) => {
      exitError = error
      reject(error)
    })
    worker.on('exit', (code) => {
      closed = true
      exitError ??= new Error(`PGlite's worker stopped (exit code ${code})`)
      reject(exitError)
      for (const waiting of pending.values()) waiting.reject(exitError)
      pending.clear()
    })
  })
  await started
  holdWhileWaiting()

  function ask(request: PgliteWorkerAsk, transfer: ArrayBuffer[] = []): Promise<Uint8Array | undefined> {
    if (closed) return Promise.reject(exitError ?? new Error('PGlite is closed'))
    const id = (lastId += 1)
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject })
      holdWhileWaiting()
      worker.postMessage({ ...request, id } satisfies PgliteWorkerRequest, transfer)
    })
  }

  const parser = new protocol.Parser()
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let transactionStatus = 'I'

  /** What `PGlite.execProtocolStream` answers: the messages up to the first error, which is thrown. */
  async function execProtocolStream(
    message: Uint8Array,
    { syncToFs = true }: ExecProtocolOptions = {},
  ): Promise<BackendMessage[]> {
    // A copy is sent: the caller's bytes may be a view of a buffer it still uses.
    const bytes = message.slice()
    const reply = (await ask({ kind: 'protocol', bytes, syncToFs }, [bytes.buffer])) ?? new Uint8Array(0)
    const messages: BackendMessage[] = []
    let databaseError: InstanceType<typeof protocol.messages.DatabaseError> | undefined
    parser.parse(reply, (backendMessage) => {
      if (backendMessage instanceof protocol.messages.ReadyForQueryMessage)
        transactionStatus = backendMessage.status
      if (databaseError) return
      if (backendMessage instanceof protocol.messages.DatabaseError) databaseError = backendMessage
      else if (backendMessage instanceof protocol.messages.NotificationResponseMessage) {
        const { channel, payload } = backendMessage
        for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener(payload))
      }
      messages.push(backendMessage)
    })
    if (databaseError) throw databaseError
    return messages
  }

  const queries = new Mutex()

  /** Simple-protocol statements (migrations send several at once), as `PGlite.exec`. */
  function exec(sql: string): Promise<Results[]> {
    return queries.runExclusive(async () => {
      try {
        const messages = await execProtocolStream(
          concatBytes([protocol.serialize.query(sql), protocol.serialize.sync()]),
        )
        return parse.parseResults(messages, session.parsers)
      } catch (error) {
        if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query: sql })
        throw error
      }
    })
  }

  const session = {
    serializers: { ...types.serializers },
    parsers: { ...types.parsers, ...PGLITE_PARSERS },
    exec,
    execProtocolStream,
    syncToFs: async () => void (await ask({ kind: 'syncToFs' })),
    runExclusive: <T>(fn: () => Promise<T>) => queries.runExclusive(fn),
    isInTransaction: () => transactionStatus !== 'I',
    async listen(channel: string, callback: (payload: string) => void) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`)
      const channelListeners = listeners.get(channel) ?? new Set()
      listeners.set(channel, channelListeners)
      channelListeners.add(callback)
      if (channelListeners.size === 1) await exec(`listen ${channel}`)
      return async () => {
        channelListeners.delete(callback)
        if (channelListeners.size === 0 && !closed) await exec(`unlisten ${channel}`)
      }
    },
    async close() {
      if (closed) throw new Error('PGlite is closed')
      await queries.runExclusive(() => ask({ kind: 'close' }))
      closed = true
      exitError = new Error('PGlite is closed')
      // PGlite has closed its files: nothing is lost by ending the thread rather than waiting for it to wind down.
      await worker.terminate()
    },
    get closed() {
      return closed
    },
  }

  // PGlite's array parsers and serializers, built from the element types' as PGlite builds them.
  const [arrayTypes] = await exec(ARRAY_TYPES_SQL)
  for (const { oid, typarray } of (arrayTypes?.rows ?? []) as { oid: number; typarray: number }[]) {
    session.serializers[typarray] = (value: unknown) =>
      types.arraySerializer(value, session.serializers[oid], typarray)
    session.parsers[typarray] = (value: string) =>
      types.arrayParser(value, session.parsers[oid] as types.Parser, typarray)
  }
  return session satisfies PgliteSession
}
