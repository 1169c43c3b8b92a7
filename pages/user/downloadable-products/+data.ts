// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../components/shop/requireCustomer.ts'

/** What the downloadable products page shows. */
export type DownloadableProductsPageData = Awaited<ReturnType<typeof data>>

/** The signed-in customer's files bought in this store (Magento's customerDownloadableProducts). */
export async function data(pageContext: PageContextServer) {
  const { customer, customerDownloadableProducts } = await shopQuery(
    pageContext,
    DownloadableProductsPageQuery,
    {},
  )
  customerOrSignIn(pageContext, customer)
  return { links: customerDownloadableProducts?.items ?? [] }
}

const DownloadableProductsPageQuery = graphql(`
  query DownloadableProductsPage {
    customer {
      id
    }
    customerDownloadableProducts {
      items {
        id
        ...DownloadableLink
      }
    }
  }
`)
