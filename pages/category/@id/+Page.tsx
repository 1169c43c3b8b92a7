// https://vike.dev/Page
import { useData } from '../../../renderer/useData.ts'
import { CategoryView } from './CategoryView.tsx'
import type { CategoryPageData } from './+data.ts'

/** A category on its own route (`/category/110`); the catch-all renders the same view for a localized URL. */
export default function Page() {
  return <CategoryView data={useData<CategoryPageData>()} />
}
