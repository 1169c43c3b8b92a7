import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '../icons/Icon.tsx'
import { searchIconPath } from '../icons/iconPaths.ts'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import type { SearchSuggestion } from './searchSuggestions.ts'
import { visuallyHidden } from '../listing/visuallyHidden.ts'
import { activeOption, hint, input, listbox, option, searchBox, submit } from './searchBox.styles.ts'

const DEBOUNCE_MS = 200
const MIN_LENGTH = 2
/** The shop API searches at most 200 characters. */
const SEARCH_TEXT_MAX_LENGTH = 200

/**
 * The header search: a GET form to `{base}/search?q=…` (the server sends it on to
 * `/search/<query>`, so it works without JavaScript) and, once hydrated, suggestions as the
 * shopper types in an ARIA 1.2 combobox (Up/Down to move, Enter to open, Escape to close, a
 * second Escape to clear). The field is a text input: HTML allows `role="combobox"` and
 * `aria-expanded` there, not on a search input.
 */
export function SearchBox() {
  const { store, storePath } = useShop()
  const { t } = useLingui()
  const id = useId()
  const listboxId = `${id}-listbox`
  const [text, setText] = useState(() => currentQuery(storePath))
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const request = useRef(0)
  const inputRef = useRef<HTMLInputElement>(null)

  // What the shopper typed before the island hydrated (at their first focus) counts too.
  useEffect(() => {
    const input = inputRef.current
    if (!input) return
    setText(input.value)
    if (document.activeElement === input) setOpen(true)
  }, [])

  useEffect(() => {
    const typed = text.trim()
    const current = ++request.current
    if (typed.length < MIN_LENGTH) return
    const timer = setTimeout(async () => {
      // The GraphQL client arrives with the first suggestions; offline, the form still submits.
      const found = await import('./searchSuggestions.ts')
        .then(({ fetchSearchSuggestions }) => fetchSearchSuggestions(store.basePath, typed))
        .catch((): SearchSuggestion[] => [])
      // A slower answer to an older text must not replace the newer one.
      if (current !== request.current) return
      setSuggestions(found)
      setActive(-1)
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, store.basePath])

  // Suggestions of an older, longer text stay hidden once the box holds too little to search.
  const shown = text.trim().length >= MIN_LENGTH ? suggestions : []
  const expanded = open && shown.length > 0
  const optionId = (index: number) => `${id}-option-${index}`
  const go = (suggestion: SearchSuggestion) => window.location.assign(storeHref(store, suggestion.path))

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (shown.length === 0) return
      const count = shown.length
      const down = event.key === 'ArrowDown'
      if (!expanded) setActive(down ? 0 : count - 1)
      else setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1))
      setOpen(true)
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < shown.length) {
      event.preventDefault()
      const chosen = shown[active]
      if (chosen) go(chosen)
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Escape clears the box.
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Escape' && event.currentTarget.value !== '') {
      event.currentTarget.value = ''
      setText('')
    }
  }

  return (
    <form className={searchBox} role="search" method="get" action={storeHref(store, '/search')}>
      <label className={visuallyHidden} htmlFor={`${id}-input`}>
        <Trans>Search products</Trans>
      </label>
      <input
        id={`${id}-input`}
        className={input}
        type="text"
        enterKeyHint="search"
        name="q"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        ref={inputRef}
        defaultValue={text}
        placeholder={t`Search`}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={
          expanded && active >= 0 && active < shown.length ? optionId(active) : undefined
        }
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <button className={submit} type="submit" aria-label={t`Search`}>
        <Icon path={searchIconPath} />
      </button>
      <ul id={listboxId} className={listbox} role="listbox" aria-label={t`Suggestions`} hidden={!expanded}>
        {shown.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}-${suggestion.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? activeOption : option}
            // Keeps the focus in the input, so the click does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestion)}
          >
            <span>{suggestion.label}</span>
            <span className={hint}>{suggestion.kind === 'category' ? t`Category` : t`Product`}</span>
          </li>
        ))}
      </ul>
      <p className={visuallyHidden} role="status">
        {expanded ? (
          <Plural
            value={shown.length}
            one="# suggestion, use the arrow keys to choose."
            other="# suggestions, use the arrow keys to choose."
          />
        ) : null}
      </p>
    </form>
  )
}

/** The query of a search results page (`/search/slippers`), to keep it in the box. */
function currentQuery(storePath: string): string {
  const match = /^\/search\/([^/?#]+)/.exec(storePath)
  if (!match?.[1]) return ''
  try {
    return decodeURIComponent(match[1])
  } catch {
    return ''
  }
}
