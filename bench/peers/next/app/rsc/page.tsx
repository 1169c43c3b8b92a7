// The category page as server components only: no component code reaches the browser.
import { CategoryPage, type CategoryFixture } from '../shared/CategoryPage'
import fixture from '../shared/category.json'

export const dynamic = 'force-dynamic'

export default function Page() {
  return <CategoryPage data={fixture as CategoryFixture} />
}
