import { useEffect, useRef, useState } from 'react'
import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { useShop, storeHref } from '../shop/ShopContext.tsx'
import { colors, fontWeights, media } from '../theme/tokens.ts'
import type { StoreKey, StoreLocale } from '../../config/stores.ts'

const STORE_NAMES: Record<StoreLocale, string> = {
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
  'en-GB': 'English',
  'it-IT': 'Italiano',
}

/** On phones the list spans the header (its containing block), leaving no sliver of the menu under it. */
const switcher = css`
  position: relative;
  ${media.phoneOnly} {
    position: static;
  }
`

const toggle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 4.4rem;
  min-width: 4.4rem;
  padding: 0 1rem;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  border: 1px solid ${colors.greyBorder};
  border-radius: 0.4rem;
  background: ${colors.white};
  color: ${colors.textBlack};
  font: inherit;
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
`

const menu = css`
  position: absolute;
  right: 0;
  z-index: 10;
  min-width: 16rem;
  margin: 0.4rem 0 0;
  padding: 0.8rem 0;
  list-style: none;
  background: ${colors.white};
  border: 1px solid ${colors.greyBorder};
  border-radius: 0.4rem;
  box-shadow: 0 4px 12px rgb(0 0 0 / 12%);
  ${media.phoneOnly} {
    left: 0;
  }
  a {
    display: block;
    padding: 1rem 1.6rem;
    color: ${colors.textBlack};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${colors.brandSecondary};
  }
`

/**
 * Lets the shopper move to the same page in another storefront (language): to the page's
 * localized path there when the page names one, else to the same path. A disclosure that
 * works without JavaScript; once hydrated, Escape and a click elsewhere close it, and the
 * localized paths take the page's current query, which islands may have changed since the
 * page was served (a colour and size chosen on a product page).
 */
export function StoreSwitcher({ alternates }: { alternates?: Partial<Record<StoreKey, string>> }) {
  const { store, stores, storePath } = useShop()
  const { t } = useLingui()
  const disclosure = useRef<HTMLDetailsElement>(null)
  const code = store.language.toUpperCase()
  const [liveQuery, setLiveQuery] = useState<string | null>(null)

  useEffect(() => {
    const details = disclosure.current
    if (!details) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false
    }
    const readQuery = () => setLiveQuery(window.location.search)
    readQuery()
    details.addEventListener('toggle', readQuery)
    // In the capture phase: another island still hydrating stops them at itself (holdInputWhileHydrating), and replays neither.
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => {
      details.removeEventListener('toggle', readQuery)
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('pointerdown', onPointerDown, true)
    }
  }, [])

  return (
    <details ref={disclosure} className={switcher}>
      <summary
        className={toggle}
        aria-label={t`Change store, current: ${STORE_NAMES[store.locale]} – ${code}`}
      >
        {code}
      </summary>
      <ul className={menu}>
        {stores.map((candidate) => (
          <li key={candidate.key}>
            <a
              href={storeHref(
                candidate,
                alternates ? withQuery(alternates[candidate.key], liveQuery) : storePath,
              )}
              hrefLang={candidate.locale}
              lang={candidate.locale}
              aria-current={candidate.key === store.key ? 'true' : undefined}
            >
              {STORE_NAMES[candidate.locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}

/** A localized path with the page's current query instead of the one it was served with; home when there is none. */
function withQuery(path: string | undefined, query: string | null): string {
  if (path === undefined) return '/'
  return query === null ? path : `${path.split('?')[0] ?? path}${query}`
}
