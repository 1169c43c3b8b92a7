import type { FastifyInstance, FastifyRequest } from 'fastify'
import { updateShopSettings } from '../../domain/backoffice/shopSettingsEditing.ts'
import { SHOP_SCOPE, SHOP_SETTING_NAMES } from '../../domain/shop/shopSettings.ts'
import { checkboxField, textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import { sendAdminNotFound, sendCatalogueFormAgain } from './catalogueFormAnswers.ts'
import { settingsScopeOf } from './settingsPageData.ts'

/** The form's name of a store's "override this setting" checkbox. */
export const overrideFieldName = (name: string) => `override.${name}`

/** The settings page of a scope: the shop's, or a store's (`?store=b2c_de`). */
export function settingsPath(scope: string, done?: string): string {
  const search = new URLSearchParams()
  if (scope !== SHOP_SCOPE) search.set('store', scope)
  if (done) search.set('done', done)
  const query = search.toString()
  return query ? `/admin/settings?${query}` : '/admin/settings'
}

/** The shop settings page (/admin/settings) and its save (docs/back-office.md#shop-settings). */
export function settingsActions(app: FastifyInstance) {
  const db = app.shopDatabase.db

  const settings: AdminAction = async (request, reply, admin) => {
    const query = request.query as { store?: unknown; done?: unknown }
    if (settingsScopeOf(typeof query.store === 'string' ? query.store : null) === null)
      return sendAdminNotFound(app, request, reply, admin)
    return sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, { notice: typeof query.done === 'string' ? query.done : null }),
    )
  }

  const settingsSave: AdminAction = async (request: FastifyRequest, reply, admin) => {
    const body = (request.body ?? {}) as FormBody
    const scope = settingsScopeOf(textField(body, 'scope'))
    if (scope === null) return sendAdminNotFound(app, request, reply, admin)
    const form = Object.fromEntries(
      Object.keys(body)
        .filter((name) => name !== '_csrf')
        .map((name) => [name, textField(body, name)]),
    )
    const result = await updateShopSettings(
      db,
      backOfficeActorOf(request, admin),
      app.stores.map((store) => store.key),
      {
        scope,
        form,
        overrides: SHOP_SETTING_NAMES.filter((name) => checkboxField(body, overrideFieldName(name))),
      },
      admin.now,
    )
    if (result.ok)
      return reply.redirect(
        settingsPath(scope, result.changed.length > 0 ? 'settingsSaved' : 'settingsUnchanged'),
        303,
      )
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'settings',
      refusal: result,
      invalidFieldsError: 'SETTINGS_INVALID_FIELDS',
      url: settingsPath(scope),
    })
  }

  return { settings, settingsSave }
}
