import fp from 'fastify-plugin'
import {
  folderImportFiles,
  importsDirOf,
  type ImportFileStore,
} from '../../domain/backoffice/catalogue/catalogueImportFiles.ts'
import {
  createCatalogueImportWorker,
  type CatalogueImportWorker,
} from '../../domain/backoffice/catalogue/catalogueImportJobs.ts'
import { pictureStorageOf } from './uploadedPictures.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue CSV imports (docs/back-office.md#csv-import-and-export): the worker that checks and imports them. */
    catalogueImports: Pick<CatalogueImportWorker, 'kick' | 'drain'>
    /** Where uploaded import files wait for their job (DATA_DIR/imports). */
    catalogueImportFiles: ImportFileStore
  }
}

/**
 * Runs the catalogue import worker in the shop's own process, beside the e-mail outbox: every
 * 2 seconds (or when a page kicks it) it checks uploaded files and imports started ones,
 * fetching their pictures from `IMPORT_IMAGE_HOSTS` or the public internet only.
 */
export const catalogueImportsPlugin = fp<{ pollIntervalMs?: number }>(
  async (app, { pollIntervalMs = 2000 }) => {
    const files = folderImportFiles(importsDirOf(app.config.dataDir))
    const worker = createCatalogueImportWorker({
      db: app.shopDatabase.db,
      stores: app.stores,
      log: app.log,
      pollIntervalMs,
      io: {
        files,
        pictureStorage: await pictureStorageOf(app.config),
        pictureHosts: app.config.importImageHosts,
      },
    })
    app.decorate('catalogueImports', { kick: worker.kick, drain: worker.drain })
    app.decorate('catalogueImportFiles', files)
    app.addHook('onReady', async () => worker.start())
    app.addHook('preClose', async () => worker.stop())
  },
  { name: 'catalogue-imports', dependencies: ['database', 'storefronts'] },
)
