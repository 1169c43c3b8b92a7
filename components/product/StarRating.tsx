import { css } from '@linaria/core'
import { colors } from '../theme/tokens.ts'

const stars = css`
  position: relative;
  display: inline-block;
  font-size: 1.8rem;
  line-height: 1;
  letter-spacing: 0.2rem;
  color: ${colors.greyBorder};
  span {
    position: absolute;
    inset: 0 auto 0 0;
    overflow: hidden;
    white-space: nowrap;
    color: ${colors.textBlack};
  }
`

/** Five stars filled up to `rating` (0–5); the label is what screen readers hear. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  const filled = `${Math.max(0, Math.min(5, rating)) * 20}%`
  return (
    <span className={stars} role="img" aria-label={label}>
      ★★★★★
      <span aria-hidden="true" style={{ width: filled }}>
        ★★★★★
      </span>
    </span>
  )
}
