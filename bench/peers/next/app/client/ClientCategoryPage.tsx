'use client'

import { CategoryPage, type CategoryFixture } from '../shared/CategoryPage'

export function ClientCategoryPage({ data }: { data: CategoryFixture }) {
  return <CategoryPage data={data} />
}
