import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { findCmsHtmlElement, type CmsHtmlNode } from './parseCmsHtml.ts'

const place = css`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
  }
`

/** Latitude and longitude of a map node (`<div data-lat data-lng>`), when valid. */
export function mapCoordinates(
  nodes: readonly CmsHtmlNode[],
): { lat: number; lng: number; address?: string } | null {
  const element = findCmsHtmlElement(nodes, 'div')
  const lat = Number(element?.attributes['data-lat'])
  const lng = Number(element?.attributes['data-lng'])
  if (!element || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null
  return { lat, lng, address: element.attributes['data-address'] }
}

/**
 * A map node as a link to the place on OpenStreetMap (opened in a new tab): the shop embeds
 * no map service, so the page loads nothing from a third party.
 */
export function MapNode({ nodes }: { nodes: readonly CmsHtmlNode[] }) {
  const coordinates = mapCoordinates(nodes)
  if (!coordinates) return null
  const { lat, lng, address } = coordinates
  // Decimal degrees with a point in every language: a comma would be ambiguous between two numbers.
  const position = `${lat}, ${lng}`
  const href = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
  return (
    <div className={place}>
      {address ? <address>{address}</address> : null}
      <Link to={href}>
        <Trans>Show on a map ({position})</Trans>
      </Link>
    </div>
  )
}
