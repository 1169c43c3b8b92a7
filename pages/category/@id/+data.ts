// https://vike.dev/data
import { render } from 'vike/abort'

// Until the shop API serves the catalogue, no id matches.
export function data(): never {
  throw render(404)
}
