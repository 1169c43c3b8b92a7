import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { echoedValues, type FormBody } from '../forms/formFields.ts'
import { ADMIN_SCREEN_URL, adminPageContext, type AdminRequest } from './adminGuard.ts'
import { sendAdminPage } from './renderAdminPage.ts'

/** A catalogue rule's refusal: its code, and each field's code when the fields were refused. */
export interface CatalogueRefusal {
  error: string
  fields?: Record<string, string>
}

/** The back office's "not found" screen (404), at the screen's own URL. */
export function sendAdminNotFound(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminRequest,
) {
  return sendAdminPage(
    request,
    reply,
    adminPageContext(app, admin, { screen: 'notFound' }),
    404,
    ADMIN_SCREEN_URL,
  )
}

/**
 * A catalogue form the rule refused, sent again at `url` with every typed value and each
 * field's message (`invalidFieldsError` heads a refusal of fields); 422 unless told.
 */
export function sendCatalogueFormAgain(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminRequest,
  answer: {
    form: string
    refusal: CatalogueRefusal
    invalidFieldsError: string
    url: string
    statusCode?: number
  },
) {
  const { form, refusal, invalidFieldsError, url, statusCode = 422 } = answer
  const fieldsRefused = refusal.error === 'INVALID_FIELDS'
  return sendAdminPage(
    request,
    reply,
    adminPageContext(app, admin, {
      formState: {
        form,
        error: fieldsRefused ? invalidFieldsError : refusal.error,
        values: echoedValues((request.body ?? {}) as FormBody),
        ...(fieldsRefused && refusal.fields ? { fields: refusal.fields } : {}),
      },
    }),
    statusCode,
    url,
  )
}
