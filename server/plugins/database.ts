import path from 'node:path'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import type { ServerConfig } from '../config.ts'
import { openDatabase, type ShopDatabase } from '../../graphql/db/openDatabase.ts'
import { copySeededTemplate, isEmptyFolder } from '../../graphql/db/seedTemplate.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop database (Kysely in `.db`), closed with the app. */
    shopDatabase: ShopDatabase
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
 * checked by `/readyz` when the health plugin is there.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, database: given }) => {
    const pgliteDir = path.join(config.dataDir, 'db')
    // Tests start many servers on fresh data folders: they copy one seeded template instead of seeding each.
    if (!given && config.mode === 'test' && !config.databaseUrl && isEmptyFolder(pgliteDir)) {
      await copySeededTemplate(path.join(config.root, 'var', 'test-template'), pgliteDir)
    }
    const database = given ?? (await openDatabase({ pgliteDir, databaseUrl: config.databaseUrl }))
    app.decorate('shopDatabase', database)
    app.addHook('onClose', async () => database.close())
    if (app.hasDecorator('addReadinessCheck')) {
      app.addReadinessCheck('database', async () => {
        await sql`select 1`.execute(database.db)
        return true
      })
    }
  },
  { name: 'database' },
)
