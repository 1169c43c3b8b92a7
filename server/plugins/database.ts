import path from 'node:path'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import type { ServerConfig } from '../config.ts'
import { openDatabase, type ShopDatabase } from '../../db/openDatabase.ts'
import {
  createDatabaseAvailability,
  type DatabaseAvailability,
  type DatabaseOutageStats,
} from '../databaseAvailability.ts'
import { copySeededTemplate, isEmptyFolder } from '../../db/seedTemplate.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop database (Kysely in `.db`), closed with the app. */
    shopDatabase: ShopDatabase
    /** False while the database cannot be reached: pages and the shop API then answer 503 (see docs/operations.md). */
    isDatabaseAvailable(): boolean
    /** Counts requests answered 503 during an outage and says what was counted (`/readyz` shows it). */
    databaseOutage: { refused(): void; stats(): DatabaseOutageStats }
  }
}

/** Options of the database plugin. */
export interface DatabasePluginOptions {
  config: ServerConfig
  /** An already open database (tests, benchmarks); the plugin then does not open one but still closes it. */
  database?: ShopDatabase
}

/**
 * The database: PostgreSQL when `DATABASE_URL` is set, else embedded PGlite under
 * `DATA_DIR/db`, created, migrated and seeded on first start; closed with the app and
 * checked by `/readyz` when the health plugin is there. A lost connection switches
 * `isDatabaseAvailable()` off until a probe query answers again.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, database: given }) => {
    const pgliteDir = path.join(config.dataDir, 'db')
    // Tests start many servers on fresh data folders: they copy one seeded template instead of seeding each.
    if (!given && config.mode === 'test' && !config.databaseUrl && isEmptyFolder(pgliteDir)) {
      await copySeededTemplate(path.join(config.root, 'var', 'test-template'), pgliteDir)
    } else if (!given && !config.databaseUrl && isEmptyFolder(pgliteDir)) {
      // PGlite's WebAssembly memory never shrinks: the first start seeds in an instance of its own,
      // so the one that serves does not keep the seed's peak (bulk inserts, index builds).
      await (await openDatabase({ pgliteDir })).close()
    }
    // The database is opened before the tracker that needs it exists: errors of the first moments reach it late-bound.
    let availability: DatabaseAvailability | null = null
    const database =
      given ??
      (await openDatabase({
        pgliteDir,
        databaseUrl: config.databaseUrl,
        onConnectionError: (error) => availability?.lost(error),
      }))
    const selectOne = () => sql`select 1`.execute(database.db)
    availability = createDatabaseAvailability({
      probe: selectOne,
      probeIntervalMs: config.databaseProbeIntervalMs,
      log: app.log,
    })
    const tracker = availability
    app.decorate('shopDatabase', database)
    app.decorate('isDatabaseAvailable', () => tracker.isAvailable())
    app.decorate('databaseOutage', { refused: () => tracker.refused(), stats: () => tracker.stats() })
    app.addHook('onClose', async () => {
      tracker.stop()
      await database.close()
    })
    if (app.hasDecorator('addHealthDetail')) app.addHealthDetail('database', () => tracker.stats())
    if (app.hasDecorator('addReadinessCheck')) {
      app.addReadinessCheck('database', async () => {
        await selectOne()
        return true
      })
    }
  },
  { name: 'database' },
)
