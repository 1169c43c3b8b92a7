import { useData } from '../../renderer/useData.ts'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { CmsContent } from '../../components/cms/CmsContent.tsx'
import { CategoryView } from '../category/@id/CategoryView.tsx'
import { ProductView } from '../product/@id/ProductView.tsx'
import type { CatchAllPageData } from './+data.ts'

/**
 * A page found by its URL: a category or a product (as on their own routes), or a CMS page
 * with its content, under its title unless the content has its own h1.
 */
export default function Page() {
  const data = useData<CatchAllPageData>()
  if (data.kind === 'category') return <CategoryView data={data} />
  if (data.kind === 'product') return <ProductView data={data} />
  return <CmsContent content={data.content} heading={<PageHeading>{data.title}</PageHeading>} />
}
