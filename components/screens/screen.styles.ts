import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights } from '../theme/tokens.ts'

/** Shared frame of the stand-alone screens (error, not found, maintenance, offline). */
export const screen = css`
  max-width: 64rem;
  margin: 4rem auto;
  padding: 2.4rem;
  background: ${colors.white};
  border-radius: 0.8rem;
  text-align: center;
`

export const screenTitle = css`
  font-size: ${fontSizes.h2};
  margin: 0 0 1.6rem;
`

export const screenSubtitle = css`
  font-size: ${fontSizes.large};
  font-weight: ${fontWeights.semibold};
`

export const screenDetail = css`
  font-family: monospace;
  color: ${colors.errorText};
  word-break: break-word;
`

export const screenActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1.6rem;
  justify-content: center;
  align-items: center;
  margin-top: 2.4rem;
`
