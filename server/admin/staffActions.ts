import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isStaffRole } from '../../domain/staff/roles.ts'
import {
  changeStaffRole,
  createStaff,
  disableStaff,
  resetStaffCredentials,
  setupLinkPath,
  type StaffActor,
} from '../../domain/staff/staffAccounts.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext, type AdminRequest } from './adminGuard.ts'
import type { AdminFormState, AdminShownOnce } from './adminPageContext.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'

const STAFF_PAGE = '/admin/staff'

/** The owner's actions on staff accounts (/admin/staff), each recorded in the audit log by domain/staff. */
export function staffActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const actorOf = (request: FastifyRequest, admin: AdminRequest): StaffActor => ({
    kind: 'staff',
    staffId: admin.viewer!.staffId,
    role: admin.viewer!.role,
    email: admin.viewer!.email,
    clientAddress: request.ip,
  })
  const fieldsOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const staffIdOf = (request: FastifyRequest) => Number(textField(fieldsOf(request), 'staffId')) || 0
  const staffPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    admin: AdminRequest,
    answer: { formState: AdminFormState } | { shownOnce: AdminShownOnce },
  ) =>
    sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, answer),
      'formState' in answer ? 422 : 200,
      STAFF_PAGE,
    )
  const refused = (request: FastifyRequest, reply: FastifyReply, admin: AdminRequest, error: string) =>
    staffPage(request, reply, admin, { formState: { form: 'member', error, values: {} } })

  const staffInvite: AdminAction = async (request, reply, admin) => {
    const body = fieldsOf(request)
    const values = {
      email: textField(body, 'email').trim(),
      name: textField(body, 'name').trim(),
      role: textField(body, 'role'),
    }
    if (!isStaffRole(values.role))
      return staffPage(request, reply, admin, {
        formState: { form: 'invite', error: 'INVALID_ROLE', values },
      })
    const created = await createStaff(
      db,
      actorOf(request, admin),
      { ...values, role: values.role },
      admin.now,
    )
    if (!created.ok)
      return staffPage(request, reply, admin, { formState: { form: 'invite', error: created.error, values } })
    return staffPage(request, reply, admin, {
      shownOnce: {
        kind: 'setupLink',
        email: created.staff.email,
        path: setupLinkPath(created.setupToken ?? ''),
      },
    })
  }

  const staffRole: AdminAction = async (request, reply, admin) => {
    const role = textField(fieldsOf(request), 'role')
    if (!isStaffRole(role)) return refused(request, reply, admin, 'INVALID_ROLE')
    const changed = await changeStaffRole(db, actorOf(request, admin), staffIdOf(request), role, admin.now)
    if (!changed.ok) return refused(request, reply, admin, changed.error)
    return reply.redirect(`${STAFF_PAGE}?done=roleChanged`, 303)
  }

  const staffReset: AdminAction = async (request, reply, admin) => {
    const reset = await resetStaffCredentials(db, actorOf(request, admin), staffIdOf(request), admin.now)
    if (!reset.ok) return refused(request, reply, admin, reset.error)
    return staffPage(request, reply, admin, {
      shownOnce: { kind: 'setupLink', email: reset.staff.email, path: setupLinkPath(reset.setupToken) },
    })
  }

  const staffDisable: AdminAction = async (request, reply, admin) => {
    const disabled = await disableStaff(db, actorOf(request, admin), staffIdOf(request), admin.now)
    if (!disabled.ok) return refused(request, reply, admin, disabled.error)
    return reply.redirect(`${STAFF_PAGE}?done=disabled`, 303)
  }

  return { staffInvite, staffRole, staffReset, staffDisable }
}
