import type { ReactNode } from 'react'
import { css } from '@linaria/core'
import { Header } from '../header/Header.tsx'
import { Footer } from './Footer.tsx'
import { SkipLink } from './SkipLink.tsx'
import { UnknownAddressNotice } from '../forms/UnknownAddressNotice.tsx'
import { ConsentBanner } from '../consent/ConsentBanner.tsx'
import { PreviewBanner } from '../cms/PreviewBanner.tsx'
import { media } from '../theme/tokens.ts'

const main = css`
  max-width: 128rem;
  margin: 0 auto;
  padding: 1.6rem 1.2rem;
  ${media.tablet} {
    padding: 2.4rem;
  }
  &:focus {
    outline: none;
  }
`

/** The main frame: cookie banner (hidden until the shell opens it), skip link, header with logo, content landmark (led by the unknown-address notice when a form was refused for it, or a back-office preview's banner), footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ConsentBanner />
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className={main}>
        <UnknownAddressNotice />
        <PreviewBanner />
        {children}
      </main>
      <Footer />
    </>
  )
}
