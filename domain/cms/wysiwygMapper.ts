import type { StoredNode, StoredWysiwyg } from '../../db/seed/cmsContent.ts'

/** Widget types that stored content may use. */
export const WIDGET_TYPES = new Set([
  'WidgetInvalidData',
  'WidgetProductPush',
  'WidgetImageText',
  'WidgetTitleText',
  'WidgetParallaxImage',
  'WidgetThreePush',
  'WidgetFourEntry',
  'WidgetProductCarousel',
  'WidgetFullScreen',
  'WidgetImageQuote',
  'WidgetLookbook',
  'WidgetPush',
  'WidgetEkomi',
  'WidgetTheme',
  'WidgetFourProduct',
  'WidgetReassurance',
])

const NODE_KINDS = new Set(['default', 'button-item', 'heading', 'image', 'slider', 'slide', 'row', 'map'])

/** A Wysiwyg node ready for GraphQL: `__typename` picks the union member. */
export type WysiwygNodeValue = Record<string, unknown> & { __typename: string }

function isAvailable(node: StoredNode, now: Date): boolean {
  const from = 'widget' in node ? node.availableFrom : null
  return typeof from !== 'string' || Number.isNaN(Date.parse(from)) || Date.parse(from) <= now.getTime()
}

function toNode(node: StoredNode, now: Date): WysiwygNodeValue {
  if ('widget' in node) {
    if (!WIDGET_TYPES.has(node.widget))
      return {
        __typename: 'WidgetInvalidData',
        availableFrom: null,
        reason: `Unknown widget type ${String(node.widget).slice(0, 50)}`,
      }
    return { ...node, __typename: node.widget, availableFrom: node.availableFrom ?? null }
  }
  const kind = NODE_KINDS.has(node.node) ? node.node : 'default'
  return {
    __typename: 'PageBuilderNode',
    kind: kind.replace('-', '_').toUpperCase(),
    html: node.html ?? null,
    childNodes: toNodes(node.childNodes ?? [], now),
  }
}

function toNodes(nodes: readonly StoredNode[], now: Date): WysiwygNodeValue[] {
  return nodes.filter((node) => isAvailable(node, now)).map((node) => toNode(node, now))
}

/**
 * Maps stored Wysiwyg JSON to GraphQL: page-builder nodes keep their children, widgets keep
 * their data, widgets whose availableFrom is still in the future are left out, and unknown
 * widget types become WidgetInvalidData.
 */
export function toWysiwyg(stored: StoredWysiwyg, now: Date) {
  return { data: { dataId: stored.data?.dataId ?? '' }, childNodes: toNodes(stored.childNodes ?? [], now) }
}
