import type { ReactNode } from 'react'
import { css } from '@linaria/core'
import { fontSizes } from '../theme/tokens.ts'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'
import { CmsNode, type CmsNodeFragment } from './CmsNode.tsx'
import { parseCmsHtml, findCmsHtmlElement } from './parseCmsHtml.ts'

/**
 * Wysiwyg content three levels deep (row › slider › slide): a GraphQL fragment cannot recurse,
 * and deeper nesting would run into the API's query depth limit.
 */
export const CmsContentFragment = graphql(`
  fragment CmsContent_content on Wysiwyg {
    childNodes {
      ...CmsNode_node
      ... on PageBuilderNode {
        kind
        html
        childNodes {
          ...CmsNode_node
          ... on PageBuilderNode {
            kind
            html
            childNodes {
              ...CmsNode_node
              ... on PageBuilderNode {
                kind
                html
              }
            }
          }
        }
      }
    }
  }
`)

/** A node of the content tree: its own fragment, and its children when it is a page-builder node. */
type TreeNode = FragmentType<typeof CmsNodeFragment> & {
  kind?: string
  html?: string | null
  childNodes?: readonly TreeNode[]
}

const content = css`
  display: flow-root;
  & h1 {
    margin: 0.8rem 0 2.4rem;
    font-size: ${fontSizes.h2};
  }
`

function renderNodes(nodes: readonly TreeNode[], now: Date, priorityNode: TreeNode | undefined): ReactNode[] {
  return nodes.map((node, index) => (
    <CmsNode key={index} node={node} priority={node === priorityNode} now={now}>
      {node.childNodes && node.childNodes.length > 0
        ? renderNodes(node.childNodes, now, priorityNode)
        : undefined}
    </CmsNode>
  ))
}

/**
 * The node whose pictures load at once: the first node when it is a widget, else the first node
 * in it (depth first) that is a widget or whose HTML holds a picture, as a page-builder row
 * often opens with its heading and text above its picture.
 */
function firstPictureNode(nodes: readonly TreeNode[]): TreeNode | undefined {
  const first = nodes[0]
  if (!first || first.kind === undefined) return first
  const depthFirst = (node: TreeNode): TreeNode[] => [node, ...(node.childNodes ?? []).flatMap(depthFirst)]
  return depthFirst(first).find((node) => node.kind === undefined || /<img\b/i.test(node.html ?? ''))
}

/** Whether the content brings the page's h1 itself (a heading node with an h1). */
function hasPageHeading(nodes: readonly TreeNode[]): boolean {
  return nodes.some(
    (node) =>
      (node.kind === 'HEADING' && node.html && findCmsHtmlElement(parseCmsHtml(node.html), 'h1')) ||
      (node.childNodes ? hasPageHeading(node.childNodes) : false),
  )
}

/** Props of {@link CmsContent}. */
export interface CmsContentProps {
  content: FragmentType<typeof CmsContentFragment>
  /** The page's h1, shown unless the content has an h1 of its own. */
  heading?: ReactNode
  /** Moment availability is judged at (tests); now by default. */
  now?: Date
}

/**
 * Renders CMS content (docs/storefront-rules.md#catalogue-data): page-builder nodes and widgets in order, server-side only.
 * The first picture loads at once (see `firstPictureNode`); everything below loads lazily.
 */
export function CmsContent({ content: contentRef, heading, now = new Date() }: CmsContentProps) {
  const wysiwyg = useFragment(CmsContentFragment, contentRef)
  const nodes = wysiwyg.childNodes as readonly TreeNode[]
  return (
    <div className={content}>
      {heading && !hasPageHeading(nodes) ? heading : null}
      {renderNodes(nodes, now, firstPictureNode(nodes))}
    </div>
  )
}
