import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { exportCatalogueCsv } from '../../domain/backoffice/catalogue/catalogueCsvExport.ts'
import {
  createImportJob,
  importJobOf,
  startImportJob,
} from '../../domain/backoffice/catalogue/catalogueImportJobs.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ADMIN_SCREEN_URL, adminPageContext, type AdminRequest } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { isJobRunning } from './importPageData.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import type { AdminAction } from './signInActions.ts'

/** The import page's path. */
export const IMPORT_PATH = '/admin/products/import'

/** Seconds before a page showing a running job asks again (the `Refresh` header; no script needed). */
const REFRESH_SECONDS = 2

/** The "not allowed" screen (403): the rule refused the role, as the guard would have. */
function sendAdminForbidden(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminRequest,
) {
  return sendAdminPage(
    request,
    reply,
    adminPageContext(app, admin, { screen: 'forbidden' }),
    403,
    ADMIN_SCREEN_URL,
  )
}

/** The CSV import and export of the catalogue (docs/back-office.md#csv-import-and-export). */
export function catalogueCsvActions(app: FastifyInstance) {
  const db = app.shopDatabase.db

  const productImport: AdminAction = async (request, reply, admin) => {
    const id = (request.query as { job?: unknown }).job
    if (typeof id === 'string') {
      const job = await importJobOf(db, backOfficeActorOf(request, admin), id)
      if (job && isJobRunning(job.status)) reply.header('Refresh', String(REFRESH_SECONDS))
    }
    return sendAdminPage(request, reply, adminPageContext(app, admin))
  }

  const productImportUpload: AdminAction = async (request, reply, admin) => {
    const upload = request.importUpload ?? 'FILE_MISSING'
    if (typeof upload === 'string')
      return sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, { formState: { form: 'import', error: upload, values: {} } }),
        422,
        IMPORT_PATH,
      )
    const id = await createImportJob(db, backOfficeActorOf(request, admin), upload.fileName, upload.file)
    if (id === null) return sendAdminForbidden(app, request, reply, admin)
    upload.kept = true
    app.catalogueImports.kick()
    return reply.redirect(`${IMPORT_PATH}?job=${id}`, 303)
  }

  const productImportStart: AdminAction = async (request, reply, admin) => {
    const id = textField((request.body ?? {}) as FormBody, 'job')
    if (await startImportJob(db, backOfficeActorOf(request, admin), id)) {
      app.catalogueImports.kick()
      return reply.redirect(`${IMPORT_PATH}?job=${id}`, 303)
    }
    return sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, {
        formState: { form: 'import', error: 'IMPORT_NOT_STARTED', values: {} },
      }),
      422,
      /^\d{1,18}$/.test(id) ? `${IMPORT_PATH}?job=${id}` : IMPORT_PATH,
    )
  }

  const productExport: AdminAction = async (request, reply, admin) => {
    const pieces = exportCatalogueCsv(db, backOfficeActorOf(request, admin))
    if (!pieces) return sendAdminForbidden(app, request, reply, admin)
    const day = admin.now.toISOString().slice(0, 10)
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="products-${day}.csv"`)
      .send(Readable.from(pieces))
  }

  return { productImport, productImportUpload, productImportStart, productExport }
}
