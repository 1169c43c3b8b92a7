import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  createCoupon,
  setCouponEnabled,
  updateCoupon,
  type CouponContext,
} from '../../domain/backoffice/promotions/couponEditing.ts'
import {
  batchCodesCsv,
  couponBatch,
  createCouponBatch,
} from '../../domain/backoffice/promotions/couponBatches.ts'
import type { CouponFieldErrors, CouponForm } from '../../domain/backoffice/promotions/couponFields.ts'
import { checkboxField, textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { sendAdminNotFound, sendCatalogueFormAgain, type CatalogueRefusal } from './catalogueFormAnswers.ts'
import { batchIdOf, couponCodeOf } from './promotionsPageData.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import type { AdminAction } from './signInActions.ts'

/** The form's name of a store's checkbox on a coupon's form. */
export const couponStoreField = (storeKey: string) => `store.${storeKey}`

/** The form's name of a category's checkbox on a coupon's form. */
export const couponCategoryField = (categoryId: number | string) => `category.${categoryId}`

/** A coupon's form as typed: its text fields, the stores and categories ticked. */
export function couponFormOf(body: FormBody, storeKeys: readonly string[]): CouponForm {
  const field = (name: string) => textField(body, name).slice(0, 100)
  return {
    code: field('code'),
    discountType: field('discountType'),
    amount: field('amount'),
    minimum: field('minimum'),
    startsOn: field('startsOn'),
    endsOn: field('endsOn'),
    usageLimit: field('usageLimit'),
    perCustomerLimit: field('perCustomerLimit'),
    storeKeys: storeKeys.filter((key) => checkboxField(body, couponStoreField(key))),
    categoryIds: Object.keys(body)
      .filter((name) => name.startsWith('category.') && checkboxField(body, name))
      .map((name) => Number(name.slice('category.'.length)))
      // A forged name that is no id is an unknown category, which the rule refuses.
      .map((id) => (Number.isSafeInteger(id) && id > 0 ? id : -1)),
    enabled: checkboxField(body, 'enabled'),
  }
}

/** A coupon rule's refusal as the form answer reads it: each refused field with its code. */
function refusalOf(result: { error: string; fields?: CouponFieldErrors }): CatalogueRefusal {
  if (!result.fields) return { error: result.error }
  const fields = Object.entries(result.fields).flatMap(([name, code]) => (code ? [[name, code]] : []))
  return { error: result.error, fields: Object.fromEntries(fields) as Record<string, string> }
}

/** The coupons' pages' forms (docs/back-office.md#coupon-and-gift-card-pages): create, edit, switch, batches. */
export function couponActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const context: CouponContext = { storeKeys: app.stores.map((store) => store.key) }
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? ''
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const notFound: AdminAction = (request, reply, admin) => sendAdminNotFound(app, request, reply, admin)
  const noticeOf = (request: FastifyRequest) => {
    const done = (request.query as { done?: unknown }).done
    return typeof done === 'string' ? done : null
  }

  const coupon: AdminAction = async (request, reply, admin) => {
    const code = couponCodeOf(pathOf(request))
    const exists =
      code !== null &&
      (await db.selectFrom('coupon').select('code').where('code', '=', code).executeTakeFirst())
    if (!exists) return notFound(request, reply, admin)
    return sendAdminPage(request, reply, adminPageContext(app, admin, { notice: noticeOf(request) }))
  }

  const couponCreate: AdminAction = async (request, reply, admin) => {
    const form = couponFormOf(bodyOf(request), context.storeKeys)
    const result = await createCoupon(db, backOfficeActorOf(request, admin), context, form, admin.now)
    if (result.ok)
      return reply.redirect(`/admin/coupons/${encodeURIComponent(result.code)}?done=couponCreated`, 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'coupon',
      refusal: refusalOf(result),
      invalidFieldsError: 'PROMOTION_INVALID_FIELDS',
      url: '/admin/coupons/new',
    })
  }

  const couponSave: AdminAction = async (request, reply, admin) => {
    const path = pathOf(request)
    const code = couponCodeOf(path)
    if (code === null) return notFound(request, reply, admin)
    const form = couponFormOf(bodyOf(request), context.storeKeys)
    const result = await updateCoupon(db, backOfficeActorOf(request, admin), context, code, form, admin.now)
    if (result.ok)
      return reply.redirect(
        `${path}?done=${result.changed.length > 0 ? 'couponSaved' : 'couponUnchanged'}`,
        303,
      )
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'coupon',
      refusal: refusalOf(result),
      invalidFieldsError: 'PROMOTION_INVALID_FIELDS',
      url: path,
    })
  }

  const couponEnabled: AdminAction = async (request, reply, admin) => {
    const page = pathOf(request).replace(/\/enabled$/, '')
    const code = couponCodeOf(page)
    if (code === null) return notFound(request, reply, admin)
    const enabled = textField(bodyOf(request), 'enabled') === '1'
    const result = await setCouponEnabled(db, backOfficeActorOf(request, admin), code, enabled, admin.now)
    if (result.ok) return reply.redirect(`${page}?done=${enabled ? 'couponEnabled' : 'couponDisabled'}`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'couponEnabled',
      refusal: { error: result.error === 'SAME_STATUS' ? 'COUPON_SAME_STATUS' : result.error },
      invalidFieldsError: 'PROMOTION_INVALID_FIELDS',
      url: page,
    })
  }

  const couponBatchCreate: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const form = couponFormOf(body, context.storeKeys)
    const result = await createCouponBatch(
      db,
      backOfficeActorOf(request, admin),
      context,
      {
        ...form,
        prefix: textField(body, 'prefix').slice(0, 40),
        count: textField(body, 'count').slice(0, 10),
      },
      admin.now,
    )
    if (result.ok) return reply.redirect(`/admin/coupons/batches/${result.batchId}?done=batchCreated`, 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'couponBatch',
      refusal: refusalOf(result),
      invalidFieldsError: 'PROMOTION_INVALID_FIELDS',
      url: '/admin/coupons/batches/new',
    })
  }

  const couponBatchPage: AdminAction = async (request, reply, admin) => {
    const id = batchIdOf(pathOf(request))
    const exists =
      id !== null &&
      (await db.selectFrom('coupon_batch').select('id').where('id', '=', id).executeTakeFirst())
    if (!exists) return notFound(request, reply, admin)
    return sendAdminPage(request, reply, adminPageContext(app, admin, { notice: noticeOf(request) }))
  }

  /** A batch's codes as a CSV attachment (`code,used`), for a mailing or a printer. */
  const couponBatchCsv: AdminAction = async (request, reply, admin) => {
    const id = batchIdOf(pathOf(request).replace(/\/codes\.csv$/, ''))
    const batch = id === null ? null : await couponBatch(db, backOfficeActorOf(request, admin), id)
    if (!batch) return notFound(request, reply, admin)
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="coupons-${batch.prefix}-${batch.id}.csv"`)
      .send(batchCodesCsv(batch))
  }

  return {
    coupon,
    couponCreate,
    couponSave,
    couponEnabled,
    couponBatchCreate,
    couponBatchCsv,
    couponBatch: couponBatchPage,
  }
}
