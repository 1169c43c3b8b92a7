import type { ReactNode } from 'react'
import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { Logo } from '../layout/Logo.tsx'
import { colors } from '../theme/tokens.ts'
import { screen, screenTitle } from './screen.styles.ts'

const headerBar = css`
  display: flex;
  align-items: center;
  min-height: 5.6rem;
  padding: 0 1.6rem;
  background: ${colors.white};
  border-bottom: 1px solid ${colors.greyBorder};
`

const footer = css`
  padding: 2.4rem 1.6rem;
  text-align: center;
  color: ${colors.greyText};
`

/**
 * Frame of the maintenance and offline screens: a header bar, one message, a footer with the
 * year. It needs no data from the API, which may be what is down.
 */
export function StatusScreen({ title, children }: { title: ReactNode; children: ReactNode }) {
  const year = new Date().getFullYear()
  return (
    <>
      <header className={headerBar}>
        <Logo />
      </header>
      <main id="main-content" tabIndex={-1}>
        <section className={screen} aria-labelledby="status-title">
          <h1 id="status-title" className={screenTitle}>
            {title}
          </h1>
          {children}
        </section>
      </main>
      <footer className={footer}>
        <p>
          <Trans>© {year} - all rights reserved</Trans>
        </p>
      </footer>
    </>
  )
}
