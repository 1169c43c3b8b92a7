import { css } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'
import { Link } from '../links/Link.tsx'
import { useShop } from '../shop/ShopContext.tsx'
import { useFrameTemplate } from '../layout/frameTemplate.tsx'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'

/** A top category of the menu with two levels below it (Men › Slippers › Mules). */
export const MainMenuCategoryFragment = graphql(`
  fragment MainMenu_category on Category {
    id
    name
    path
    children {
      id
      name
      path
      includeInMenu
      children {
        id
        name
        path
        includeInMenu
      }
    }
  }
`)

/** A custom menu link (FAQ, contact, blog …) resolved through `customLinks`. */
export const MainMenuCustomLinkFragment = graphql(`
  fragment MainMenu_customLink on CustomLink {
    id
    value
    url
  }
`)

/** An entry of the store's own menu with two levels below it (docs/back-office.md#categories-and-menu). */
export const MainMenuEntryFragment = graphql(`
  fragment MainMenu_entry on MenuEntry {
    id
    label
    url
    children {
      id
      label
      url
      children {
        id
        label
        url
      }
    }
  }
`)

const nav = css`
  position: relative;
  flex: 1 0 100%;
  order: 10;
  margin: 0 -1.2rem;
  border-top: 1px solid ${colors.greyBorder};
  ${media.tablet} {
    margin: 0 -2.4rem;
  }
`

/** Columns sharing the width on phones (wide targets, even under the store switcher's list), never narrower than their label ("Bambino" at 360 px), a row from tablets. */
const barList = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(max-content, 1fr);
  margin: 0;
  padding: 0 0.4rem;
  list-style: none;
  ${media.tablet} {
    display: flex;
    flex-wrap: wrap;
    padding: 0 1.6rem;
  }
