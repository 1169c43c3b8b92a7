import { css } from '@linaria/core'
import { colors, fontSizes } from '../theme/tokens.ts'

/** What the gift card form adds to the configurator's fields: e-mail inputs, a taller message, invalid and disabled fields. */
export const giftCardField = css`
  input[type='email'] {
    min-height: 4.4rem;
    padding: 0 1rem;
    border: 1px solid ${colors.greyText};
    border-radius: 0.4rem;
    background: ${colors.white};
    font: inherit;
    color: ${colors.textBlack};
  }
  textarea {
    min-height: 9.6rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border: 2px solid ${colors.errorText};
  }
  input:disabled {
    background: ${colors.grey};
    color: ${colors.greyText};
  }
`

/** What is wrong with a field, right under it. */
export const fieldError = css`
  margin: 0;
  color: ${colors.errorText};
  font-size: ${fontSizes.body};
`

/** The typed amount under the amount choices. */
export const customAmount = css`
  margin-top: 1.2rem;
`
