import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  adjustGiftCard,
  issueStaffGiftCard,
  setGiftCardEnabled,
} from '../../domain/backoffice/promotions/giftCardDesk.ts'
import { echoedValues, textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { sendAdminNotFound } from './catalogueFormAnswers.ts'
import { typedCents } from './pricesPageData.ts'
import { giftCardIdOf } from './promotionsPageData.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import type { AdminAction } from './signInActions.ts'

/** The field a gift card rule's refusal is about, by its code. */
const GIFT_CARD_ERROR_FIELDS: Record<string, string> = {
  INVALID_AMOUNT: 'amount',
  BALANCE_TOO_LOW: 'amount',
  UNKNOWN_STORE: 'storeKey',
  INVALID_EMAIL: 'recipientEmail',
  SENDER_REQUIRED: 'senderName',
  INVALID_EXPIRY: 'expiresOn',
  REASON_REQUIRED: 'reason',
}

/** The gift cards' desk's forms (docs/back-office.md#coupon-and-gift-card-pages): look up, issue, adjust, disable. */
export function giftCardActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? ''
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const notFound: AdminAction = (request, reply, admin) => sendAdminNotFound(app, request, reply, admin)
  /** A page again with its form refused: the typed values kept, the message beside the field it is about. */
  const sentBack =
    (form: string, error: string, url: string): AdminAction =>
    (request, reply, admin) => {
      const field = GIFT_CARD_ERROR_FIELDS[error]
      return sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, {
          formState: {
            form,
            error: field ? 'PROMOTION_INVALID_FIELDS' : error,
            values: echoedValues(bodyOf(request)),
            ...(field ? { fields: { [field]: error } } : {}),
          },
        }),
        422,
        url,
      )
    }

  const giftCard: AdminAction = async (request, reply, admin) => {
    const id = giftCardIdOf(pathOf(request))
    const exists =
      id !== null &&
      (await db.selectFrom('gift_card_account').select('id').where('id', '=', id).executeTakeFirst())
    if (!exists) return notFound(request, reply, admin)
    const done = (request.query as { done?: unknown }).done
    return sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, { notice: typeof done === 'string' ? done : null }),
    )
  }

  /** A lookup is posted, so a card's code never sits in an address, a history or a log; the page answers it. */
  const giftCardLookup: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const values = { by: textField(body, 'by').slice(0, 10), q: textField(body, 'q').slice(0, 200) }
    const blank = values.q.trim() === ''
    return sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, {
        formState: {
          form: 'giftCardLookup',
          error: blank ? 'PROMOTION_INVALID_FIELDS' : '',
          values,
          ...(blank ? { fields: { q: 'LOOKUP_REQUIRED' } } : {}),
        },
      }),
      blank ? 422 : 200,
      '/admin/gift-cards',
    )
  }

  const giftCardIssue: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const amount = typedCents(textField(body, 'amount').slice(0, 20))
    const result = await issueStaffGiftCard(
      db,
      backOfficeActorOf(request, admin),
      app.stores,
      {
        amountCents: amount ?? 0,
        storeKey: textField(body, 'storeKey'),
        recipientEmail: textField(body, 'recipientEmail').slice(0, 200),
        recipientName: textField(body, 'recipientName').slice(0, 100),
        senderName: textField(body, 'senderName').slice(0, 100),
        expiresOn: textField(body, 'expiresOn').slice(0, 20),
      },
      admin.now,
    )
    if (!result.ok) return sentBack('giftCardIssue', result.error, '/admin/gift-cards')(request, reply, admin)
    // The code exists in clear only now: shown once on the card's page, never put in an address.
    return sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, {
        shownOnce: { kind: 'giftCardCode', code: result.code },
        notice: 'giftCardIssued',
      }),
      200,
      `/admin/gift-cards/${result.giftCardId}`,
    )
  }

  const giftCardAdjust: AdminAction = async (request, reply, admin) => {
    const page = pathOf(request).replace(/\/adjust$/, '')
    const id = giftCardIdOf(page)
    if (id === null) return notFound(request, reply, admin)
    const body = bodyOf(request)
    const amount = typedCents(textField(body, 'amount').slice(0, 20))
    const sign = textField(body, 'direction') === 'debit' ? -1 : 1
    const result = await adjustGiftCard(
      db,
      backOfficeActorOf(request, admin),
      { giftCardId: id, amountCents: amount === null ? 0 : sign * amount, reason: textField(body, 'reason') },
      admin.now,
    )
    if (result.ok) return reply.redirect(`${page}?done=giftCardAdjusted`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sentBack('giftCardAdjust', result.error, page)(request, reply, admin)
  }

  const giftCardEnabled: AdminAction = async (request, reply, admin) => {
    const page = pathOf(request).replace(/\/enabled$/, '')
    const id = giftCardIdOf(page)
    if (id === null) return notFound(request, reply, admin)
    const enabled = textField(bodyOf(request), 'enabled') === '1'
    const result = await setGiftCardEnabled(db, backOfficeActorOf(request, admin), id, enabled, admin.now)
    if (result.ok)
      return reply.redirect(`${page}?done=${enabled ? 'giftCardEnabled' : 'giftCardDisabled'}`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sentBack(
      'giftCardEnabled',
      result.error === 'SAME_STATUS' ? 'GIFT_CARD_SAME_STATUS' : result.error,
      page,
    )(request, reply, admin)
  }

  return { giftCard, giftCardLookup, giftCardIssue, giftCardAdjust, giftCardEnabled }
}