`

const entry = css`
  & > summary {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.2rem;
    min-height: 4.4rem;
    padding: 0 0.2rem;
    white-space: nowrap;
    font-weight: ${fontWeights.semibold};
    ${media.tablet} {
      gap: 0.4rem;
      padding: 0 0.8rem;
    }
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary::after {
    content: '';
    width: 0.6rem;
    height: 0.6rem;
    border: solid currentColor;
    border-width: 0 0.2rem 0.2rem 0;
    transform: translateY(-0.2rem) rotate(45deg);
  }
  &[open] > summary::after {
    transform: translateY(0.1rem) rotate(225deg);
  }
  &[open] > summary {
    color: ${colors.brandPrimaryText};
  }
  &[data-active] > summary {
    text-decoration: underline;
    text-underline-offset: 0.4rem;
  }
`

/** A top entry without entries below it: a link as tall as the others' disclosures. */
const plainEntry = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 4.4rem;
  padding: 0 0.2rem;
  white-space: nowrap;
  font-weight: ${fontWeights.semibold};
  color: inherit;
  ${media.tablet} {
    padding: 0 0.8rem;
  }
`

/** Scrolls within itself: under the sticky header, the page's scrolling would not reveal its end. */
const panel = css`
  position: absolute;
  left: 0;
  right: 0;
  z-index: 20;
  max-height: calc(100dvh - 12rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1.6rem;
  background: ${colors.white};
  border-bottom: 1px solid ${colors.greyBorder};
  box-shadow: 0 8px 16px rgb(0 0 0 / 12%);
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
    color: ${colors.textBlack};
  }
  ${media.tablet} {
    padding: 2.4rem;
  }
`

const families = css`
  display: grid;
  gap: 0.8rem 2.4rem;
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & > li > a {
    font-size: ${fontSizes.large};
    font-weight: ${fontWeights.semibold};
  }
  & > li > ul {
    padding-left: 1.2rem;
  }
`

/** The children a menu shows (a category may be left out of menus). */
function visible<Child extends { includeInMenu: boolean }>(children: readonly Child[]): Child[] {
  return children.filter((child) => child.includeInMenu)
}

/** Whether the current page is this category or below it. */
function isWithin(storePath: string, path: string): boolean {
  return storePath === path || storePath.startsWith(`${path}/`)
}

/** Whether a top entry's link shows the page as in its section (the store's own entries: only paths of the shop). */
function activeIn(url: string | null, storePath: string, ownEntries: boolean): boolean {
  if (url === null || (ownEntries && !url.startsWith('/'))) return false
  return isWithin(storePath, url)
}

/** Props of {@link MainMenu}. */
export interface MainMenuProps {
  categories: readonly FragmentType<typeof MainMenuCategoryFragment>[]
  customLinks: readonly FragmentType<typeof MainMenuCustomLinkFragment>[]
  /** The store's own entries; null when it has none (the categories and custom links then make the menu). */
  entries: readonly FragmentType<typeof MainMenuEntryFragment>[] | null
}

/** One entry of the bar as the header draws it, whichever menu it comes from. */
interface BarEntry {
  id: string
  label: string
  /** Null for a heading that only opens its entries. */
  url: string | null
  /** Whether it is shown as the current page's section. */
  active: boolean
  children: {
    id: string
    label: string
    url: string | null
    children: { id: string; label: string; url: string | null }[]
  }[]
}

/**
 * The main menu: the store's own entries, or without them the categories of the menu and the
 * custom links in a last entry. Each top entry opens (a <details> disclosure, no script) on its
 * families and their kinds; a top entry without any is a plain link. One entry is open at a time; the link of
 * the current page carries aria-current. The core script closes an entry on Escape and when
 * the focus or a click leaves it (`data-dismissible`).
 */
export function MainMenu({
  categories: categoryRefs,
  customLinks: customLinkRefs,
  entries: entryRefs,
}: MainMenuProps) {
  const categories = useFragment(MainMenuCategoryFragment, categoryRefs)
  const customLinks = useFragment(MainMenuCustomLinkFragment, customLinkRefs)
  const entries = useFragment(MainMenuEntryFragment, entryRefs ?? [])
  const { storePath } = useShop()
  const { t } = useLingui()
  const frameTemplate = useFrameTemplate()
  const activeOn = (url: string | null, path: string) => activeIn(url, path, entryRefs !== null)
  const isActive = (url: string | null) => activeOn(url, storePath)
  const bar: BarEntry[] =
    entryRefs !== null
      ? entries.map((entry) => ({
          ...entry,
          active: isActive(entry.url),
        }))
      : [
          ...categories.map((category) => ({
            id: category.id,
            label: category.name,
            url: category.path,
            active: isActive(category.path),
            children: visible(category.children).map((family) => ({
              id: family.id,
              label: family.name,
              url: family.path,
              children: visible(family.children).map((kind) => ({
                id: kind.id,
                label: kind.name,
                url: kind.path,
              })),
            })),
          })),
          ...(customLinks.length > 0
            ? [
                {
                  id: 'services',
                  label: t`Services`,
                  url: null,
                  active: false,
                  children: customLinks.map((link) => ({
                    id: link.id,
                    label: link.value,
                    url: link.url,
                    children: [],
                  })),
                },
              ]
            : []),
        ]
  return (
    <nav aria-label={t`Main menu`} className={nav}>
      <ul className={barList}>
        {bar.map(({ label: name, ...item }) => (
          <li key={item.id}>
            {item.children.length === 0 && item.url !== null ? (
              <Link to={item.url} className={plainEntry}>
                {name}
              </Link>
            ) : (
              <details
                name="main-menu"
                data-dismissible
                {...(frameTemplate
                  ? // In a reused frame, whether this is the page's section is filled per request.
                    {
                      className:
                        entry +
                        frameTemplate.hole(({ storePath: path }) =>
                          activeOn(item.url, path) ? '" data-active="true' : '',
                        ),
                    }
                  : { className: entry, 'data-active': item.active || undefined })}
              >
                <summary>{name}</summary>
                {item.url === null && item.children.every((child) => child.children.length === 0) ? (
                  <ul className={panel}>
                    {item.children.map((link) => (
                      <li key={link.id}>
                        {link.url !== null ? (
                          <Link to={link.url}>{link.label}</Link>
                        ) : (
                          <span>{link.label}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <div className={panel}>
                    {item.url !== null ? (
                      <Link to={item.url} exact>
                        <Trans>All {name}</Trans>
                      </Link>
                    ) : null}
                    <ul className={families}>
                      {item.children.map((family) => (
                        <li key={family.id}>
                          {family.url !== null ? (
                            <Link to={family.url} exact>
                              {family.label}
                            </Link>
                          ) : (
                            <span>{family.label}</span>
                          )}
                          <ul>
                            {family.children.map((kind) => (
                              <li key={kind.id}>
                                {kind.url !== null ? (
                                  <Link to={kind.url}>{kind.label}</Link>
                                ) : (
                                  <span>{kind.label}</span>
                                )}
                              </li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </details>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
