import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  removeCustomOption,
  saveCustomOption,
  type TypedCustomOption,
  type TypedOptionValue,
} from '../../domain/backoffice/catalogue/customOptions.ts'
import { PRODUCT_LANGUAGES } from '../../domain/backoffice/catalogue/productTexts.ts'
import type { Language } from '../../db/tables/columnTypes.ts'
import { checkboxField, echoedValues, textField, type FormBody } from '../forms/formFields.ts'
import { ADMIN_SCREEN_URL, adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import type { AdminAction } from './signInActions.ts'

/** Most value rows one option's form may send (the page shows the values and a few blank rows). */
const MAX_VALUE_ROWS = 100

const titlesOf = (body: FormBody, prefix: string) =>
  Object.fromEntries(
    PRODUCT_LANGUAGES.map((language) => [language, textField(body, `${prefix}${language}`).slice(0, 1_000)]),
  ) as Record<Language, string>

/** An option's form as typed: its fields and its value rows `value.<row>.…`. */
export function typedCustomOption(body: FormBody): TypedCustomOption {
  const rows = new Set<number>()
  for (const name of Object.keys(body)) {
    const row = /^value\.(\d{1,3})\./.exec(name)?.[1]
    if (row !== undefined && Number(row) < MAX_VALUE_ROWS) rows.add(Number(row))
  }
  const values: TypedOptionValue[] = [...rows]
    .sort((a, b) => a - b)
    .map((row) => {
      const prefix = `value.${row}.`
      const id = textField(body, `${prefix}id`)
      return {
        id: /^\d{1,9}$/.test(id) ? Number(id) : null,
        titles: titlesOf(body, prefix),
        costKind: textField(body, `${prefix}costKind`),
        cost: textField(body, `${prefix}cost`).slice(0, 20),
        position: textField(body, `${prefix}position`).slice(0, 20),
        remove: checkboxField(body, `${prefix}remove`),
      }
    })
  return {
    type: textField(body, 'type'),
    titles: titlesOf(body, 'title.'),
    required: checkboxField(body, 'required'),
    costKind: textField(body, 'costKind'),
    cost: textField(body, 'cost').slice(0, 20),
    maxCharacters: textField(body, 'maxCharacters').slice(0, 20),
    position: textField(body, 'position').slice(0, 20),
    values,
  }
}

/** A product's custom options: add or save one, remove one (docs/back-office.md#custom-options). */
export function customOptionActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const skuOf = (request: FastifyRequest) => (request.params as { sku?: string }).sku ?? ''
  const pageOf = (request: FastifyRequest) => `/admin/products/${encodeURIComponent(skuOf(request))}`
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const optionIdOf = (body: FormBody) => {
    const id = textField(body, 'optionId')
    return /^\d{1,9}$/.test(id) ? Number(id) : null
  }
  const notFound: AdminAction = (request, reply, admin) =>
    sendAdminPage(request, reply, adminPageContext(app, admin, { screen: 'notFound' }), 404, ADMIN_SCREEN_URL)
  const sentBack =
    (form: string, error: string, fields?: Record<string, string>): AdminAction =>
    (request, reply, admin) =>
      sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, {
          formState: { form, error, values: echoedValues(bodyOf(request)), ...(fields ? { fields } : {}) },
        }),
        422,
        pageOf(request),
      )

  const productOptionSave: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const optionId = optionIdOf(body)
    const result = await saveCustomOption(
      db,
      backOfficeActorOf(request, admin),
      skuOf(request),
      optionId,
      typedCustomOption(body),
      admin.now,
    )
    const form = `option-${optionId ?? 'new'}`
    if (result.ok)
      return reply.redirect(
        `${pageOf(request)}?done=${optionId === null ? 'optionAdded' : 'optionSaved'}#option-${result.id}`,
        303,
      )
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    if (result.error === 'INVALID_FIELDS')
      return sentBack(form, 'PRODUCT_INVALID_FIELDS', result.fields)(request, reply, admin)
    return sentBack(form, result.error)(request, reply, admin)
  }

  const productOptionRemove: AdminAction = async (request, reply, admin) => {
    const optionId = optionIdOf(bodyOf(request)) ?? 0
    const result = await removeCustomOption(
      db,
      backOfficeActorOf(request, admin),
      skuOf(request),
      optionId,
      admin.now,
    )
    if (result.ok) return reply.redirect(`${pageOf(request)}?done=optionRemoved#options`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sentBack(`option-${optionId}`, result.error)(request, reply, admin)
  }

  return { productOptionSave, productOptionRemove }
}
