import type { Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { SHOP_CONFIG } from '../../../config/shopConfig.ts'
import { moveEntityUrl } from './productUrls.ts'

/**
 * The start of a child's URL under a parent: the parent's own path (`femmes/chaussons`), or
 * nothing under the catalogue root and the shop's root category, whose children's URLs start
 * the path (`femmes`).
 */
export function childUrlPrefix(parent: { id: number; parent_id: number | null }, parentPath: string): string {
  if (parent.parent_id === null || parent.id === SHOP_CONFIG.rootCategoryId || parentPath === '') return ''
  return `${parentPath}/`
}

/** The last segment of a category's URL path: its URL key. */
export function urlKeyOfPath(urlPath: string): string {
  return urlPath.slice(urlPath.lastIndexOf('/') + 1)
}

/** Whether a path of the language shows something else than this category (or redirects elsewhere than to it). */
export async function categoryPathTaken(
  trx: Kysely<Database>,
  language: Language,
  path: string,
  categoryId: number,
): Promise<boolean> {
  const [rewrite, translation] = await Promise.all([
    trx
      .selectFrom('url_rewrite')
      .select(['entity_type', 'entity_id', 'redirect_to'])
      .where('language', '=', language)
      .where('request_path', '=', path)
      .executeTakeFirst(),
    trx
      .selectFrom('category_translation')
      .select('category_id')
      .where('language', '=', language)
      .where('url_path', '=', path)
      .where('category_id', '<>', categoryId)
      .executeTakeFirst(),
  ])
  if (translation) return true
  if (!rewrite) return false
  if (rewrite.entity_type === 'category') return rewrite.entity_id !== String(categoryId)
  if (rewrite.entity_type !== 'redirect') return true
  // One of this category's old URLs may become its URL again.
  const owner = await trx
    .selectFrom('category_translation')
    .select('category_id')
    .where('language', '=', language)
    .where('url_path', '=', (rewrite.redirect_to ?? '').replace(/^\//, ''))
    .executeTakeFirst()
  return owner?.category_id !== categoryId
}

/** A category's URL in a language moving from one path to another (null: it had none). */
export interface CategoryPathMove {
  categoryId: number
  language: Language
  previousPath: string | null
  nextPath: string
}

/**
 * The moves of a category's URL in a language and of every translated descendant's under it
 * (their paths start with the category's): a renamed or moved category takes its subtree along.
 */
export async function subtreePathMoves(
  trx: Kysely<Database>,
  categoryId: number,
  language: Language,
  previousPath: string | null,
  nextPath: string,
): Promise<CategoryPathMove[]> {
  const moves: CategoryPathMove[] = [{ categoryId, language, previousPath, nextPath }]
  if (previousPath === null || previousPath === '' || previousPath === nextPath) return moves
  const category = await trx
    .selectFrom('category')
    .select('path')
    .where('id', '=', categoryId)
    .executeTakeFirstOrThrow()
  const descendants = await trx
    .selectFrom('category as c')
    .innerJoin('category_translation as t', 't.category_id', 'c.id')
    .select(['c.id', 't.url_path'])
    .where('c.path', 'like', `${category.path}/%`)
    .where('t.language', '=', language)
    .where('t.url_path', 'like', `${previousPath}/%`)
    .execute()
  for (const descendant of descendants)
    moves.push({
      categoryId: descendant.id,
      language,
      previousPath: descendant.url_path,
      nextPath: nextPath + descendant.url_path.slice(previousPath.length),
    })
  return moves
}

/** Writes the moves: each translation's path, its URL rewrite and a 301 from its old path. */
export async function applyPathMoves(
  trx: Kysely<Database>,
  moves: readonly CategoryPathMove[],
): Promise<void> {
  for (const move of moves) {
    if (move.previousPath === move.nextPath) continue
    await trx
      .updateTable('category_translation')
      .set({ url_path: move.nextPath })
      .where('category_id', '=', move.categoryId)
      .where('language', '=', move.language)
      .execute()
    await moveEntityUrl(
      trx,
      'category',
      String(move.categoryId),
      move.language,
      move.previousPath === '' ? null : move.previousPath,
      move.nextPath,
    )
  }
}
