import { usePageContext } from '../../renderer/usePageContext.tsx'
import type { AdminPageData } from '../../server/admin/adminPageData.ts'

/** The admin page's data, which the server loaded for it; the page names its type (`useAdminData<StaffPageData>()`). */
export function useAdminData<Data extends AdminPageData>(): Data {
  const data = usePageContext().admin?.data
  if (!data) throw new Error('An admin page rendered without its data')
  return data as Data
}
