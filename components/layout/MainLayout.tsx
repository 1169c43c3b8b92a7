import type { ReactNode } from 'react'
import { css } from '@linaria/core'
import { Header } from '../header/Header.tsx'
import { Footer } from './Footer.tsx'
import { SkipLink } from './SkipLink.tsx'
import { UnknownAddressNotice } from '../forms/UnknownAddressNotice.tsx'
import { ConsentBanner } from '../consent/ConsentBanner.tsx'
import { PreviewBanner } from '../cms/PreviewBanner.tsx'
import { media } from '../theme/tokens.ts'
import { useFrameTemplate, type FrameFill } from './frameTemplate.tsx'
import { FramePart, useReusedFrame } from './ReusedFrame.tsx'

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

/**
 * The main frame: cookie banner (hidden until the shell opens it), skip link, header with logo, content landmark (led by the unknown-address notice when a form was refused for it, or a back-office preview's banner), footer.
 * A page's render reuses the frame rendered once per store and layout data (renderer/mainFrame.tsx):
 * its parts stand where the components would, so the content keeps its place in React's tree
 * (the same `useId` values); while that frame renders, the content is a hole.
 */
export function MainLayout({ children }: { children: ReactNode }) {
  const frame = useReusedFrame()
  const frameTemplate = useFrameTemplate()
  return (
    <>
      {frame ? <FramePart frame={frame} part="before" /> : <ConsentBanner />}
      {frame ? null : <SkipLink />}
      {frame ? null : <Header />}
      {frameTemplate ? (
        frameTemplate.hole(MAIN_CONTENT)
      ) : (
        <main id="main-content" tabIndex={-1} className={main}>
          <UnknownAddressNotice />
          <PreviewBanner />
          {children}
        </main>
      )}
      {frame ? <FramePart frame={frame} part="after" /> : <Footer />}
    </>
  )
}

/** The hole of a frame's template where each page's `<main>` goes (never filled: the frame is cut there). */
export const MAIN_CONTENT: FrameFill = () => {
  throw new Error('The main content of a reused frame is the page’s own render')
}
