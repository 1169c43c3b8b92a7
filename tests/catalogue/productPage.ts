import type { FastifyInstance } from 'fastify'
import { documentOf } from '../helpers/formShopper.ts'

/** A variant of a JSON-LD ProductGroup. */
export interface JsonLdVariant {
  '@type': string
  sku: string
  color?: string
  size?: string
  offers: { '@type': string; price: string; priceCurrency: string; availability: string }
}

/** The JSON-LD objects a product page carries (ProductGroup, Product, BreadcrumbList). */
export interface JsonLdObject {
  '@type': string
  productGroupID?: string
  hasVariant?: JsonLdVariant[]
  aggregateRating?: { '@type': string; ratingValue: number; reviewCount: number; bestRating: number }
  itemListElement?: Array<{ name: string; item: string }>
}

/** A product page as the server sends it: status and parsed document. */
export interface ProductPage {
  status: number
  document: Document
  /** Text of an element, whitespace collapsed ('' when absent). */
  text(selector: string): string
  /** The JSON-LD objects of the head. */
  jsonLd(): JsonLdObject[]
  /** Path of the canonical link and of each hreflang alternate. */
  head(): { canonical: string | null; alternates: Record<string, string> }
}

const pathOf = (href: string | null | undefined) => new URL(href ?? '', 'http://shop.test').pathname

/** Requests a store page in-process and parses it. */
export async function openProductPage(app: FastifyInstance, url: string): Promise<ProductPage> {
  const response = await app.inject({ method: 'GET', url })
  const document = documentOf(response.body)
  return {
    status: response.statusCode,
    document,
    text: (selector) => (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    jsonLd: () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '{}') as JsonLdObject,
      ),
    head: () => ({
      canonical: document.querySelector('link[rel="canonical"]')
        ? pathOf(document.querySelector('link[rel="canonical"]')?.getAttribute('href'))
        : null,
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang') ?? '',
          pathOf(link.getAttribute('href')),
        ]),
      ),
    }),
  }
}

/** What the shop API says about a product in one store: name and localized path. */
export async function apiProduct(
  app: FastifyInstance,
  store: string,
  sku: string,
): Promise<{ name: string; path: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `${store}/graphql`,
    headers: { 'content-type': 'application/json' },
    payload: {
      query: 'query ProductNameAndPath($sku: String!) { product(sku: $sku) { name path } }',
      variables: { sku },
    },
  })
  return response.json().data.product
}
