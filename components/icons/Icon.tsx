/** Names of the shop's icons (the icon set of docs/storefront-rules.md#catalogue-data; more join as features need them). */
export type IconName = 'cart' | 'heart' | 'user' | 'search' | 'store' | 'delivery' | 'gift' | 'phone'

const PATHS: Record<IconName, string> = {
  cart: 'M3 4h2l2.4 10.2a2 2 0 0 0 2 1.8h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2M10 20a1 1 0 1 0 0 .1M17 20a1 1 0 1 0 0 .1',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 5 5',
  store: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6',
  delivery: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  phone: 'M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2z',
}

/** A decorative line icon; the control that holds it carries the accessible name. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}

/** The id of icon `name`'s `<symbol>` in the page. */
const symbolIdOf = (name: IconName) => `icon-${name}`

/**
 * Icon `name`, also defined as a `<symbol>` for the {@link IconReference}s of the same page
 * (rendered once, before or after them): the header's heart for the cards' hearts.
 */
export function IconDefinition({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <symbol id={symbolIdOf(name)} viewBox="0 0 24 24">
        <path
          d={PATHS[name]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </symbol>
      <use href={`#${symbolIdOf(name)}`} />
    </svg>
  )
}

/** Icon `name` drawn from its {@link IconDefinition} in the page: a repeated icon costs a reference, not its path. */
export function IconReference({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${symbolIdOf(name)}`} />
    </svg>
  )
}
