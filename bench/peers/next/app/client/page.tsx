// The category page as a client component: rendered on the server, then hydrated in the browser.
import { ClientCategoryPage } from './ClientCategoryPage'
import type { CategoryFixture } from '../shared/CategoryPage'
import fixture from '../shared/category.json'

export const dynamic = 'force-dynamic'

export default function Page() {
  return <ClientCategoryPage data={fixture as CategoryFixture} />
}
