import { usePageContext } from '../../renderer/usePageContext.tsx'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { CmsContent } from '../../components/cms/CmsContent.tsx'
import type { CmsPageData } from './+data.ts'

/** A CMS page found by its URL: its content, under its title unless the content has its own h1. */
export default function Page() {
  const { title, content } = usePageContext().data as CmsPageData
  return <CmsContent content={content} heading={<PageHeading>{title}</PageHeading>} />
}
