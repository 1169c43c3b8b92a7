import { renderToString } from 'react-dom/server'
import { useLingui } from '@lingui/react'
import { useShop } from '../shop/ShopContext.tsx'
import { IslandProviders } from './IslandProviders.tsx'
import type { ComponentType } from 'react'
import type { HydrationCondition, HydrationStrategy } from './hydrationStrategy.ts'
import { islandIdOf } from './islandIds.ts'
import { serializeProps } from './serializeProps.ts'
import { useIslandRegistry } from './islandRegistry.tsx'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shop-island': {
        'data-island': string
        'data-hydrate': HydrationStrategy
        'data-hydrate-if'?: HydrationCondition
        children?: React.ReactNode
      }
      'shop-island-root': { dangerouslySetInnerHTML: { __html: string } }
    }
  }
}

/** Props of {@link Island}. */
export interface IslandProps<Props extends object> {
  /** A component exported under its own name from a `<Name>.island.tsx` file below components/. */
  of: ComponentType<Props>
  props: Props
  /** When the browser hydrates it: at load, when idle, or when it scrolls into view. */
  hydrate: HydrationStrategy
  /** What must hold in the browser before the strategy applies (an island that is empty until then). */
  hydrateIf?: HydrationCondition
  /**
   * Props the island's file reads back from its server markup in the browser (its
   * `propsFromMarkup(root)` export, e.g. a form's hidden inputs): left out of the props JSON.
   */
  propsInMarkup?: ReadonlyArray<keyof Props>
}

/**
 * Renders an interactive component on the server and marks it for hydration in the browser.
 * It is rendered as its own React root (own id prefix) so the browser's hydrateRoot sees
 * exactly the same tree; its props travel as escaped JSON beside it.
 */
export function Island<Props extends object>({
  of: Component,
  props,
  hydrate,
  hydrateIf,
  propsInMarkup = [],
}: IslandProps<Props>) {
  const id = islandIdOf(Component as ComponentType<never>)
  const { i18n } = useLingui()
  const shop = useShop()
  const registry = useIslandRegistry()
  const identifierPrefix = `i${registry.next()}-`
  const html = renderToString(
    <IslandProviders i18n={i18n} shop={shop}>
      <Component {...props} />
    </IslandProviders>,
    { identifierPrefix },
  )
  return (
    <shop-island data-island={id} data-hydrate={hydrate} data-hydrate-if={hydrateIf}>
      <script
        type="application/json"
        dangerouslySetInnerHTML={{
          __html: serializeProps({ props: propsLeftOut(props, propsInMarkup), identifierPrefix }),
        }}
      />
      <shop-island-root dangerouslySetInnerHTML={{ __html: html }} />
    </shop-island>
  )
}

/** `props` without the ones the browser reads back from the island's markup. */
function propsLeftOut<Props extends object>(
  props: Props,
  inMarkup: ReadonlyArray<keyof Props>,
): Partial<Props> {
  if (inMarkup.length === 0) return props
  return Object.fromEntries(
    Object.entries(props).filter(([name]) => !inMarkup.includes(name as keyof Props)),
  ) as Partial<Props>
}
