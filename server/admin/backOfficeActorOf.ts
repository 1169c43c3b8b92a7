import type { FastifyRequest } from 'fastify'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import type { AdminRequest } from './adminGuard.ts'

/** A signed-in staff member acting in a back-office rule, from the request the guard let through. */
export function backOfficeActorOf(request: FastifyRequest, admin: AdminRequest): BackOfficeActor {
  return {
    staffId: admin.viewer!.staffId,
    email: admin.viewer!.email,
    role: admin.viewer!.role,
    ip: request.ip,
  }
}
