import type { ReactNode } from 'react'
import { cx } from '@linaria/core'
import { primaryButton } from '../theme/buttons.styles.ts'

/** The primary button that sends an {@link AccountForm}. */
export function SubmitButton({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={cx(primaryButton, className)}>
      {children}
    </button>
  )
}
