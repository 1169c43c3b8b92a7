import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findCustomerById } from '../../domain/accounts/customerRow.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { adjustStoreCredit, sendPasswordReset } from '../../domain/backoffice/customers.ts'
import { eraseCustomer } from '../../domain/backoffice/customerErasure.ts'
import { exportCustomerData } from '../../domain/backoffice/customerExport.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext, type AdminRequest } from './adminGuard.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'

/** The acting staff member of a form, with the client's address for the audit log. */
export function actorOf(request: FastifyRequest, admin: AdminRequest): BackOfficeActor {
  const viewer = admin.viewer!
  return { staffId: viewer.staffId, email: viewer.email, role: viewer.role, ip: request.ip }
}

/** The rules' codes whose shared wording speaks of an order's own forms, worded for customers, returns and withdrawals. */
const CARE_WORDED = new Set([
  'REASON_REQUIRED',
  'SAME_STATUS',
  'NOT_ALLOWED',
  'ITEM_NOT_FOUND',
  'NOTHING_TO_REFUND',
  'ORDER_NOT_FOUND',
])

/** Sends back the page at `url` with a refused form: what was wrong and the values typed (422). */
export function refusedForm(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminRequest,
  url: string,
  form: string,
  error: string,
  values: Record<string, string> = {},
) {
  return sendAdminPage(
    request,
    reply,
    adminPageContext(app, admin, {
      formState: { form, error: CARE_WORDED.has(error) ? `CARE_${error}` : error, values },
    }),
    422,
    url,
  )
}

/** Cents from what staff type: `12.50`, `-3,20`, `+5` (at most two decimals); null otherwise. */
export function centsOfTyped(typed: string): number | null {
  const match = /^([+-])?\s*(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(typed.trim().replace(/\s+(?=\d)/g, ''))
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] === '-' ? -cents : cents
}

/** The rules' NOT_FOUND, worded for a customer (the staff page words it for a staff member). */
const notFound = (error: string) => (error === 'NOT_FOUND' ? 'CUSTOMER_NOT_FOUND' : error)

/** The customer care forms of a customer's page (/admin/customers/<id>), each audited by domain/backoffice. */
export function customerActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const fieldsOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const customerIdOf = (request: FastifyRequest) => {
    const id = Number((request.params as { id?: string }).id)
    return Number.isSafeInteger(id) && id > 0 ? id : 0
  }
  const pageOf = (id: number) => `/admin/customers/${id}`

  const customerStoreCredit: AdminAction = async (request, reply, admin) => {
    const id = customerIdOf(request)
    const body = fieldsOf(request)
    const values = { amount: textField(body, 'amount'), reason: textField(body, 'reason') }
    const refuse = (error: string) =>
      refusedForm(app, request, reply, admin, pageOf(id), 'storeCredit', notFound(error), values)
    const amountCents = centsOfTyped(values.amount)
    if (amountCents === null || amountCents === 0) return refuse('INVALID_AMOUNT')
    const adjusted = await adjustStoreCredit(
      db,
      actorOf(request, admin),
      { customerId: id, amountCents, reason: values.reason },
      admin.now,
    )
    if (!adjusted.ok) return refuse(adjusted.error)
    return reply.redirect(`${pageOf(id)}?done=storeCreditAdjusted`, 303)
  }

  const customerPasswordReset: AdminAction = async (request, reply, admin) => {
    const id = customerIdOf(request)
    const sent = await sendPasswordReset(db, actorOf(request, admin), app.stores, id, admin.now)
    if (!sent.ok)
      return refusedForm(app, request, reply, admin, pageOf(id), 'passwordReset', notFound(sent.error))
    return reply.redirect(`${pageOf(id)}?done=passwordResetSent`, 303)
  }

  const customerExport: AdminAction = async (request, reply, admin) => {
    const id = customerIdOf(request)
    const exported = await exportCustomerData(db, actorOf(request, admin), id, admin.now)
    if (!exported.ok)
      return refusedForm(app, request, reply, admin, pageOf(id), 'export', notFound(exported.error))
    return reply
      .code(200)
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="customer-${id}.json"`)
      .send(JSON.stringify(exported.data, null, 2))
  }

  const customerErase: AdminAction = async (request, reply, admin) => {
    const id = customerIdOf(request)
    const confirmation = textField(fieldsOf(request), 'confirmEmail').trim()
    const refuse = (error: string) =>
      refusedForm(app, request, reply, admin, pageOf(id), 'erase', notFound(error), {
        confirmEmail: confirmation,
      })
    const customer = id > 0 ? await findCustomerById(db, id) : undefined
    if (!customer) return refuse('NOT_FOUND')
    if (confirmation.toLowerCase() !== customer.email.toLowerCase()) return refuse('CONFIRMATION_MISMATCH')
    const erased = await eraseCustomer(db, actorOf(request, admin), id, admin.now)
    if (!erased.ok) return refuse(erased.error)
    return reply.redirect(`${pageOf(id)}?done=customerErased`, 303)
  }

  return { customerStoreCredit, customerPasswordReset, customerExport, customerErase }
}
