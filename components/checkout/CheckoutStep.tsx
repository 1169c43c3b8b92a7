import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { visuallyHidden } from '../listing/visuallyHidden.ts'
import { editLink, step, stepNumber } from './checkout.styles.ts'

/** Props of {@link CheckoutStep}. */
export interface CheckoutStepProps {
  /** The section's id, the target of the "next step" redirects (`checkout-delivery`). */
  id: string
  number: number
  title: ReactNode
  /** Where "Change" leads when the step is done and shown as a summary; none while it is open. */
  editHref?: string | null
  children: ReactNode
}

/** One numbered step of the checkout page: a heading that says where the shopper is, and a way back to change a finished step. */
export function CheckoutStep({ id, number, title, editHref = null, children }: CheckoutStepProps) {
  return (
    <li>
      <section id={id} className={step} aria-labelledby={`${id}-heading`} tabIndex={-1}>
        <h2 id={`${id}-heading`}>
          <span>
            <span className={stepNumber}>{`${number}.`}</span> {title}
          </span>
          {editHref ? (
            <Link to={editHref} className={editLink}>
              <Trans>Change</Trans>
              {/* Each "Change" says which step it changes, for those who list the links. */}
              <span className={visuallyHidden}> {title}</span>
            </Link>
          ) : null}
        </h2>
        {children}
      </section>
    </li>
  )
}
