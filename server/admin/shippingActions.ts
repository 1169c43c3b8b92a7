import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Language } from '../../db/tables.ts'
import {
  deleteShippingRate,
  savePickupNetworkCountries,
  saveFreeShippingThreshold,
  saveShippingRate,
  setPickupNetworkEnabled,
  setShippingRateEnabled,
} from '../../domain/backoffice/shipping/shippingEditing.ts'
import { RATE_LANGUAGES, type ShippingRateForm } from '../../domain/backoffice/shipping/shippingRateFields.ts'
import { checkboxField, textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { sendAdminNotFound, sendCatalogueFormAgain } from './catalogueFormAnswers.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import { pickupNetworkCodeOf, shippingRateIdOf } from './shippingPageData.ts'
import type { AdminAction } from './signInActions.ts'

const SHIPPING_PATH = '/admin/shipping'

/** A rate's form as typed: its store, countries, method, texts per language, price, delay, order and switch. */
export function shippingRateFormOf(body: FormBody): ShippingRateForm {
  const field = (name: string, max = 200) => textField(body, name).slice(0, max)
  const texts = (prefix: string) =>
    Object.fromEntries(
      RATE_LANGUAGES.map((language) => [language, field(`${prefix}.${language}`)]),
    ) as Record<Language, string>
  return {
    store: field('store', 40),
    countries: field('countries'),
    method: field('method', 20),
    destination: texts('destination'),
    carrier: texts('carrier'),
    price: field('price', 20),
    daysMin: field('daysMin', 10),
    daysMax: field('daysMax', 10),
    position: field('position', 10),
    enabled: checkboxField(body, 'enabled'),
  }
}

/** The shipping pages' forms (docs/back-office.md#shipping-rates): a rate's create, save, switch and deletion, the thresholds, the pickup networks' switch and countries. */
export function shippingActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const storeKeys = app.stores.map((store) => store.key)
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? ''
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const notFound: AdminAction = (request, reply, admin) => sendAdminNotFound(app, request, reply, admin)
  const noticeOf = (request: FastifyRequest) => {
    const done = (request.query as { done?: unknown }).done
    return { notice: typeof done === 'string' ? done : null }
  }

  const shipping: AdminAction = (request, reply, admin) =>
    sendAdminPage(request, reply, adminPageContext(app, admin, noticeOf(request)))

  const shippingRate: AdminAction = async (request, reply, admin) => {
    const id = shippingRateIdOf(pathOf(request))
    const exists =
      id !== null &&
      (await db.selectFrom('shipping_rate').select('id').where('id', '=', id).executeTakeFirst())
    if (!exists) return notFound(request, reply, admin)
    return sendAdminPage(request, reply, adminPageContext(app, admin, noticeOf(request)))
  }

  const shippingCreate: AdminAction = async (request, reply, admin) => {
    const form = shippingRateFormOf(bodyOf(request))
    const result = await saveShippingRate(
      db,
      backOfficeActorOf(request, admin),
      storeKeys,
      null,
      form,
      admin.now,
    )
    if (result.ok) return reply.redirect(`${SHIPPING_PATH}/${result.id}?done=shippingRateCreated`, 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'shippingRate',
      refusal: result,
      invalidFieldsError: 'SHIPPING_INVALID_FIELDS',
      url: `${SHIPPING_PATH}/new`,
    })
  }

  const shippingRateSave: AdminAction = async (request, reply, admin) => {
    const path = pathOf(request)
    const id = shippingRateIdOf(path)
    if (id === null) return notFound(request, reply, admin)
    const form = shippingRateFormOf(bodyOf(request))
    const result = await saveShippingRate(
      db,
      backOfficeActorOf(request, admin),
      storeKeys,
      id,
      form,
      admin.now,
    )
    if (result.ok)
      return reply.redirect(
        `${path}?done=${result.changed.length > 0 ? 'shippingRateSaved' : 'shippingUnchanged'}`,
        303,
      )
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'shippingRate',
      refusal: result,
      invalidFieldsError: 'SHIPPING_INVALID_FIELDS',
      url: path,
    })
  }

  const shippingRateEnabled: AdminAction = async (request, reply, admin) => {
    const page = pathOf(request).replace(/\/enabled$/, '')
    const id = shippingRateIdOf(page)
    if (id === null) return notFound(request, reply, admin)
    const enabled = textField(bodyOf(request), 'enabled') === '1'
    const result = await setShippingRateEnabled(db, backOfficeActorOf(request, admin), id, enabled, admin.now)
    if (!result.ok) return notFound(request, reply, admin)
    const done = !result.changed ? 'shippingUnchanged' : enabled ? 'shippingRateOn' : 'shippingRateOff'
    return reply.redirect(`${page}?done=${done}`, 303)
  }

  const shippingThreshold: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const result = await saveFreeShippingThreshold(
      db,
      backOfficeActorOf(request, admin),
      storeKeys,
      {
        scope: textField(body, 'scope').slice(0, 40),
        own: checkboxField(body, 'own'),
        freeFrom: textField(body, 'freeFrom').slice(0, 20),
      },
      admin.now,
    )
    if (result.ok)
      return reply.redirect(
        `${SHIPPING_PATH}?done=${result.changed ? 'shippingThresholdSaved' : 'shippingUnchanged'}`,
        303,
      )
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: `shippingThreshold.${textField(body, 'scope').slice(0, 40)}`,
      refusal: result,
      invalidFieldsError: 'SHIPPING_INVALID_FIELDS',
      url: SHIPPING_PATH,
    })
  }

  const shippingNetwork: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const enabled = textField(body, 'enabled') === '1'
    const result = await setPickupNetworkEnabled(
      db,
      backOfficeActorOf(request, admin),
      textField(body, 'code').slice(0, 40),
      enabled,
      admin.now,
    )
    if (!result.ok) return notFound(request, reply, admin)
    const done = !result.changed ? 'shippingUnchanged' : enabled ? 'shippingNetworkOn' : 'shippingNetworkOff'
    return reply.redirect(`${SHIPPING_PATH}?done=${done}`, 303)
  }

  /** Deletes a switched-off rate once its box is ticked; a switched-on one, or no tick, comes back with the reason. */
  const shippingRateDelete: AdminAction = async (request, reply, admin) => {
    const page = pathOf(request).replace(/\/delete$/, '')
    const id = shippingRateIdOf(page)
    if (id === null) return notFound(request, reply, admin)
    const result = await deleteShippingRate(
      db,
      backOfficeActorOf(request, admin),
      id,
      checkboxField(bodyOf(request), 'confirm'),
      admin.now,
    )
    if (result.ok) return reply.redirect(`${SHIPPING_PATH}?done=shippingRateDeleted`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'shippingRateDelete',
      refusal: result,
      invalidFieldsError: 'SHIPPING_INVALID_FIELDS',
      url: page,
    })
  }

  const shippingNetworkPage: AdminAction = async (request, reply, admin) => {
    const code = pickupNetworkCodeOf(pathOf(request))
    const exists =
      code !== null &&
      (await db.selectFrom('pickup_network').select('code').where('code', '=', code).executeTakeFirst())
    if (!exists) return notFound(request, reply, admin)
    return sendAdminPage(request, reply, adminPageContext(app, admin, noticeOf(request)))
  }

  const shippingNetworkCountries: AdminAction = async (request, reply, admin) => {
    const path = pathOf(request)
    const code = pickupNetworkCodeOf(path)
    if (code === null) return notFound(request, reply, admin)
    const result = await savePickupNetworkCountries(
      db,
      backOfficeActorOf(request, admin),
      code,
      textField(bodyOf(request), 'countries').slice(0, 200),
      admin.now,
    )
    if (result.ok)
      return reply.redirect(
        `${path}?done=${result.changed ? 'shippingNetworkCountriesSaved' : 'shippingUnchanged'}`,
        303,
      )
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'pickupNetwork',
      refusal: result,
      invalidFieldsError: 'SHIPPING_INVALID_FIELDS',
      url: path,
    })
  }

  return {
    shipping,
    shippingNew: shipping,
    shippingRateDelete,
    shippingNetworkPage,
    shippingNetworkCountries,
    shippingRate,
    shippingCreate,
    shippingRateSave,
    shippingRateEnabled,
    shippingThreshold,
    shippingNetwork,
  }
}
