import { serializeProps } from '../island/serializeProps.ts'
import { DATA_LAYER_ELEMENT_ID, type DataLayerPage } from './dataLayerPage.ts'

/**
 * The page's data-layer events as JSON for the shell's chunk, which pushes them only after
 * analytics consent (no React, nothing per shopper in a cached page: catalogue pages name
 * what everybody sees, the cart and checkout pages are per-shopper and never cached).
 */
export function DataLayerData({ page }: { page: DataLayerPage }) {
  return (
    <script
      type="application/json"
      id={DATA_LAYER_ELEMENT_ID}
      dangerouslySetInnerHTML={{ __html: serializeProps(page) }}
    />
  )
}
