import type { Kysely, Transaction } from 'kysely'
import type { Database, Language } from '../../../db/tables.ts'
import type { StoredWysiwyg } from '../../../db/seed/cmsContent.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  formRefusalOf,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import {
  checkContentFields,
  CONTENT_IDENTIFIER_PATTERN,
  isRequiredPage,
  type ContentFieldErrors,
  type ContentForm,
  type ContentKind,
} from './contentFields.ts'
import { editableHtmlOf, htmlContent, uneditableParts } from './contentHtml.ts'
import { movePageUrl, pageUrlKeyTaken } from './contentUrls.ts'
import { contentAfterWidgetForm, widgetPartsOf, type WidgetPart } from './contentWidgets.ts'
import type { CmsRow } from '../../cms/cmsRow.ts'

/** A page or block as its form shows it. */
export interface EditableContent {
  kind: ContentKind
  identifier: string
  language: Language
  title: string
  urlKey: string
  metaTitle: string
  metaDescription: string
  published: boolean
  availableFrom: Date | null
  /** The HTML content; null when it has parts the HTML field does not edit (see `uneditable`). */
  html: string | null
  /** Widget types and nodes the HTML field does not edit (their own forms edit them). */
  uneditable: string[]
  /** The content's parts as the widget form lists them; empty when the HTML field edits it. */
  widgets: WidgetPart[]
  /** A page the law requires (docs/back-office.md#content): never unpublished, delayed or moved. */
  required: boolean
}

/**
 * What the rules need from the storefront: its HTML reader, so that what is stored is exactly
 * what the shop shows (the same allow-list drops scripts, event attributes and unsafe links).
 */
export interface ContentContext {
  sanitizeHtml: (html: string) => string
  languages: readonly Language[]
}

/** What a save answers; `INVALID_FIELDS` comes with each refused field. */
export type ContentSaveResult =
  | { ok: true; changed: string[] }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: ContentFieldErrors }

const tableOf = (kind: ContentKind) => (kind === 'page' ? 'cms_page' : 'cms_block')

async function storedRow(
  db: Kysely<Database> | Transaction<Database>,
  kind: ContentKind,
  identifier: string,
  language: string,
  lock = false,
) {
  if (kind === 'page') {
    const query = db
      .selectFrom('cms_page')
      .selectAll()
      .where('identifier', '=', identifier)
      .where('language', '=', language as Language)
    return (await (lock ? query.forUpdate() : query).executeTakeFirst()) ?? null
  }
  const query = db
    .selectFrom('cms_block')
    .selectAll()
    .where('identifier', '=', identifier)
    .where('language', '=', language as Language)
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst()
  return row ? { ...row, url_key: '', meta_title: '', meta_description: '' } : null
}

/** A page or block as its form shows it, or null (also without `content.view`). */
export async function contentForEditing(
  db: Kysely<Database> | Transaction<Database>,
  actor: BackOfficeActor,
  kind: ContentKind,
  identifier: string,
  language: string,
): Promise<EditableContent | null> {
  if (!allowed(actor, 'content.view')) return null
  const row = await storedRow(db, kind, identifier, language)
  if (!row) return null
  const stored = row.content_wysiwyg as StoredWysiwyg
  return {
    kind,
    identifier: row.identifier,
    language: row.language,
    title: row.title,
    urlKey: row.url_key,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    published: row.published,
    availableFrom: row.available_from,
    html: editableHtmlOf(stored),
    uneditable: uneditableParts(stored),
    widgets: editableHtmlOf(stored) === null ? widgetPartsOf(stored) : [],
    required: isRequiredPage(kind, row.identifier),
  }
}

/**
 * The content a save stores (its Wysiwyg tree and its HTML): the typed HTML, read and written
 * back by the storefront's allow-list, or the stored content when the form did not edit it.
 */
export function contentAfterSave(
  context: ContentContext,
  dataId: string,
  form: ContentForm,
  stored: { content: string; content_wysiwyg: unknown },
): { content: string; content_wysiwyg: string } {
  if (form.html === null)
    return { content: stored.content, content_wysiwyg: JSON.stringify(stored.content_wysiwyg) }
  const html = context.sanitizeHtml(form.html)
  return { content: html, content_wysiwyg: JSON.stringify(htmlContent(dataId, html)) }
}

/** The widgets a form edits (a content without an HTML field, the form's widgets sent), or null to keep them. */
async function widgetsAfterForm(
  db: Kysely<Database> | Transaction<Database>,
  stored: unknown,
  form: ContentForm,
): Promise<{ content: StoredWysiwyg | null; errors: ContentFieldErrors }> {
  if (form.html !== null || !form.widgets) return { content: null, errors: {} }
  return contentAfterWidgetForm(db, stored as StoredWysiwyg, form.widgets)
}

/**
 * Creates a page or block in one language (docs/back-office.md#content): its identifier free
 * in that language, its fields checked, a page's URL key free (its `url_rewrite` row added), its
 * HTML sanitized, and `content.page.create` or `content.block.create` audited, in one transaction.
 */
