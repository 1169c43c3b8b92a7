import { css } from '@linaria/core'
import { colors, fontSizes, fonts, fontWeights, themeBackgrounds } from './tokens.ts'

/** Document-wide rules: base font (62.5% root so 1rem = 10px), focus ring, themes. */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      font-size: 62.5%;
      -webkit-text-size-adjust: 100%;
      /* Targets of #links and focused fields stay clear of the sticky header. */
      scroll-padding-top: 12rem;
    }
    body {
      margin: 0;
      min-width: 320px;
      font-family: ${fonts.sans};
      font-size: ${fontSizes.body};
      font-weight: ${fontWeights.medium};
      line-height: 1.5;
      color: ${colors.textBlack};
      background: ${themeBackgrounds.grey};
    }
    html[data-theme='white'] body {
      background: ${themeBackgrounds.white};
    }
    h1,
    h2,
    h3 {
      font-weight: ${fontWeights.bold};
      line-height: 1.2;
    }
    h1 {
      font-size: ${fontSizes.h2};
    }
    a {
      color: ${colors.brandPrimaryText};
    }
    :focus-visible {
      outline: 3px solid ${colors.brandPrimary};
      outline-offset: 2px;
    }
    img {
      max-width: 100%;
      height: auto;
    }
    html[data-refreshing] body {
      cursor: progress;
    }
  }
`
