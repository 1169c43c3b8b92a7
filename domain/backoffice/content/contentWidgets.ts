import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { StoredNode, StoredWysiwyg } from '../../../db/seed/cmsContent.ts'
import { isContentLink, type ContentFieldErrors } from './contentFields.ts'

/** What a widget's field holds, which says how its form shows it and how it is checked. */
export type WidgetFieldKind =
  | 'text'
  | 'longText'
  | 'link'
  | 'sku'
  | 'skus'
  | 'media'
  | 'medias'
  | 'color'
  | 'choice'
  | 'boolean'
  | 'headingLevel'

/** One field of a widget's form: where it is in the stored widget (`corners.topLeft`, `images.0.title`). */
export interface WidgetFieldSpec {
  path: string
  kind: WidgetFieldKind
  /** The values a `choice` may take, as the storefront's widget reads them. */
  choices?: readonly string[]
}

const field = (path: string, kind: WidgetFieldKind, choices?: readonly string[]): WidgetFieldSpec =>
  choices ? { path, kind, choices } : { path, kind }
const POSITIONS = ['left', 'right'] as const
const FONT_SIZES = ['', 'small', 'medium', 'large'] as const
const CORNERS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'].map((corner) =>
  field(`corners.${corner}`, 'sku'),
)
const repeated = (list: string, count: number, fields: WidgetFieldSpec[]) =>
  Array.from({ length: count }, (_, index) =>
    fields.map((spec) => ({ ...spec, path: `${list}.${index}.${spec.path}` })),
  ).flat()

/**
 * The form of each widget type the storefront renders (`components/cms/widgets`): every field it
 * reads, in its order. The review widget has none (its figures are the shop's reviews); an
 * unreadable widget may only be removed.
 */
export const WIDGET_FORMS: Readonly<Record<string, readonly WidgetFieldSpec[]>> = {
  WidgetFullScreen: [field('media', 'media'), field('link', 'link')],
  WidgetTitleText: [field('title', 'text'), field('text', 'longText')],
  WidgetProductPush: [
    field('title', 'text'),
    field('product', 'sku'),
    field('image', 'media'),
    field('mediaHover', 'media'),
    field('link', 'link'),
  ],
  WidgetImageText: [
    field('text', 'longText'),
    field('image', 'media'),
    field('imagePosition', 'choice', POSITIONS),
    field('backgroundColor', 'color'),
    field('textColor', 'color'),
    field('fontSize', 'choice', FONT_SIZES),
    field('link', 'link'),
    field('isCategoryLink', 'boolean'),
  ],
  WidgetParallaxImage: [field('images', 'medias'), field('link', 'link'), field('isCategoryLink', 'boolean')],
  WidgetThreePush: repeated('images', 3, [
    field('title', 'text'),
    field('media', 'media'),
    field('labelCta', 'text'),
    field('link', 'link'),
  ]),
  WidgetFourEntry: repeated('entries', 4, [
    field('title', 'text'),
    field('media', 'media'),
    field('link', 'link'),
    field('withShadow', 'boolean'),
  ]),
  WidgetProductCarousel: [
    field('title', 'text'),
    field('headingLevel', 'headingLevel'),
    field('products', 'skus'),
    field('ctaLabel', 'text'),
    field('ctaLink', 'link'),
  ],
  WidgetImageQuote: [
    field('title', 'text'),
    field('headingLevel', 'headingLevel'),
    field('subtitle', 'text'),
    field('text', 'longText'),
    field('media', 'media'),
    field('imagePosition', 'choice', POSITIONS),
    field('imageFormat', 'choice', ['portrait', 'landscape', 'square']),
    field('backgroundColor', 'color'),
    field('fontSize', 'choice', FONT_SIZES),
    field('ctaLabel', 'text'),
    field('ctaLink', 'link'),
  ],
  WidgetLookbook: [field('title', 'text'), field('media', 'media'), ...CORNERS],
  WidgetPush: [
    field('label', 'text'),
    field('media', 'media'),
    field('hoverMedia', 'media'),
    field('displayType', 'choice', ['large', 'card']),
    field('ctaLabel', 'text'),
    field('ctaLink', 'link'),
    field('isCategoryLink', 'boolean'),
  ],
  WidgetEkomi: [],
  WidgetTheme: [
    field('title', 'text'),
    field('media', 'media'),
    field('mediaPosition', 'choice', POSITIONS),
    field('link', 'link'),
    ...CORNERS,
  ],
  WidgetFourProduct: [field('products', 'skus')],
  WidgetReassurance: repeated('items', 3, [
    field('icon', 'choice', ['delivery', 'store', 'phone', 'gift', 'cart', 'heart', 'user', 'search']),
    field('title', 'text'),
    field('text', 'longText'),
  ]),
  WidgetInvalidData: [],
}

