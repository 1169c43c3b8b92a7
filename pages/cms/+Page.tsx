import { usePageContext } from '../../renderer/usePageContext.tsx'
import { PageHeading } from '../../components/layout/PageHeading.tsx'

// A CMS page found by its URL; its widgets render through the CMS content components.
export default function Page() {
  const { data } = usePageContext()
  return <PageHeading>{data?.seo?.title}</PageHeading>
}
