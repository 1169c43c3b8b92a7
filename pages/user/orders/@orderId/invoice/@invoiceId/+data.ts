// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../../../../graphql/client/index.ts'
import { shopQuery } from '../../../../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../../../../components/shop/requireCustomer.ts'

/** What an invoice page shows. */
export type InvoicePageData = Awaited<ReturnType<typeof data>>

/** An invoice of one of the signed-in customer's orders; another customer's order or an unknown id is not found (404). */
export async function data(pageContext: PageContextServer) {
  const orderId = pageContext.routeParams.orderId ?? ''
  const invoiceId = pageContext.routeParams.invoiceId ?? ''
  const { customer, shop } = await shopQuery(pageContext, InvoicePageQuery, { orderId })
  const order = customerOrSignIn(pageContext, customer).order
  const invoice = order?.invoices.find((candidate) => candidate.id === invoiceId)
  if (!order || !invoice) throw render(404)
  return { order, invoice, company: shop.config.company }
}

const InvoicePageQuery = graphql(`
  query InvoicePage($orderId: ID!) {
    shop {
      config {
        company {
          legalName
          shareCapital {
            amount
            currency
          }
          registeredOffice {
            streetAddress
            postalCode
            locality
            country
          }
          tradeRegister {
            number
          }
          vatId
        }
      }
    }
    customer {
      id
      order(orderId: $orderId) {
        order_id
        order_number
        order_date
        email
        billing_address {
          firstname
          lastname
          company
          street
          postcode
          city
          country_code
        }
        invoices {
          id
          number
          creationDate
          ...InvoiceLines
          ...InvoiceVatSummary
          totals {
            shippingAmount {
              amount
              currency
            }
            taxAmount {
              amount
              currency
            }
            discount {
              amount
              currency
            }
            subtotal {
              amount
              currency
            }
            grandTotal {
              amount
              currency
            }
          }
        }
      }
    }
  }
`)
