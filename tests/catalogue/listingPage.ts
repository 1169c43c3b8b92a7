import type { FastifyInstance } from 'fastify'
import { documentOf } from '../helpers/formShopper.ts'

/** A rendered page: status, headers and its parsed document. */
export interface OpenedPage {
  statusCode: number
  headers: Record<string, unknown>
  document: Document
}

/** Requests a store page in-process and parses its HTML. */
export async function openPage(app: FastifyInstance, url: string): Promise<OpenedPage> {
  const response = await app.inject({ url })
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    document: documentOf(response.body),
  }
}

/** Path and query of an absolute or root-relative URL. */
export function pathOf(href: string | null | undefined): string {
  const url = new URL(href ?? '', 'http://shop.test')
  return `${url.pathname}${url.search}`
}

/** The page's canonical path, robots directive and hreflang alternates (locale → path). */
export function headOf(document: Document) {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href')
  const alternates = Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      pathOf(link.getAttribute('href')),
    ]),
  )
  return {
    canonical: canonical ? pathOf(canonical) : null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    alternates,
  }
}

/** Names and price texts of the product cards of a listing page. */
export function cardsOf(document: Document) {
  return [...document.querySelectorAll('ul[aria-label] > li > article')].map((card) => ({
    name: card.querySelector('h3')?.textContent ?? '',
    href: card.querySelector('a')?.getAttribute('href') ?? '',
    /** The price a shopper pays: the price line's amount that is not the struck reference price or its note. */
    finalPrice: amountOf(paidPriceText(card.querySelector('p'))),
  }))
}

/** The price line without the struck reference price and its note (docs/prices-and-reductions.md). */
function paidPriceText(line: Element | null): string {
  const paid = line?.cloneNode(true) as Element | undefined
  paid?.querySelectorAll('s, small').forEach((reference) => reference.remove())
  return /€[\d,]+\.\d\d/.exec(paid?.textContent ?? '')?.[0] ?? ''
}

/** Reads a money text of the en-GB store (`€12.90`) as a number. */
function amountOf(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''))
}
