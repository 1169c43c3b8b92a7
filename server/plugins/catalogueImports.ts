import fp from 'fastify-plugin'
import {
  createCatalogueImportWorker,
  type CatalogueImportWorker,
} from '../../domain/backoffice/catalogue/catalogueImportJobs.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue CSV imports (docs/back-office.md#csv-import-and-export): the worker that checks and imports them. */
    catalogueImports: Pick<CatalogueImportWorker, 'kick' | 'drain'>
  }
}

/**
 * Runs the catalogue import worker in the shop's own process, beside the e-mail outbox: every
 * 2 seconds (or when a page kicks it) it checks uploaded files and imports started ones.
 */
export const catalogueImportsPlugin = fp<{ pollIntervalMs?: number }>(
  async (app, { pollIntervalMs = 2000 }) => {
    const worker = createCatalogueImportWorker({
      db: app.shopDatabase.db,
      stores: app.stores,
      log: app.log,
      pollIntervalMs,
    })
    app.decorate('catalogueImports', { kick: worker.kick, drain: worker.drain })
    app.addHook('onReady', async () => worker.start())
    app.addHook('preClose', async () => worker.stop())
  },
  { name: 'catalogue-imports', dependencies: ['database', 'storefronts'] },
)
