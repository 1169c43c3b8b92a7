import { ICON_PATHS, type IconName } from './iconPaths.ts'

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
          d={ICON_PATHS[name]}
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
