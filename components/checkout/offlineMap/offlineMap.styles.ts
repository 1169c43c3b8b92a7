import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights } from '../../theme/tokens.ts'

/** A town's name on the offline map, just above the town's centre so markers there do not hide it (Leaflet moves the outer element itself). */
export const placeLabel = css`
  & > span {
    display: block;
    width: max-content;
    transform: translate(-50%, calc(-100% - 0.4rem));
    font-size: ${fontSizes.small};
    font-weight: ${fontWeights.semibold};
    color: ${colors.textBlack};
    white-space: nowrap;
    text-shadow:
      0 0 2px ${colors.white},
      0 0 2px ${colors.white},
      0 0 3px ${colors.white};
  }
`
