import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { useData } from '../../renderer/useData.ts'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { ContactDetails } from '../../components/contact/ContactDetails.tsx'
import { OpeningHours } from '../../components/contact/OpeningHours.tsx'
import { fontSizes, media } from '../../components/theme/tokens.ts'
import { FormNotice } from '../../components/forms/FormNotice.tsx'
import { ContactForm } from '../../components/contact/ContactForm.tsx'
import type { ContactPageData } from './+data.ts'

const layout = css`
  display: grid;
  gap: 2.4rem 6.4rem;
  ${media.tablet} {
    /* Columns as wide as their text where the page has room, narrower (wrapping) where it has not. */
    grid-template-columns: repeat(2, minmax(0, max-content));
  }
  ${media.desktop} {
    grid-template-columns: minmax(0, 48rem) repeat(2, minmax(0, max-content));
  }
  h2 {
    margin: 0 0 1.2rem;
    font-size: ${fontSizes.h3};
  }
  p {
    max-width: 60ch;
  }
`

const formColumn = css`
  position: relative;
  max-width: 48rem;
`

/** Contact: the message form, how to reach customer service (address, phone, e-mail) and when. */
export default function Page() {
  const { contact } = useData<ContactPageData>()
  return (
    <>
      <PageHeading>
        <Trans>Contact us</Trans>
      </PageHeading>
      <FormNotice />
      <div className={layout}>
        <section aria-labelledby="contact-write" className={formColumn}>
          <h2 id="contact-write">
            <Trans>Write to us</Trans>
          </h2>
          <ContactForm labelledBy="contact-write" />
        </section>
        <section aria-labelledby="contact-reach">
          <h2 id="contact-reach">
            <Trans>Customer service</Trans>
          </h2>
          <p>
            <Trans>
              Our team in the Vosges answers your questions about sizes, orders, deliveries and returns.
            </Trans>
          </p>
          <ContactDetails contact={contact} />
        </section>
        <section aria-labelledby="contact-hours">
          <h2 id="contact-hours">
            <Trans>When to reach us</Trans>
          </h2>
          <p>
            <Trans>We answer e-mails within one working day.</Trans>
          </p>
          <OpeningHours contact={contact} />
        </section>
      </div>
    </>
  )
}
