import { useEffect, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useShop } from '../shop/ShopContext.tsx'
import type { MapTiles } from './mapTiles.ts'
import { pickupPointLabel } from './pickupPointLabel.ts'
import type { PickupMapHandle } from './leafletPickupMap.ts'
import type { PickupPointOption, PickupSearchResult } from './pickupLocationsQuery.ts'
import { map as mapClass } from './pickupPicker.styles.ts'

/** Props of {@link PickupMap}. */
export interface PickupMapProps {
  points: readonly PickupPointOption[]
  origin: PickupSearchResult['origin']
  selectedCode: string | null
  tiles: MapTiles | null
  onSelect: (code: string) => void
}

/**
 * The map beside the pickup list. Leaflet and the country outlines are fetched only when the
 * map scrolls into view; until then (and without JavaScript) it is an empty box. Its markers
 * are buttons a keyboard reaches, named by their point's name and opening hours.
 */
export function PickupMap({ points, origin, selectedCode, tiles, onSelect }: PickupMapProps) {
  const { t, i18n } = useLingui()
  const { locale } = useShop().store
  const element = useRef<HTMLDivElement>(null)
  const [handle, setHandle] = useState<PickupMapHandle | null>(null)
  const onSelectRef = useRef(onSelect)
  useEffect(() => {
    onSelectRef.current = onSelect
  }, [onSelect])

  useEffect(() => {
    const container = element.current
    if (!container) return
    let created: PickupMapHandle | null = null
    let cancelled = false
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      void import('./leafletPickupMap.ts').then(({ createPickupMap }) => {
        if (cancelled) return
        created = createPickupMap(container, { tiles, onSelect: (code) => onSelectRef.current(code) })
        setHandle(created)
      })
    })
    observer.observe(container)
    return () => {
      cancelled = true
      observer.disconnect()
      created?.destroy()
    }
  }, [tiles])

  const labels = useMemo(
    () => new Map(points.map((point) => [point.pickup_location_code, pickupPointLabel(i18n, locale, point)])),
    [points, i18n, locale],
  )
  useEffect(() => handle?.show(points, origin, labels), [handle, points, origin, labels])
  useEffect(() => handle?.highlight(selectedCode), [handle, selectedCode, points])

  return (
    <div
      ref={element}
      className={mapClass}
      role="region"
      aria-label={t`Map of the pickup points`}
      data-pickup-map={handle ? 'ready' : 'pending'}
    />
  )
}
