// The worker thread that owns the shop's PGlite instance (db/pgliteWorkerSession.ts starts it):
// PostgreSQL's WebAssembly runs here while the main thread renders. It only moves protocol bytes;
// parsing them, errors and notifications are the main thread's (docs/architecture.md, Data).
// Node runs this file itself, outside any bundler's transform: erasable TypeScript only.
import { parentPort, workerData } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { compilePgliteWasm, openPglite } from './openPglite.ts'
import type { PgliteWorkerData, PgliteWorkerReply, PgliteWorkerRequest } from './pgliteWorkerMessages.ts'
import { concatBytes } from './protocolBytes.ts'

if (!parentPort) throw new Error('db/pgliteWorker.ts runs as a worker thread (openPgliteWorker)')
const port = parentPort
const post = (reply: PgliteWorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer)

/** Runs `bytes` through PostgreSQL and answers what it wrote back, unparsed. */
async function exchange(pglite: PGlite, bytes: Uint8Array, syncToFs: boolean): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  // The chunks are views of PGlite's WebAssembly memory: copied before the next statement reuses it.
  await pglite.execProtocolRawStream(bytes, {
    syncToFs,
    onRawData: (chunk) => void chunks.push(chunk.slice()),
  })
  return concatBytes(chunks)
}

async function answer(pglite: PGlite, request: PgliteWorkerRequest): Promise<void> {
  try {
    if (request.kind === 'protocol') {
      const bytes = await exchange(pglite, request.bytes, request.syncToFs)
      post({ kind: 'reply', id: request.id, bytes }, [bytes.buffer as ArrayBuffer])
    } else if (request.kind === 'syncToFs') {
      await pglite.syncToFs()
      post({ kind: 'reply', id: request.id })
    } else {
      await pglite.close()
      post({ kind: 'reply', id: request.id })
      port.close()
    }
  } catch (error) {
    post({ kind: 'error', id: request.id, error })
  }
}

const { dataDir, pgliteWasmModule: compiled } = workerData as PgliteWorkerData
try {
  const pgliteWasmModule = compiled ?? (await compilePgliteWasm())
  const pglite = await openPglite(dataDir, { pgliteWasmModule })
  // One request at a time, in the order sent: PGlite is one session.
  let previous = Promise.resolve()
  port.on('message', (request: PgliteWorkerRequest) => {
    previous = previous.then(() => answer(pglite, request))
  })
  // The compiled module goes back with the answer: the process's next workers start from it.
  post({ kind: 'ready', pgliteWasmModule })
} catch (error) {
  post({ kind: 'failed', error })
  port.close()
}
