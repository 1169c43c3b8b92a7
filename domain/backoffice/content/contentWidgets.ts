import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { StoredNode, StoredWysiwyg } from '../../../db/seed/cmsContent.ts'
import { isContentLink, type ContentFieldError, type ContentFieldErrors } from './contentFields.ts'
import { ARTWORK_SIZES, artworkUrl } from '../../media/artworkUrls.ts'
import { PRODUCT_PICTURE_MEDIA, uploadedPictureUrl } from '../../media/uploadedPictureUrls.ts'

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

/**
 * How deep the storefront shows parts: its content fragment reads three levels
 * (`components/cms/CmsContent.tsx`), so a widget added deeper would never show.
 */
export const SHOWN_DEPTH = 3

/**
 * A product carousel scrolls sideways itself: inside a slider's sideways scroll the two would
 * fight for the same swipe, so a slide takes none.
 */
const REFUSED_IN_SLIDES: readonly string[] = ['WidgetProductCarousel']

/** The parts a widget may be added inside: a row and a slide hold it; a slider takes it in a new slide. */
const CONTAINERS: Readonly<Record<string, { inNewSlide: boolean; refused: readonly string[] }>> = {
  row: { inNewSlide: false, refused: [] },
  slide: { inNewSlide: false, refused: REFUSED_IN_SLIDES },
  slider: { inNewSlide: true, refused: REFUSED_IN_SLIDES },
}

/** What may be added inside a part: the widget types it takes, or none when the shop would not show them so deep. */
export interface PartAdding {
  /** The widget types it takes (none when `tooDeep`). */
  types: string[]
  /** A slider's: the widget comes in a new slide of its own. */
  inNewSlide: boolean
  /** The widget would be deeper than the shop shows ({@link SHOWN_DEPTH}). */
  tooDeep: boolean
}

/** What may be added inside a part of `kind` at `depth` (1 for the top level), or null when it holds no widget. */
export function addingInside(kind: string, depth: number): PartAdding | null {
  const rule = CONTAINERS[kind]
  if (!rule) return null
  const tooDeep = depth + (rule.inNewSlide ? 2 : 1) > SHOWN_DEPTH
  return {
    types: tooDeep ? [] : ADDABLE_WIDGETS.filter((type) => !rule.refused.includes(type)),
    inNewSlide: rule.inNewSlide,
    tooDeep,
  }
}

/** One part of a content as its form lists it: a widget with its typed fields, or another node kept as it is. */
export interface WidgetPart {
  /** The widget type, or the page-builder node's kind (`row`, `map` …) for a part without fields. */
  type: string
  isWidget: boolean
  /**
   * Where it is in the content: its index among the top-level parts (`2`), then its index inside
   * each part that holds it (`2/0/1`: the second part of the first part of the third).
   */
  path: string
  /** Its fields, in their order (none for a part kept as it is). */
  fields: readonly WidgetFieldSpec[]
  /** Each field's value as the form shows it (lists as comma-separated values, booleans as `1` or ``). */
  values: Record<string, string>
  /** The parts a page-builder node holds (a row's, a slider's, a slide's), each with its own form. */
  children: WidgetPart[]
  /** What may be added inside it (a row, a slider, a slide); null for any other part. */
  adding: PartAdding | null
}

const MAX_TEXT = 2_000

/** How deep the form follows parts inside parts (a row holding a slider holding slides holding widgets is 4). */
const MAX_DEPTH = 6

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

function partsOf(nodes: readonly StoredNode[], parent: string | null, depth: number): WidgetPart[] {
  return nodes.map((node, index) => {
    const path = parent === null ? String(index) : `${parent}/${index}`
    if (!('widget' in node))
      return {
        type: node.node,
        isWidget: false,
        path,
        fields: [],
        values: {},
        children: depth < MAX_DEPTH ? partsOf(node.childNodes ?? [], path, depth + 1) : [],
        adding: addingInside(node.node, depth),
      }
    const specs = WIDGET_FORMS[node.widget] ?? []
    return {
      type: WIDGET_FORMS[node.widget] ? node.widget : 'WidgetInvalidData',
      isWidget: true,
      path,
      fields: specs,
      values: Object.fromEntries(specs.map((spec) => [spec.path, typedOf(spec, valueAt(node, spec.path))])),
      children: [],
      adding: null,
    }
  })
}

/** The parts of a stored content, in order, as its widget form shows them, with the parts each holds. */
export function widgetPartsOf(stored: StoredWysiwyg): WidgetPart[] {
  return partsOf(stored.childNodes ?? [], null, 1)
}

/** What the form sent for one part: its typed values, its position among its siblings, its removal. */
export interface WidgetPartForm {
  values: Record<string, string>
  position: number
  remove: boolean
}