export async function createContent(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  context: ContentContext,
  kind: ContentKind,
  typed: { identifier: string; language: string },
  form: ContentForm,
  now: Date,
): Promise<ContentSaveResult & { identifier?: string; language?: Language }> {
  if (!allowed(actor, 'content.edit')) return refused('FORBIDDEN')
  const identifier = typed.identifier.trim()
  const language = typed.language as Language
  return answerSave(() =>
    db.transaction().execute(async (trx) => {
      const { values, errors } = checkContentFields(
        kind,
        identifier,
        { ...form, html: form.html ?? '' },
        null,
      )
      if (!CONTENT_IDENTIFIER_PATTERN.test(identifier)) errors.identifier = 'IDENTIFIER_FORMAT'
      if (!context.languages.includes(language)) errors.language = 'LANGUAGE_UNKNOWN'
      if (!errors.identifier && !errors.language && (await storedRow(trx, kind, identifier, language)))
        errors.identifier = 'IDENTIFIER_TAKEN'
      if (kind === 'page' && !errors.urlKey && !errors.language)
        if (await pageUrlKeyTaken(trx, language, values.url_key, identifier)) errors.urlKey = 'URL_KEY_TAKEN'
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })
      const dataId = `${identifier}-${language}`
      const content = contentAfterSave(
        context,
        dataId,
        { ...form, html: form.html ?? '' },
        {
          content: '',
          content_wysiwyg: null,
        },
      )
      const common = {
        identifier,
        language,
        title: values.title,
        published: values.published,
        available_from: values.available_from,
        ...content,
      }
      if (kind === 'page') {
        await trx
          .insertInto('cms_page')
          .values({
            ...common,
            url_key: values.url_key,
            meta_title: values.meta_title,
            meta_description: values.meta_description,
          })
          .execute()
        await movePageUrl(trx, identifier, language, null, values.url_key)
      } else await trx.insertInto('cms_block').values(common).execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: kind === 'page' ? 'content.page.create' : 'content.block.create',
        subjectType: tableOf(kind),
        subjectId: `${identifier}/${language}`,
        before: null,
        after: { ...values, content: content.content },
        at: now,
      })
      return { ok: true as const, changed: ['created'], identifier, language }
    }),
  )
}

/**
 * Saves a page's or block's fields and content, on its row lock: a page's new URL key moves its
 * URL and leaves the old one as a 301, as products' do; the change is audited
 * (`content.page.update`, `content.block.update`) with the changed fields only. The database
 * purges the cached pages that show it (migrations 0034 and 0075: its page, or the pages that
 * include the block).
 */
export async function saveContent(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  context: ContentContext,
  kind: ContentKind,
  identifier: string,
  language: string,
  form: ContentForm,
  now: Date,
): Promise<ContentSaveResult> {
  if (!allowed(actor, 'content.edit')) return refused('FORBIDDEN')
  return answerSave(() =>
    db.transaction().execute(async (trx) => {
      const row = await storedRow(trx, kind, identifier, language, true)
      if (!row) throw new BackOfficeRefusal('NOT_FOUND')
      const editable = editableHtmlOf(row.content_wysiwyg as StoredWysiwyg) !== null
      // HTML sent for a content with widgets would drop them: it is ignored, the content kept.
      const edited = { ...form, html: editable ? form.html : null }
      const { values, errors } = checkContentFields(
        kind,
        identifier,
        edited,
        kind === 'page' ? row.url_key : null,
      )
      if (kind === 'page' && !errors.urlKey && values.url_key !== row.url_key)
        if (await pageUrlKeyTaken(trx, row.language, values.url_key, identifier))
          errors.urlKey = 'URL_KEY_TAKEN'
      const widgets = await widgetsAfterForm(trx, row.content_wysiwyg, edited)
      Object.assign(errors, widgets.errors)
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })
      const content = widgets.content
        ? { content: row.content, content_wysiwyg: JSON.stringify(widgets.content) }
        : contentAfterSave(context, `${identifier}-${row.language}`, edited, row)
      const current: Record<string, unknown> = {
        title: row.title,
        url_key: row.url_key,
        meta_title: row.meta_title,
        meta_description: row.meta_description,
        available_from: row.available_from?.toISOString() ?? null,
        published: row.published,
        content: row.content,
        widgets: JSON.stringify(row.content_wysiwyg),
      }
      const next: Record<string, unknown> = {
        ...values,
        available_from: values.available_from?.toISOString() ?? null,
        content: content.content,
        // Compared as stored (JSON text), so an unchanged widget form changes nothing.
        widgets: widgets.content ? JSON.stringify(JSON.parse(content.content_wysiwyg)) : current.widgets,
      }
      const before: Record<string, unknown> = {}
      const after: Record<string, unknown> = {}
      for (const field of Object.keys(current))
        if (current[field] !== next[field]) {
          before[field] = current[field]
          after[field] = next[field]
        }
      const changed = Object.keys(after)
      if (changed.length === 0) return { ok: true as const, changed }
      const common = {
        title: values.title,
        published: values.published,
        available_from: values.available_from,
        ...content,
      }
      if (kind === 'page') {
        await trx
          .updateTable('cms_page')
          .set({
            ...common,
            url_key: values.url_key,
            meta_title: values.meta_title,
            meta_description: values.meta_description,
          })
          .where('identifier', '=', identifier)
          .where('language', '=', row.language)
          .execute()
        if (values.url_key !== row.url_key)
          await movePageUrl(trx, identifier, row.language, row.url_key, values.url_key)
      } else
        await trx
          .updateTable('cms_block')
          .set(common)
          .where('identifier', '=', identifier)
          .where('language', '=', row.language)
          .execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: kind === 'page' ? 'content.page.update' : 'content.block.update',
        subjectType: tableOf(kind),
        subjectId: `${identifier}/${row.language}`,
        before,
        after,
        at: now,
      })
      return { ok: true as const, changed }
    }),
  )
}

