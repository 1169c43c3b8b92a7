import { css } from '@linaria/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { describedBy, useFieldState } from '../forms/FormContext.tsx'
import { FieldError } from '../forms/FieldError.tsx'
import { colors, fontSizes } from '../theme/tokens.ts'

const RATINGS = [1, 2, 3, 4, 5] as const

const group = css`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.4rem;
    padding: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1.6rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.4rem;
  }
  span[aria-hidden] {
    color: ${colors.textBlack};
    font-size: ${fontSizes.large};
    letter-spacing: 0.1rem;
  }
`

/**
 * The star rating of a review as a radio group (1 to 5): every browser and screen reader knows
 * how to use it, with or without JavaScript; the stars are drawn beside each choice.
 */
export function RatingField({ name, legend }: { name: string; legend: string }) {
  const state = useFieldState(name)
  const { t } = useLingui()
  return (
    <fieldset className={group} aria-describedby={describedBy(state.errorId)}>
      <legend>{legend}</legend>
      <div>
        {RATINGS.map((rating) => (
          <label key={rating}>
            <input
              type="radio"
              name={name}
              value={rating}
              required
              defaultChecked={state.typed === String(rating)}
              aria-invalid={state.errorId ? true : undefined}
            />
            <span aria-hidden="true">{'★'.repeat(rating)}</span>
            <span>{t`${plural(rating, { one: '# star', other: '# stars' })}`}</span>
          </label>
        ))}
      </div>
      <FieldError field={state} />
    </fieldset>
  )
}
