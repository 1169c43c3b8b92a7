import path from 'node:path'
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { StoreLocale } from '../config/stores.ts'
import { readPoEntries } from './i18n/poEntries.ts'
import { PROJECT_ROOT } from '../config/projectRoot.ts'

const LOCALES_DIR = path.join(PROJECT_ROOT, 'locales')
const instances = new Map<StoreLocale, I18n>()

/**
 * The Lingui instance of a locale for texts the shop API answers with (cart errors and
 * notices). The API runs without the page build, so it reads the `.po` catalogue itself,
 * once per process; its texts are `msg` of `@lingui/core/runtime-macro`, whose ids are the
 * ones the compiled macros use.
 */
function apiI18n(locale: StoreLocale): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    const messages: Record<string, ReturnType<typeof compileMessage>> = {}
    for (const entry of readPoEntries(path.join(LOCALES_DIR, locale, 'messages.po'))) {
      messages[generateMessageId(entry.id, entry.context)] = compileMessage(entry.translation || entry.id)
    }
    i18n = setupI18n({ locale, messages: { [locale]: messages } })
    instances.set(locale, i18n)
  }
  return i18n
}

/** A message of the shop API in the store's language (English when a translation is missing). */
export function shopperText(locale: StoreLocale, message: MessageDescriptor): string {
  return apiI18n(locale)._(message)
}
