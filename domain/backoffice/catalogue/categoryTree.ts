import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  answerOrRefusal,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from '../backOfficeActor.ts'
import {
  applyPathMoves,
  categoryPathTaken,
  childUrlPrefix,
  subtreePathMoves,
  urlKeyOfPath,
} from './categoryUrls.ts'
import type { CategoryPathMove } from './categoryUrls.ts'
import { reordered, writePositions } from './menuEditing.ts'

/** A category of the back office's tree: its name in the staff member's language and what the list shows. */
export interface CategoryNode {
  id: number
  parentId: number | null
  /** Its name in the language asked for, else in the first language it has, else null. */
  name: string | null
  level: number
  productCount: number
  inMenu: boolean
  enabled: boolean
  children: CategoryNode[]
}

/** The whole catalogue tree, siblings in their order (position, then id), with each category's direct products. */
export async function categoryTree(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  language: Language,
): Promise<CategoryNode[]> {
  if (!allowed(actor, 'catalogue.view')) return []
  const rows = await db
    .selectFrom('category as c')
    .select((eb) => [
      'c.id',
      'c.parent_id',
      'c.level',
      'c.include_in_menu',
      'c.enabled',
      eb
        .selectFrom('category_translation as t')
        .select('t.name')
        .whereRef('t.category_id', '=', 'c.id')
        .orderBy(sql`t.language = ${language}`, 'desc')
        .orderBy('t.language')
        .limit(1)
        .as('name'),
      eb
        .selectFrom('product_category as pc')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('pc.category_id', '=', 'c.id')
        .as('product_count'),
    ])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute()
  const nodes = new Map<number, CategoryNode>()
  for (const row of rows)
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      name: row.name ?? null,
      level: row.level,
      productCount: Number(row.product_count ?? 0),
      inMenu: row.include_in_menu,
      enabled: row.enabled,
      children: [],
    })
  const roots: CategoryNode[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** Why a category's move up or down was refused. */
export type CategoryReorderError = 'FORBIDDEN' | 'NOT_FOUND' | 'AT_EDGE'

/**
 * Moves a category one place up or down among its siblings, or to a place (1 for the first, as a
 * drag and drop sends it) (docs/back-office.md#categories-and-menu): the siblings' positions
 * become 1…n in their shown order, so ties of the seed are settled.
 * Audited as `catalogue.category.reorder` with the siblings' order before and after.
 */
export async function reorderCategory(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  categoryId: number,
  to: 'up' | 'down' | number,
  now: Date,
): Promise<BackOfficeResult<{ order: number[] }, CategoryReorderError>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return answerOrRefusal(() =>
    db.transaction().execute(async (trx) => {
      const category = await trx
        .selectFrom('category')
        .select(['id', 'parent_id'])
        .where('id', '=', categoryId)
        .executeTakeFirst()
      if (!category || category.parent_id === null) throw new BackOfficeRefusal('NOT_FOUND')
      const siblings = await trx
        .selectFrom('category')
        .select(['id', 'position'])
        .where('parent_id', '=', category.parent_id)
        .orderBy('position')
        .orderBy('id')
        .forUpdate()
        .execute()
      const before = siblings.map((sibling) => sibling.id)
      const order = reordered(before, categoryId, to)
      await writePositions(trx, 'category', siblings, order)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.category.reorder',
        subjectType: 'category',
        subjectId: categoryId,
        before: { parentId: category.parent_id, order: before },
        after: { parentId: category.parent_id, order },
        at: now,
      })
      return { ok: true as const, order }
    }),
  )
}

/** Why a category's move under another parent was refused. */
export type CategoryMoveError = 'FORBIDDEN' | 'NOT_FOUND' | 'PARENT_NOT_FOUND' | 'CYCLE' | 'URL_TAKEN'

/**
 * Moves a category and its subtree under another parent, last among its new siblings. A parent
 * inside the category's own subtree (itself included) is a cycle and refused; the catalogue's
 * root does not move. Its `path` and `level` and its descendants' follow, and so do the URLs of
 * each language (the old ones stay as 301 redirects); a new URL another page uses is refused.
 * Audited as `catalogue.category.move`.
 */
export async function moveCategory(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  categoryId: number,
  parentId: number,
  now: Date,
): Promise<BackOfficeResult<{ path: string }, CategoryMoveError>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return answerOrRefusal(() =>
    db.transaction().execute(async (trx) => {
      // One tree change at a time: two crossing moves could otherwise make a cycle together.
      await sql`lock table category in share row exclusive mode`.execute(trx)
      const category = await trx
        .selectFrom('category')
        .select(['id', 'parent_id', 'path', 'level'])
        .where('id', '=', categoryId)
        .executeTakeFirst()
      if (!category || category.parent_id === null) throw new BackOfficeRefusal('NOT_FOUND')
      const parent = await trx
        .selectFrom('category')
        .select(['id', 'parent_id', 'path', 'level'])
        .where('id', '=', parentId)
        .executeTakeFirst()
      if (!parent) throw new BackOfficeRefusal('PARENT_NOT_FOUND')
      if (parent.id === category.id || parent.path.startsWith(`${category.path}/`))
        throw new BackOfficeRefusal('CYCLE')
      if (parent.id === category.parent_id) return { ok: true as const, path: category.path }

      const moves = await urlMovesUnder(trx, categoryId, parent)
      for (const move of moves)
        if (await categoryPathTaken(trx, move.language, move.nextPath, move.categoryId))
          throw new BackOfficeRefusal('URL_TAKEN')

      const path = `${parent.path}/${category.id}`
      const levelShift = parent.level + 1 - category.level
      const last = await trx
        .selectFrom('category')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('parent_id', '=', parent.id)
        .executeTakeFirst()
      await trx
        .updateTable('category')
        .set({ parent_id: parent.id, position: (last?.position ?? 0) + 1 })
        .where('id', '=', categoryId)
        .execute()
      await trx
        .updateTable('category')
        .set((eb) => ({
          path: sql<string>`${path} || substr(${eb.ref('path')}, ${category.path.length + 1})`,
          level: eb('level', '+', levelShift),
        }))
        .where((eb) => eb.or([eb('id', '=', categoryId), eb('path', 'like', `${category.path}/%`)]))
        .execute()
      await applyPathMoves(trx, moves)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.category.move',
        subjectType: 'category',
        subjectId: categoryId,
        before: { parentId: category.parent_id, path: category.path },
        after: { parentId: parent.id, path },
        at: now,
      })
      return { ok: true as const, path }
    }),
  )
}

/** The URL moves of a category going under a parent: its key under the parent's path, in each language it has. */
async function urlMovesUnder(
  trx: Kysely<Database>,
  categoryId: number,
  parent: { id: number; parent_id: number | null },
): Promise<CategoryPathMove[]> {
  const [own, parentTexts] = await Promise.all([
    trx
      .selectFrom('category_translation')
      .select(['language', 'url_path'])
      .where('category_id', '=', categoryId)
      .execute(),
    trx
      .selectFrom('category_translation')
      .select(['language', 'url_path'])
      .where('category_id', '=', parent.id)
      .execute(),
  ])
  const moves: CategoryPathMove[] = []
  for (const text of own) {
    if (text.url_path === '') continue
    const parentPath = parentTexts.find((row) => row.language === text.language)?.url_path ?? ''
    const nextPath = childUrlPrefix(parent, parentPath) + urlKeyOfPath(text.url_path)
    moves.push(...(await subtreePathMoves(trx, categoryId, text.language, text.url_path, nextPath)))
  }
  return moves
}
