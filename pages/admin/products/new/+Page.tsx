import { Trans } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { NewProductForm } from '../../../../components/admin/catalogue/NewProductForm.tsx'
import type { NewProductPageData } from '../../../../server/admin/cataloguePageData.ts'

/** The new product page (/admin/products/new): a simple or configurable product, created switched off. */
export default function Page() {
  const { newProductChoices } = useAdminData<NewProductPageData>()
  return (
    <>
      <p>
        <a href="/admin/products">
          <Trans>All products</Trans>
        </a>
      </p>
      <h1>
        <Trans>New product</Trans>
      </h1>
      <NewProductForm choices={newProductChoices} />
    </>
  )
}
