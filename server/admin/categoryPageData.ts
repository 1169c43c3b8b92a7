import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { categoryTree, type CategoryNode } from '../../domain/backoffice/catalogue/categoryTree.ts'
import {
  categoryForEditing,
  type EditableCategory,
} from '../../domain/backoffice/catalogue/categoryEditing.ts'
import {
  categoryLookForEditing,
  mediaChoices,
  type CategoryLook,
  type MediaChoice,
} from '../../domain/backoffice/catalogue/categoryPicture.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'
import { readerOf } from './carePageData.ts'
import { searchMediaLibrary, type MediaSearchAnswer } from '../../domain/backoffice/mediaLibrarySearch.ts'
import { mediaSearchOf } from './mediaSearchQuery.ts'

/** The categories page (/admin/categories): the whole tree. */
export interface CategoriesPageData {
  categoryTree: CategoryNode[]
}

/** A category's page (/admin/categories/<id>): its texts and flags, and the tree to choose a new parent in. */
export interface CategoryPageData {
  category: EditableCategory | null
  /** Every category but the root, in the tree's order, with its depth and name. */
  parents: { id: number; name: string; level: number }[]
  /** Its picture, the picture's alternative texts and its gender. */
  look: CategoryLook | null
  /** The media library's pictures to choose from, with what each shows in the staff member's language. */
  pictures: MediaChoice[]
  /** The media library's search (`?picture=&picturePage=`), the library's pictures only (a category shows one of them). */
  mediaSearch: MediaSearchAnswer
}

/** Loads the data of a categories page, or undefined when `pathname` is none of them (the guard checked the role). */
export async function loadCategoryPageData(
  db: Kysely<Database>,
  viewer: StaffViewer | null,
  pathname: string,
  query: URLSearchParams,
): Promise<CategoriesPageData | CategoryPageData | undefined> {
  if (!viewer) return undefined
  if (pathname === '/admin/categories')
    return { categoryTree: await categoryTree(db, readerOf(viewer), viewer.language) }
  const id = categoryIdOf(pathname)
  if (id === null) return undefined
  const [category, tree, look, pictures, mediaSearch] = await Promise.all([
    categoryForEditing(db, readerOf(viewer), id),
    categoryTree(db, readerOf(viewer), viewer.language),
    categoryLookForEditing(db, readerOf(viewer), id),
    mediaChoices(db, readerOf(viewer), viewer.language),
    searchMediaLibrary(db, readerOf(viewer), {
      ...mediaSearchOf(query),
      language: viewer.language,
      withProductPictures: false,
    }),
  ])
  return { category, parents: flatten(tree), look, pictures, mediaSearch }
}

function flatten(nodes: CategoryNode[]): { id: number; name: string; level: number }[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name ?? `#${node.id}`, level: node.level },
    ...flatten(node.children),
  ])
}

/** The id of a category page's path, or null when the path is not one. */
export function categoryIdOf(pathname: string): number | null {
  const match = /^\/admin\/categories\/(\d{1,9})$/.exec(pathname)
  return match ? Number(match[1]) : null
}
