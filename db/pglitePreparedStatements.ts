import { parse, protocol, type Results } from '@electric-sql/pglite'
import type { PgliteSession } from './pgliteWorkerSession.ts'
import { LRUCache } from 'lru-cache'
import { concatBytes } from './protocolBytes.ts'

/** Statements kept prepared at once; the least recently used one is closed beyond (PGlite's memory never shrinks). */
export const MAX_PREPARED_STATEMENTS = 256

/** A table changed under a prepared `select *` (SQLSTATE 0A000). */
const RESULT_TYPE_CHANGED = /cached plan must not change result type/

/** Names are unique in the process: two runners on one PGlite session never share one. */
let lastName = 0

interface PreparedStatement {
  name: string
  /** Type ids of the parameters, as PostgreSQL inferred them: PGlite's serializers are chosen by them. */
  parameterTypes: number[]
}

/** Runs single statements on PGlite, each text with parameters prepared once per session. */
export interface PgliteStatements {
  run<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>>
  /** Statements prepared now (tests). */
  preparedCount(): number
}

/**
 * What `pglite.query()` does, in fewer trips into PostgreSQL's WebAssembly and without parsing
 * and planning a statement again at each run (docs/performance.md). `pglite.query()` sends six
 * protocol messages one at a time (parse, describe, bind, describe, execute, sync) and PostgreSQL
 * parses and plans the text every time; here a statement with parameters is prepared once under
 * a name (its parameter types read then), and each run is one trip: bind, describe, execute and
 * sync. Parameters are serialized and rows parsed by PGlite's own functions and type table, so
 * the values are those `pglite.query()` gives. A statement without parameters (a transaction's
 * `begin`, a `select` of constants) runs unnamed, in one trip too.
 */
export function createPgliteStatements(
  pglite: PgliteSession,
  maxPrepared: number = MAX_PREPARED_STATEMENTS,
): PgliteStatements {
  // Evicted statements are closed on the next trip (a dispose callback cannot send a message).
  const toClose: string[] = []
  const prepared = new LRUCache<string, PreparedStatement>({
    max: maxPrepared,
    dispose: (statement) => void toClose.push(statement.name),
  })
  const closings = () => toClose.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }))

  // Files synced in the same trip: PGlite in a worker answers both in one message (docs/architecture.md, Data).
  const send = (messages: readonly Uint8Array[]) =>
    pglite.execProtocolStream(concatBytes(messages), { syncToFs: true })

  async function prepare(text: string): Promise<PreparedStatement> {
    const name = `shop_${(lastName += 1)}`
    const replies = await send([
      ...closings(),
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ])
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(replies) }
    prepared.set(text, statement)
    return statement
  }

  function serialize(parameters: readonly unknown[], types: readonly number[]) {
    return parameters.map((parameter, index) => {
      if (parameter === null || parameter === undefined) return null
      const serializer = pglite.serializers[types[index] ?? 0]
      return serializer ? serializer(parameter) : String(parameter)
    })
  }

  async function execute<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    if (parameters.length === 0) {
      const replies = await send([
        ...closings(),
        protocol.serialize.parse({ text }),
        protocol.serialize.bind({}),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ])
      return parse.parseResults(replies, pglite.parsers)[0] as Results<R>
    }
    const statement = prepared.get(text) ?? (await prepare(text))
    const replies = await send([
      ...closings(),
      protocol.serialize.bind({
        statement: statement.name,
        values: serialize(parameters, statement.parameterTypes),
      }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ])
    return parse.parseResults(replies, pglite.parsers)[0] as Results<R>
  }

  return {
    run<R>(text: string, parameters: readonly unknown[]) {
      return pglite.runExclusive(async () => {
        try {
          return await execute<R>(text, parameters)
        } catch (error) {
          if (!RESULT_TYPE_CHANGED.test(String((error as { message?: unknown }).message)))
            throw withStatement(error, text, parameters)
          // A migration changed a table under the statement: prepared again, it reads the new columns.
          prepared.delete(text)
          if (pglite.isInTransaction()) throw withStatement(error, text, parameters)
          return await execute<R>(text, parameters)
        }
      })
    },
    preparedCount: () => prepared.size,
  }
}

/** The statement on its error, as `pglite.query()` reports it. */
function withStatement(error: unknown, query: string, params: readonly unknown[]): unknown {
  if (error !== null && typeof error === 'object') Object.assign(error, { query, params })
  return error
}
