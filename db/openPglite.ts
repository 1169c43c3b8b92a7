import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite, type ParserOptions } from '@electric-sql/pglite'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** Type ids the shop reads differently from the drivers' defaults, on PGlite and PostgreSQL alike. */
export const NUMERIC_OID = 1700
export const INT8_OID = 20
/** A `date` stays its `YYYY-MM-DD` text: a day has no time zone to be shifted by (migration 0062). */
export const DATE_OID = 1082

/** Keeps a value's text as PostgreSQL sent it. */
export const asText = (value: string) => value

/** The parsers PGlite is opened with: amounts and counts as numbers, dates as their text. */
export const PGLITE_PARSERS: ParserOptions = { [NUMERIC_OID]: Number, [INT8_OID]: Number, [DATE_OID]: asText }

/**
 * PostgreSQL's shared buffers inside PGlite's WebAssembly memory, which never shrinks: 128 MB by
 * default, a server's size. One embedded session reads files the OS already caches.
 */
const PGLITE_SHARED_BUFFERS = '16MB'

/**
 * Compiles PostgreSQL's WebAssembly (PGlite's `pglite.wasm`). PGlite keeps what it compiled for
 * its own thread only; a worker handed this module starts without compiling its 9 MB again.
 */
export async function compilePgliteWasm(): Promise<WebAssembly.Module> {
  const wasmFile = new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite'))
  return WebAssembly.compile(await readFile(wasmFile))
}

/**
 * Starts PGlite on a data folder with the shop's extensions, parsers and settings, in this thread
 * and without the folder lock (`openDatabase()` takes it and runs PGlite in a worker thread,
 * db/pgliteWorker.ts). `loadDataDir`: a `dumpDataDir()` archive to fill an empty folder with (a restore);
 * `pgliteWasmModule`: PostgreSQL's WebAssembly already compiled ({@link compilePgliteWasm}).
 */
export async function openPglite(
  dataDir: string,
  { loadDataDir, pgliteWasmModule }: { loadDataDir?: Blob; pgliteWasmModule?: WebAssembly.Module } = {},
): Promise<PGlite> {
  mkdirSync(path.dirname(dataDir), { recursive: true })
  return PGlite.create(dataDir, {
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
    extensions: { unaccent, pg_trgm },
    parsers: PGLITE_PARSERS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  })
}
