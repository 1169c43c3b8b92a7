/** What the main thread asks of the PGlite worker (db/pgliteWorker.ts). */
export type PgliteWorkerAsk =
  { kind: 'protocol'; bytes: Uint8Array; syncToFs: boolean } | { kind: 'syncToFs' } | { kind: 'close' }

/** A request as posted: `id` pairs the worker's reply with it. */
export type PgliteWorkerRequest = PgliteWorkerAsk & { id: number }

/** The worker's answers: its start, then one reply per request (PostgreSQL's protocol bytes, or the error thrown). */
export type PgliteWorkerReply =
  | { kind: 'ready'; pgliteWasmModule: WebAssembly.Module }
  | { kind: 'failed'; error: unknown }
  | { kind: 'reply'; id: number; bytes?: Uint8Array }
  | { kind: 'error'; id: number; error: unknown }

/** What the worker is started with. */
export interface PgliteWorkerData {
  dataDir: string
  /** PostgreSQL's WebAssembly as an earlier worker of this process compiled it: not compiled again. */
  pgliteWasmModule?: WebAssembly.Module
}
