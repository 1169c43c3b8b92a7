import type { ReactNode } from 'react'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { EMAIL_TEMPLATES } from '../../components/email/emailTemplates.ts'
import type { EmailTemplateName } from '../../domain/email/emailTemplateNames.ts'
import type { TemplatedEmail } from '../../renderer/types.d.ts'

// The template named by the outbox row, with its data (the guard ensures pageContext.email).
export default function Page(): ReactNode {
  const { email } = usePageContext()
  if (!email) return null
  return <TemplateBody email={email} />
}

// Generic over the template's name, so the body and the data it gets are the same template's.
function TemplateBody<Name extends EmailTemplateName>({ email }: { email: TemplatedEmail<Name> }) {
  const { Body } = EMAIL_TEMPLATES[email.template]
  return <Body data={email.data} />
}