/** A page as typed, ready to render without being saved; `INVALID_FIELDS` as a save would answer. */
export type ContentDraftResult =
  | { ok: true; draft: CmsRow & { identifier: string; language: Language } }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: ContentFieldErrors }

/**
 * The page a save of `form` would store, without saving it (`content.view`: whoever may read the
 * page may preview it): the same checks, and the HTML sanitized exactly as a save does, so the
 * preview shows what saving would show. A block's draft is a page holding the block under its
 * title (a block has no page of its own; the preview shows it in a neutral page of its store).
 * Nothing is written, nothing audited, nothing purged.
 */
export async function contentDraft(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  context: ContentContext,
  identifier: string,
  language: string,
  form: ContentForm,
  kind: ContentKind = 'page',
): Promise<ContentDraftResult> {
  if (!allowed(actor, 'content.view')) return refused('FORBIDDEN')
  const row = await storedRow(db, kind, identifier, language)
  if (!row) return refused('NOT_FOUND')
  const editable = editableHtmlOf(row.content_wysiwyg as StoredWysiwyg) !== null
  const edited = { ...form, html: editable ? form.html : null }
  const { values, errors } = checkContentFields(
    kind,
    identifier,
    edited,
    kind === 'page' ? row.url_key : null,
  )
  const widgets = await widgetsAfterForm(db, row.content_wysiwyg, edited)
  Object.assign(errors, widgets.errors)
  if (Object.keys(errors).length > 0) return { ok: false, error: 'INVALID_FIELDS', fields: errors }
  const content = widgets.content
    ? { content: row.content, content_wysiwyg: JSON.stringify(widgets.content) }
    : contentAfterSave(context, `${identifier}-${row.language}`, edited, row)
  return {
    ok: true,
    draft: {
      // A block's neutral page is never the home page, whatever the block's identifier.
      identifier: kind === 'page' ? row.identifier : `block-preview-${row.identifier}`,
      language: row.language,
      title: values.title,
      url_key: values.url_key,
      meta_title: values.meta_title,
      meta_description: values.meta_description,
      content: content.content,
      content_wysiwyg: JSON.parse(content.content_wysiwyg) as unknown,
    },
  }
}

/**
 * Publishes or unpublishes a page or block (`content.edit`), on its row lock, audited as an
 * update of `published`. A page the law requires is never unpublished (`REQUIRED_PAGE`);
 * `SAME_STATUS` when it already is so.
 */
export async function setContentPublished(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  kind: ContentKind,
  identifier: string,
  language: string,
  published: boolean,
  now: Date,
): Promise<{ ok: true } | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' | 'SAME_STATUS' | 'REQUIRED_PAGE' }> {
  if (!allowed(actor, 'content.edit')) return refused('FORBIDDEN')
  if (!published && isRequiredPage(kind, identifier)) return refused('REQUIRED_PAGE')
  return db.transaction().execute(async (trx) => {
    const row = await storedRow(trx, kind, identifier, language, true)
    if (!row) return refused('NOT_FOUND')
    if (row.published === published) return refused('SAME_STATUS')
    if (kind === 'page')
      await trx
        .updateTable('cms_page')
        .set({ published })
        .where('identifier', '=', identifier)
        .where('language', '=', row.language)
        .execute()
    else
      await trx
        .updateTable('cms_block')
        .set({ published })
        .where('identifier', '=', identifier)
        .where('language', '=', row.language)
        .execute()
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: kind === 'page' ? 'content.page.update' : 'content.block.update',
      subjectType: tableOf(kind),
      subjectId: `${identifier}/${row.language}`,
      before: { published: row.published },
      after: { published },
      at: now,
    })
    return { ok: true as const }
  })
}

async function answerSave<T extends ContentSaveResult>(
  save: () => Promise<T>,
): Promise<T | ContentSaveResult> {
  try {
    return await save()
  } catch (error) {
    const refusal = formRefusalOf<ContentFieldErrors, 'NOT_FOUND'>(error)
    if (refusal) return refusal
    // Two creations of the same identifier or URL key at once: the primary key refuses the second.
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505')
      return { ok: false, error: 'INVALID_FIELDS', fields: { identifier: 'IDENTIFIER_TAKEN' } }
    throw error
  }
}
