import { JSDOM, type DOMWindow } from 'jsdom'
import type { FastifyInstance } from 'fastify'
import { cookieJar } from './cookieJar.ts'

/** A shopper without a browser: a cookie jar over `app.inject`, posting forms as a browser would (urlencoded, with Origin). */
export function createFormShopper(app: FastifyInstance, base: string) {
  const jar = cookieJar()
  const origin = new URL(app.config.stores.find((store) => store.basePath === base)!.baseUrl).origin
  return {
    origin,
    /** Writes a cookie as the page's script would (the cookie banner's choice). */
    setCookie: jar.set,
    /** The cookies kept so far, by name (to hand the session over to a browser). */
    cookies: jar.cookies,
    async get(url: string, headers: Record<string, string> = {}) {
      return jar.remember(
        await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', cookie: jar.header(), ...headers },
        }),
      )
    },
    async post(
      url: string,
      fields: Iterable<[string, string]> | Record<string, string>,
      headers: Record<string, string> = { origin },
    ) {
      const entries =
        Symbol.iterator in fields ? [...(fields as Iterable<[string, string]>)] : Object.entries(fields)
      return jar.remember(
        await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header(), ...headers },
          payload: new URLSearchParams(entries).toString(),
        }),
      )
    },
    /** Calls the shop API of a store with this browser's session, as the page's scripts do (what no form offers yet). */
    async graphql(base: string, query: string, variables: Record<string, unknown> = {}) {
      const response = jar.remember(
        await app.inject({
          method: 'POST',
          url: `${base}/graphql`,
          headers: { 'content-type': 'application/json', cookie: jar.header(), origin },
          payload: { query, variables },
        }),
      )
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query answers its own shape
      return response.json() as { data?: Record<string, any>; errors?: { message: string }[] }
    },
  }
}

/** A shopper of {@link createFormShopper}. */
export type FormShopper = ReturnType<typeof createFormShopper>

/**
 * The one jsdom window whose parser reads every page of a test process: a window per page spent
 * a third of the shell tests' parsing setting up jsdom's interfaces again.
 */
let parsingWindow: DOMWindow | undefined

/** The window of the documents {@link documentOf} parses: its interfaces (`FormData`, `HTMLInputElement`…) are theirs. */
export const htmlWindow = (): DOMWindow => (parsingWindow ??= new JSDOM('').window)

/** The page's document, parsed as a browser without JavaScript would. */
export const documentOf = (html: string): Document =>
  new (htmlWindow().DOMParser)().parseFromString(html, 'text/html')

/** The document of a page the app answered. */
export const documentOfResponse = (response: { body: string }): Document => documentOf(response.body)

/** The value a form field of the page shows (the first element `selector` matches, e.g. `[name="title"]` or `#field-sku`), as a browser without JavaScript would send it. */
export const valueOf = (html: string, selector: string) =>
  documentOf(html).querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(selector)?.value

/** What a browser would send for a form of the page: every named field as it is rendered, with `changes` (null drops a field). */
export function fieldsOf(
  form: HTMLFormElement,
  changes: Record<string, string | null> = {},
): Array<[string, string]> {
  const fields = [...new (htmlWindow().FormData)(form)].filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !(entry[0] in changes),
  )
  for (const [name, value] of Object.entries(changes)) if (value !== null) fields.push([name, value])
  return fields
}

/** The form of the page whose `_action` is `action`. */
export const formWithAction = (html: string, action: string) =>
  documentOf(html).querySelector<HTMLFormElement>(`form:has(input[name="_action"][value="${action}"])`)

/** The text of an element as a reader meets it: one space between its elements. */
export const textOf = (html: string, selector: string) =>
  documentOf(html)
    .querySelector(selector)
    ?.innerHTML.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
