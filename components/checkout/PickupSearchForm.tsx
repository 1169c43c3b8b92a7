import { useId, type FormEvent } from 'react'
import { Trans } from '@lingui/react/macro'
import { searchForm } from './pickupPicker.styles.ts'

/** Name of the search field in the query string of a pickup search (`?pickupSearch=69002`). */
export const PICKUP_SEARCH_FIELD = 'pickupSearch'

/** Props of {@link PickupSearchForm}. */
export interface PickupSearchFormProps {
  term: string
  /** Where the search is sent (GET) without JavaScript; the current page when absent. */
  action?: string
  /** Searches in place instead of loading a page (the island). */
  onSearch?: (term: string) => void
}

/** The postcode-or-town field of the pickup search: a plain GET form, run in place when `onSearch` is given. */
export function PickupSearchForm({ term, action, onSearch }: PickupSearchFormProps) {
  const fieldId = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return
    event.preventDefault()
    onSearch(String(new FormData(event.currentTarget).get(PICKUP_SEARCH_FIELD) ?? '').trim())
  }
  return (
    <form className={searchForm} method="get" action={action} role="search" onSubmit={submit}>
      <label htmlFor={fieldId}>
        <Trans>Postcode or town</Trans>
      </label>
      <input
        id={fieldId}
        name={PICKUP_SEARCH_FIELD}
        type="search"
        defaultValue={term}
        required
        maxLength={100}
        autoComplete="postal-code"
      />
      <button type="submit">
        <Trans>Find pickup points</Trans>
      </button>
    </form>
  )
}
