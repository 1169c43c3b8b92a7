import type { FastifyInstance, FastifyRequest } from 'fastify'
import { decideReturn, refundReturn } from '../../domain/backoffice/returnQueue.ts'
import { refundWithdrawal } from '../../domain/backoffice/withdrawalQueue.ts'
import type { BackOfficeActor, BackOfficeResult } from '../../domain/backoffice/backOfficeActor.ts'
import type { ClaimedRefundError } from '../../domain/backoffice/refundClaims.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import type { AdminAction } from './signInActions.ts'
import { actorOf, refusedForm } from './customerActions.ts'

/** The decisions staff may take on a return's items from its page (the warehouse only receives). */
const DECISIONS = ['authorized', 'denied', 'approved', 'rejected'] as const

/** What a refund from a return or a withdrawal answers. */
type Refunded = BackOfficeResult<object, ClaimedRefundError>

/** The forms of a return's page (/admin/returns/<number>) and of the withdrawals page, each audited by domain/backoffice. */
export function returnActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const services = () => ({ db, stores: app.stores, payments: app.payments, orderLinks: app.orderLinks })
  const fieldsOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const numberOf = (request: FastifyRequest) =>
    ((request.params as { number?: string }).number ?? '').toUpperCase().slice(0, 40)
  const pageOf = (number: string) => `/admin/returns/${encodeURIComponent(number)}`

  /** One line received, in the condition chosen for it. */
  const returnReceive: AdminAction = async (request, reply, admin) => {
    const number = numberOf(request)
    const body = fieldsOf(request)
    const sku = textField(body, 'sku')
    const condition = textField(body, 'condition')
    const refuse = (error: string) =>
      refusedForm(app, request, reply, admin, pageOf(number), `receive:${sku}`, error, { condition })
    if (condition === '') return refuse('CONDITION_REQUIRED')
    const received = await decideReturn(
      services(),
      actorOf(request, admin),
      { number, to: 'received', skus: [sku], conditions: { [sku]: condition } },
      admin.now,
    )
    if (!received.ok) return refuse(received.error)
    return reply.redirect(`${pageOf(number)}?done=returnReceived`, 303)
  }

  /** A line authorised or denied (asked for), approved or rejected (received); a refusal needs a reason. */
  const returnDecide: AdminAction = async (request, reply, admin) => {
    const number = numberOf(request)
    const body = fieldsOf(request)
    const sku = textField(body, 'sku')
    const to = textField(body, 'to')
    const reason = textField(body, 'reason')
    const refuse = (error: string) =>
      refusedForm(app, request, reply, admin, pageOf(number), `decide:${sku}`, error, { reason })
    const decision = DECISIONS.find((candidate) => candidate === to)
    if (!decision) return refuse('UNKNOWN_STATUS')
    const decided = await decideReturn(
      services(),
      actorOf(request, admin),
      { number, to: decision, skus: [sku], reason },
      admin.now,
    )
    if (!decided.ok) return refuse(decided.error)
    return reply.redirect(`${pageOf(number)}?done=return_${decision}`, 303)
  }

  /**
   * A refund form (a return's, a withdrawal's), to the card or to store credit: refused on `page`
   * with the choice kept, else back to it with a notice.
   */
  const refundForm =
    (
      pageOfRequest: (request: FastifyRequest) => string,
      notFound: string,
      refund: (
        request: FastifyRequest,
        actor: BackOfficeActor,
        toStoreCredit: boolean,
        now: Date,
      ) => Promise<Refunded>,
    ): AdminAction =>
    async (request, reply, admin) => {
      const page = pageOfRequest(request)
      const destination = textField(fieldsOf(request), 'destination')
      const refunded = await refund(
        request,
        actorOf(request, admin),
        destination === 'storeCredit',
        admin.now,
      )
      if (!refunded.ok) {
        const error = refunded.error === 'NOT_FOUND' ? notFound : refunded.error
        return refusedForm(app, request, reply, admin, page, 'refund', error, { destination })
      }
      return reply.redirect(`${page}?done=refunded`, 303)
    }

  const returnRefund = refundForm(
    (request) => pageOf(numberOf(request)),
    'RETURN_NOT_FOUND',
    (request, actor, toStoreCredit, now) =>
      refundReturn(services(), actor, { number: numberOf(request), toStoreCredit }, now),
  )

  const withdrawalRefund = refundForm(
    () => '/admin/withdrawals',
    'WITHDRAWAL_NOT_FOUND',
    (request, actor, toStoreCredit, now) => {
      const withdrawalId = Number(textField(fieldsOf(request), 'withdrawalId'))
      return refundWithdrawal(services(), actor, { withdrawalId, toStoreCredit }, now)
    },
  )

  return { returnReceive, returnDecide, returnRefund, withdrawalRefund }
}
