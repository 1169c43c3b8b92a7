// https://vike.dev/data
import { render } from 'vike/abort'

// Until the shop API resolves URLs (route(url)), no slug matches a page.
export function data(): never {
  throw render(404)
}
