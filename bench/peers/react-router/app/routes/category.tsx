// The category page: the loader runs on the server for each request (its code is left out of
// the browser's bundle), the component renders on the server and hydrates in the browser.
import { useLoaderData } from 'react-router'
import { CategoryPage, type CategoryFixture } from '../shared/CategoryPage'
import fixture from '../shared/category.json'

export function loader(): CategoryFixture {
  return fixture as CategoryFixture
}

export default function Category() {
  const data = useLoaderData<typeof loader>()
  return <CategoryPage data={data} />
}