/** Widget types a form may add (an unreadable widget is never added). */
export const ADDABLE_WIDGETS = Object.keys(WIDGET_FORMS).filter((type) => type !== 'WidgetInvalidData')

/** One part of a content as its form lists it: a widget with its typed fields, or another node kept as it is. */
export interface WidgetPart {
  /** The widget type, or the page-builder node's kind (`row`, `map` …) for a part without fields. */
  type: string
  isWidget: boolean
  /** Its fields, in their order (none for a part kept as it is). */
  fields: readonly WidgetFieldSpec[]
  /** Each field's value as the form shows it (lists as comma-separated values, booleans as `1` or ``). */
  values: Record<string, string>
}

const MAX_TEXT = 2_000

function valueAt(node: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object') return undefined
    return (value as Record<string, unknown>)[key]
  }, node)
}

function setAt(node: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.')
  let target: Record<string, unknown> | unknown[] = node
  keys.slice(0, -1).forEach((key, index) => {
    const next = (target as Record<string, unknown>)[key]
    if (next === null || typeof next !== 'object') {
      const created = /^\d+$/.test(keys[index + 1]!) ? [] : {}
      ;(target as Record<string, unknown>)[key] = created
      target = created
    } else target = next as Record<string, unknown>
  })
  ;(target as Record<string, unknown>)[keys.at(-1)!] = value
}

/** A stored field as typed text. */
function typedOf(spec: WidgetFieldSpec, value: unknown): string {
  if (spec.kind === 'boolean') return value === true ? '1' : ''
  if (spec.kind === 'skus' || spec.kind === 'medias')
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(', ') : ''
  if (value === null || value === undefined) return ''
  return String(value)
}

/** The parts of a stored content, in order, as its widget form shows them. */
export function widgetPartsOf(stored: StoredWysiwyg): WidgetPart[] {
  return (stored.childNodes ?? []).map((node) => {
    if (!('widget' in node)) return { type: node.node, isWidget: false, fields: [], values: {} }
    const specs = WIDGET_FORMS[node.widget] ?? []
    return {
      type: WIDGET_FORMS[node.widget] ? node.widget : 'WidgetInvalidData',
      isWidget: true,
      fields: specs,
      values: Object.fromEntries(specs.map((spec) => [spec.path, typedOf(spec, valueAt(node, spec.path))])),
    }
  })
}

/** How the widget form was sent: each listed part's typed values, position and removal, and a type to add. */
export interface WidgetForm {
  parts: { values: Record<string, string>; position: number; remove: boolean }[]
  add: string | null
}

const listOf = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '')

/** A typed value as the stored widget holds it. */
function storedOf(spec: WidgetFieldSpec, typed: string): unknown {
  const value = typed.trim()
  switch (spec.kind) {
    case 'boolean':
      return value !== ''
    case 'skus':
    case 'medias':
      return listOf(value)
    case 'headingLevel':
      return [2, 3, 4].includes(Number(value)) ? Number(value) : 2
    case 'choice':
      return spec.choices?.includes(value) ? value || null : (spec.choices?.[0] ?? null) || null
    case 'sku':
    case 'media':
    case 'link':
    case 'color':
      return value === '' ? null : value
    default:
      return value
  }
}

/** A new widget of `type`, each of its fields blank (or its first choice), so the shop reads it as it reads any. */
function emptyWidget(type: string): StoredNode {
  const widget: Record<string, unknown> = { widget: type }
  for (const spec of WIDGET_FORMS[type] ?? []) setAt(widget, spec.path, storedOf(spec, ''))
  return widget as StoredNode
}

/**
 * The content a widget form stores (docs/back-office.md#content): its parts reordered by their
 * typed positions (ties keep their order), the removed ones left out, a new widget of `add` at the
 * end, each widget's fields written into a copy of the stored widget (fields no form shows are
 * kept). Every SKU must be a product (not one of its sizes), every picture be in the media library, every link be one `isContentLink` takes, every colour
 * `#rrggbb`; refused fields are named `widgets.<index>.<path>`, index as listed.
 */
