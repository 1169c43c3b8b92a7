// The category page: a server function reads the fixture (route loaders also run in the
// browser, server functions only on the server), the component renders on the server and
// hydrates in the browser.
import { createFileRoute } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { CategoryPage, type CategoryFixture } from '../shared/CategoryPage'
import fixture from '../shared/category.json'

const getCategory = createServerFn({ method: 'GET' }).handler((): CategoryFixture => fixture as CategoryFixture)

export const Route = createFileRoute('/category')({
  loader: () => getCategory(),
  component: Category,
})

function Category() {
  const data = Route.useLoaderData()
  return <CategoryPage data={data} />
}
