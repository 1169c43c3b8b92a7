import type { ReactNode } from 'react'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'
import { isAvailable } from './isAvailable.ts'
import { PageBuilderNode } from './PageBuilderNode.tsx'
import { WidgetEkomi } from './widgets/WidgetEkomi.tsx'
import { WidgetFourEntry } from './widgets/WidgetFourEntry.tsx'
import { WidgetFourProduct } from './widgets/WidgetFourProduct.tsx'
import { WidgetFullScreen } from './widgets/WidgetFullScreen.tsx'
import { WidgetImageQuote } from './widgets/WidgetImageQuote.tsx'
import { WidgetImageText } from './widgets/WidgetImageText.tsx'
import { WidgetLookbook } from './widgets/WidgetLookbook.tsx'
import { WidgetParallaxImage } from './widgets/WidgetParallaxImage.tsx'
import { WidgetProductCarousel } from './widgets/WidgetProductCarousel.tsx'
import { WidgetProductPush } from './widgets/WidgetProductPush.tsx'
import { WidgetPush } from './widgets/WidgetPush.tsx'
import { WidgetReassurance } from './widgets/WidgetReassurance.tsx'
import { WidgetThreePush } from './widgets/WidgetThreePush.tsx'
import { WidgetTheme } from './widgets/WidgetTheme.tsx'
import { WidgetTitleText } from './widgets/WidgetTitleText.tsx'

/** One node of Wysiwyg content: a page-builder node or any widget, each with its own fragment. */
export const CmsNodeFragment = graphql(`
  fragment CmsNode_node on WysiwygNode {
    __typename
    ... on Widget {
      availableFrom
    }
    ... on PageBuilderNode {
      kind
      html
    }
    ...WidgetProductPush_widget
    ...WidgetImageText_widget
    ...WidgetTitleText_widget
    ...WidgetParallaxImage_widget
    ...WidgetThreePush_widget
    ...WidgetFourEntry_widget
    ...WidgetProductCarousel_widget
    ...WidgetFullScreen_widget
    ...WidgetImageQuote_widget
    ...WidgetLookbook_widget
    ...WidgetPush_widget
    ...WidgetEkomi_widget
    ...WidgetTheme_widget
    ...WidgetFourProduct_widget
    ...WidgetReassurance_widget
  }
`)

/** Props of {@link CmsNode}. */
export interface CmsNodeProps {
  node: FragmentType<typeof CmsNodeFragment>
  /** The rendered children of a page-builder node. */
  children?: ReactNode
  /** The first node of the page: its pictures load at once. */
  priority: boolean
  now: Date
}

/**
 * Renders one node by its type. Widgets not yet available and WidgetInvalidData (stored data
 * that could not be read) render nothing.
 */
export function CmsNode({ node: nodeRef, children, priority, now }: CmsNodeProps) {
  const node = useFragment(CmsNodeFragment, nodeRef)
  if ('availableFrom' in node && !isAvailable(node.availableFrom, now)) return null
  switch (node.__typename) {
    case 'PageBuilderNode':
      return (
        <PageBuilderNode kind={node.kind} html={node.html} priority={priority}>
          {children}
        </PageBuilderNode>
      )
    case 'WidgetProductPush':
      return <WidgetProductPush widget={node} priority={priority} />
    case 'WidgetImageText':
      return <WidgetImageText widget={node} priority={priority} />
    case 'WidgetTitleText':
      return <WidgetTitleText widget={node} />
    case 'WidgetParallaxImage':
      return <WidgetParallaxImage widget={node} priority={priority} />
    case 'WidgetThreePush':
      return <WidgetThreePush widget={node} priority={priority} />
    case 'WidgetFourEntry':
      return <WidgetFourEntry widget={node} />
    case 'WidgetProductCarousel':
      return <WidgetProductCarousel widget={node} />
    case 'WidgetFullScreen':
      return <WidgetFullScreen widget={node} priority={priority} />
    case 'WidgetImageQuote':
      return <WidgetImageQuote widget={node} priority={priority} />
    case 'WidgetLookbook':
      return <WidgetLookbook widget={node} priority={priority} />
    case 'WidgetPush':
      return <WidgetPush widget={node} priority={priority} />
    case 'WidgetEkomi':
      return <WidgetEkomi widget={node} />
    case 'WidgetTheme':
      return <WidgetTheme widget={node} priority={priority} />
    case 'WidgetFourProduct':
      return <WidgetFourProduct widget={node} />
    case 'WidgetReassurance':
      return <WidgetReassurance widget={node} />
    case 'WidgetInvalidData':
      // Its reason is for editors (x-ray mode), not for shoppers.
      return null
    default:
      return null
  }
}