export async function contentAfterWidgetForm(
  db: Kysely<Database> | Transaction<Database>,
  stored: StoredWysiwyg,
  form: WidgetForm,
): Promise<{ content: StoredWysiwyg; errors: ContentFieldErrors }> {
  const nodes = stored.childNodes ?? []
  const errors: ContentFieldErrors = {}
  const skus = new Set<string>()
  const medias = new Set<string>()
  nodes.forEach((node, index) => {
    if (!('widget' in node)) return
    const typed = form.parts[index]?.values ?? {}
    for (const spec of WIDGET_FORMS[node.widget] ?? []) {
      const value = (typed[spec.path] ?? '').trim()
      if (spec.kind === 'sku' && value) skus.add(value)
      if (spec.kind === 'skus') listOf(value).forEach((sku) => skus.add(sku))
      if (spec.kind === 'media' && value) medias.add(value)
      if (spec.kind === 'medias') listOf(value).forEach((media) => medias.add(media))
    }
  })
  const knownSkus = new Set(
    skus.size === 0
      ? []
      : (
          await db
            .selectFrom('product')
            .select('sku')
            .where('sku', 'in', [...skus])
            .where('parent_sku', 'is', null)
            .execute()
        ).map((row) => row.sku),
  )
  const knownMedia = new Set(
    medias.size === 0
      ? []
      : (
          await db
            .selectFrom('media')
            .select('id')
            .where('id', 'in', [...medias])
            .execute()
        ).map((row) => row.id),
  )
  const edited = nodes.map((node, index): { node: StoredNode; position: number; remove: boolean } => {
    const part = form.parts[index]
    const kept = { position: part?.position ?? index + 1, remove: part?.remove ?? false }
    if (!('widget' in node) || !part) return { node, ...kept }
    const widget = structuredClone(node) as Record<string, unknown>
    for (const spec of WIDGET_FORMS[node.widget] ?? []) {
      const typed = (part.values[spec.path] ?? '').trim()
      const name = `widgets.${index}.${spec.path}`
      if (typed.length > MAX_TEXT) errors[name] = 'TOO_LONG'
      else if (spec.kind === 'sku' && typed && !knownSkus.has(typed)) errors[name] = 'SKU_UNKNOWN'
      else if (spec.kind === 'skus' && !listOf(typed).every((sku) => knownSkus.has(sku)))
        errors[name] = 'SKU_UNKNOWN'
      else if (spec.kind === 'media' && typed && !knownMedia.has(typed)) errors[name] = 'MEDIA_UNKNOWN'
      else if (spec.kind === 'medias' && !listOf(typed).every((media) => knownMedia.has(media)))
        errors[name] = 'MEDIA_UNKNOWN'
      else if (spec.kind === 'link' && typed && !isContentLink(typed)) errors[name] = 'LINK_INVALID'
      else if (spec.kind === 'color' && typed && !/^#[0-9a-f]{6}$/i.test(typed)) errors[name] = 'COLOR_FORMAT'
      setAt(widget, spec.path, storedOf(spec, typed))
    }
    return { node: widget as StoredNode, ...kept }
  })
  const ordered = edited
    .map((part, index) => ({ ...part, index }))
    .filter((part) => !part.remove)
    .sort((first, second) => first.position - second.position || first.index - second.index)
    .map((part) => part.node)
  if (form.add && ADDABLE_WIDGETS.includes(form.add)) ordered.push(emptyWidget(form.add))
  return { content: { data: stored.data, childNodes: ordered }, errors }
}

/** Products whose SKU or name holds `q` in `language`, for the widget form's SKU search (20 at most). */
export async function findProductsForWidgets(
  db: Kysely<Database>,
  language: string,
  q: string,
): Promise<{ sku: string; name: string }[]> {
  const typed = q.trim().toLowerCase()
  if (typed.length < 2) return []
  const pattern = `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  return db
    .selectFrom('product')
    .innerJoin('product_translation', 'product_translation.sku', 'product.sku')
    .select(['product.sku', 'product_translation.name'])
    .where('product.parent_sku', 'is', null)
    .where('product_translation.language', '=', language as never)
    .where((where) =>
      where.or([
        where(where.fn('lower', ['product.sku']), 'like', pattern),
        where(where.fn('lower', ['product_translation.name']), 'like', pattern),
      ]),
    )
    .orderBy('product.sku')
    .limit(20)
    .execute()
}

/** The media library's pictures (`media`, what widgets show), with their text in `language`. */
export async function mediaLibrary(
  db: Kysely<Database>,
  language: string,
): Promise<{ id: string; alt: string }[]> {
  const rows = await db.selectFrom('media').select(['id', 'alt']).orderBy('id').execute()
  return rows.map((row) => {
    const alt = (row.alt ?? {}) as Record<string, string>
    return { id: row.id, alt: alt[language] ?? '' }
  })
}
