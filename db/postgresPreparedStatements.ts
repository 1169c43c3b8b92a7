import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type pg from 'pg'
import { MAX_PREPARED_STATEMENTS } from './pglitePreparedStatements.ts'

/** A table changed under a prepared `select *` (SQLSTATE 0A000, "cached plan must not change result type"). */
const FEATURE_NOT_SUPPORTED = '0A000'

/** What node-postgres keeps of a connection's named statements (name → text); not in its types. */
interface ParsedStatements {
  connection: { parsedStatements: Record<string, string> }
}

/** The name of a statement's text: the same on every connection and in every process, at most 63 bytes as PostgreSQL allows. */
export const statementName = (text: string): string =>
  `shop_${createHash('sha1').update(text, 'utf8').digest('base64url')}`

const preparedClients = new WeakSet<pg.PoolClient>()

/**
 * Makes a pooled connection run each statement with parameters as a named prepared statement
 * (docs/performance.md): PostgreSQL parses and plans its text once per connection instead of at
 * every run, as PGlite's pool does (pglitePreparedStatements.ts). The name is a hash of the text,
 * so Kysely's statements keep theirs. At most `maxPrepared` stay prepared per connection, the
 * least recently used deallocated beyond; a statement whose table a migration changed (0A000) is
 * prepared again, outside a transaction. Calls with a callback or a config object (a cursor, the
 * pool's own `query`) pass through unchanged. Idempotent per connection.
 */
export function prepareStatementsOn(
  client: pg.PoolClient,
  maxPrepared = MAX_PREPARED_STATEMENTS,
): pg.PoolClient {
  if (preparedClients.has(client)) return client
  preparedClients.add(client)
  const parsed = (client as unknown as ParsedStatements).connection.parsedStatements
  const runQuery = client.query.bind(client) as (...args: unknown[]) => unknown
  // Evicted names are deallocated before the connection's next statement (the connection runs one at a time).
  const toDeallocate: string[] = []
  const names = new LRUCache<string, string>({
    max: maxPrepared,
    dispose: (name) => void toDeallocate.push(name),
  })
  const deallocateEvicted = async () => {
    for (const name of toDeallocate.splice(0))
      await Promise.resolve(runQuery(`deallocate "${name}"`)).then(
        () => delete parsed[name],
        // Refused in a failed transaction: the name stays prepared and known, so nothing is out of step.
        () => undefined,
      )
  }
  const runNamed = async (text: string, values: unknown[]) => {
    await deallocateEvicted()
    let name = names.get(text)
    if (name === undefined) {
      name = statementName(text)
      names.set(text, name)
    }
    return (await runQuery({ name, text, values })) as pg.QueryResult
  }
  client.query = ((...args: unknown[]) => {
    const [text, values, callback] = args
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined)
      return runQuery(...args)
    return runNamed(text, values).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED) throw error
      // A migration changed a table under the statement: deallocated (then forgotten) and prepared again.
      names.delete(text)
      if (transactionStatus(client) !== IDLE) throw error
      return runNamed(text, values)
    })
  }) as typeof client.query
  return client
}

/** Outside any transaction ('T' in one, 'E' in a failed one), as the server's last ready-for-query said. */
const IDLE = 'I'

function transactionStatus(client: pg.PoolClient): string | null {
  return (client as unknown as { getTransactionStatus(): string | null }).getTransactionStatus()
}
