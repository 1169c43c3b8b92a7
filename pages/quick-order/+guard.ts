// https://vike.dev/guard
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadFeatures } from '../../components/shop/loadFeatures.ts'

/** Quick order exists only while its feature flag (`quick_order`) is on: off, its page is not found, like its links. */
export async function guard(pageContext: PageContextServer) {
  if (!(await loadFeatures(pageContext)).quickOrder) throw render(404)
}