/**
 * How the widget form was sent: each top-level part by its index (`parts`), each part inside
 * another by its path (`nested`, `2/0`), a widget type to add at the end, and widget types to add
 * inside rows, sliders and slides by their paths (`addInside`, `{ '0/2': 'WidgetPush' }`; an
 * empty type when its "Add" button was pressed without one).
 */
export interface WidgetForm {
  parts: WidgetPartForm[]
  nested?: Record<string, WidgetPartForm>
  add: string | null
  addInside?: Record<string, string>
}

/** The form of the part at `path` (see {@link WidgetPart.path}), if it was sent. */
function partFormAt(form: WidgetForm, path: string): WidgetPartForm | undefined {
  return path.includes('/') ? form.nested?.[path] : form.parts[Number(path)]
}

/** Every widget of a content (at any depth the form follows) with its path. */
function widgetsWithPaths(
  nodes: readonly StoredNode[],
  parent: string | null = null,
  depth = 1,
): { node: StoredNode & { widget: string }; path: string }[] {
  return nodes.flatMap((node, index) => {
    const path = parent === null ? String(index) : `${parent}/${index}`
    if ('widget' in node) return [{ node, path }]
    return depth < MAX_DEPTH ? widgetsWithPaths(node.childNodes ?? [], path, depth + 1) : []
  })
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

/** The stored node at `path` (see {@link WidgetPart.path}), if there is one. */
function nodeAt(nodes: readonly StoredNode[], path: string): StoredNode | undefined {
  let level: readonly StoredNode[] = nodes
  let found: StoredNode | undefined
  for (const index of path.split('/')) {
    found = level[Number(index)]
    if (!found) return undefined
    level = 'widget' in found ? [] : (found.childNodes ?? [])
  }
  return found
}

/**
 * Why a widget of `type` may not be added inside the part at `path`: it is no row, slider or
 * slide (`NOT_A_CONTAINER`), the shop would not show it so deep (`TOO_DEEP`), no type was chosen
 * (`WIDGET_TYPE_REQUIRED`), or the part takes no widget of this type (`WIDGET_NOT_ALLOWED_HERE`).
 */
function additionRefusal(stored: StoredWysiwyg, path: string, type: string): ContentFieldError | null {
  const node = nodeAt(stored.childNodes ?? [], path)
  const depth = path.split('/').length
  const adding = node && !('widget' in node) && depth <= MAX_DEPTH ? addingInside(node.node, depth) : null
  if (!adding) return 'NOT_A_CONTAINER'
  if (adding.tooDeep) return 'TOO_DEEP'
  if (type === '') return 'WIDGET_TYPE_REQUIRED'
  if (!adding.types.includes(type)) return 'WIDGET_NOT_ALLOWED_HERE'
  return null
}

/** Which of `ids` name a picture: one of the media library or an uploaded product picture. */
async function knownMediaOf(
  db: Kysely<Database> | Transaction<Database>,
  ids: ReadonlySet<string>,
): Promise<Set<string>> {
  const library = [...ids].filter((id) => !PRODUCT_PICTURE_MEDIA.test(id))
  const uploads = [...ids].flatMap((id) => {
    const match = PRODUCT_PICTURE_MEDIA.exec(id)
    return match ? [Number(match[1])] : []
  })
  const [inLibrary, uploaded] = await Promise.all([
    library.length === 0 ? [] : db.selectFrom('media').select('id').where('id', 'in', library).execute(),
    uploads.length === 0
      ? []
      : db.selectFrom('product_picture').select('id').where('id', 'in', uploads).execute(),
  ])
  return new Set([...inLibrary.map((row) => row.id), ...uploaded.map((row) => `upload-${row.id}`)])
}

/**
 * The content a widget form stores (docs/back-office.md#content): at each level (the top-level
 * parts, and the parts inside each row, slider or slide) the parts reordered by their typed
 * positions (ties keep their order), the removed ones left out; a new widget of `add` at the end
 * of the top level, and of each `addInside` type at the end of its row or slide (a slider's in a
 * new slide), blank, when the shop shows that type there (else refused as `widgets.<path>._add`,
 * see {@link addingInside}); each widget's fields written into a copy of the stored widget (fields
 * no form shows are kept). Every SKU must be a product (not one of its sizes), every picture be in the
 * media library or an uploaded product picture, every link be one `isContentLink` takes, every
 * colour `#rrggbb`; refused fields are named `widgets.<path>.<field>` (`widgets.2.title`,
 * `widgets.2/0.title`), paths as listed.
 */
export async function contentAfterWidgetForm(
  db: Kysely<Database> | Transaction<Database>,
  stored: StoredWysiwyg,
  form: WidgetForm,
): Promise<{ content: StoredWysiwyg; errors: ContentFieldErrors }> {
  const errors: ContentFieldErrors = {}
  const additions = new Map<string, string>()
  for (const [path, type] of Object.entries(form.addInside ?? {})) {
    const refusal = additionRefusal(stored, path, type)
    if (refusal) errors[`widgets.${path}._add`] = refusal
    else additions.set(path, type)
  }
  const skus = new Set<string>()
  const medias = new Set<string>()
  for (const { node, path } of widgetsWithPaths(stored.childNodes ?? [])) {
    const typed = partFormAt(form, path)?.values ?? {}
    for (const spec of WIDGET_FORMS[node.widget] ?? []) {
      const value = (typed[spec.path] ?? '').trim()
      if (spec.kind === 'sku' && value) skus.add(value)
      if (spec.kind === 'skus') listOf(value).forEach((sku) => skus.add(sku))
      if (spec.kind === 'media' && value) medias.add(value)
      if (spec.kind === 'medias') listOf(value).forEach((media) => medias.add(media))
    }
  }
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
  const knownMedia = medias.size === 0 ? new Set<string>() : await knownMediaOf(db, medias)
  const editWidget = (node: StoredNode & { widget: string }, path: string, part: WidgetPartForm) => {
    const widget = structuredClone(node) as Record<string, unknown>
    for (const spec of WIDGET_FORMS[node.widget] ?? []) {
      const typed = (part.values[spec.path] ?? '').trim()
      const name = `widgets.${path}.${spec.path}`
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
    return widget as StoredNode
  }
  const editLevel = (nodes: readonly StoredNode[], parent: string | null, depth: number): StoredNode[] =>
    nodes
      .map((node, index) => {
        const path = parent === null ? String(index) : `${parent}/${index}`
        const part = partFormAt(form, path)
        const kept = { index, position: part?.position ?? index + 1, remove: part?.remove ?? false }
        if ('widget' in node) return { node: part ? editWidget(node, path, part) : node, ...kept }
        const added = additions.get(path)
        if (!added && (!node.childNodes || depth >= MAX_DEPTH)) return { node, ...kept }
        const children = node.childNodes ?? []
        const edited = depth < MAX_DEPTH ? editLevel(children, path, depth + 1) : children
        if (!added) return { node: { ...node, childNodes: edited }, ...kept }
        const widget = emptyWidget(added)
        const addition = addingInside(node.node, depth)?.inNewSlide
          ? { node: 'slide', childNodes: [widget] }
          : widget
        return { node: { ...node, childNodes: [...edited, addition] }, ...kept }
      })
      .filter((part) => !part.remove)
      .sort((first, second) => first.position - second.position || first.index - second.index)
      .map((part) => part.node)
  const ordered = editLevel(stored.childNodes ?? [], null, 1)
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

/** A picture a widget may show, as the widget form offers it: its id, its text, a small rendition to preview it. */
export interface WidgetMedia {
  id: string
  alt: string
  /** A small rendition (300 px) the form shows beside a field that names it. */
  previewUrl: string
  /** The product whose uploaded picture it is; null for the media library's. */
  product: { sku: string; name: string } | null
}

/** Most uploaded product pictures the list offers (the newest first). */
const MAX_PRODUCT_PICTURES = 500

/**
 * The pictures a widget may show (docs/back-office.md#content): the media library's (`media`),
 * then the products' uploaded pictures (`upload-<id>`, as the shop's Media names them), each
 * with its text in `language` (an uploaded one without text: its product's name).
 */
export async function mediaLibrary(db: Kysely<Database>, language: string): Promise<WidgetMedia[]> {
  const [library, uploads] = await Promise.all([
    db.selectFrom('media').select(['id', 'alt', 'artwork']).orderBy('id').execute(),
    db
      .selectFrom('product_picture')
      .leftJoin('product_translation', (join) =>
        join
          .onRef('product_translation.sku', '=', 'product_picture.sku')
          .on('product_translation.language', '=', language as never),
      )
      .select([
        'product_picture.id',
        'product_picture.sku',
        'product_picture.file_hash',
        'product_picture.alt',
        'product_translation.name',
      ])
      .orderBy('product_picture.id', 'desc')
      .limit(MAX_PRODUCT_PICTURES)
      .execute(),
  ])
  return [
    ...library.map((row) => ({
      id: row.id,
      alt: ((row.alt ?? {}) as Record<string, string>)[language] ?? '',
      previewUrl: artworkUrl(row.artwork, 'default', 'small'),
      product: null,
    })),
    ...uploads.map((row) => ({
      id: `upload-${row.id}`,
      alt: ((row.alt ?? {}) as Record<string, string>)[language] || (row.name ?? row.sku),
      previewUrl: uploadedPictureUrl(row.file_hash, ARTWORK_SIZES.small),
      product: { sku: row.sku, name: row.name ?? row.sku },
    })),
  ]
}
