import type { ReactNode } from 'react'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { EMAIL_TEMPLATES } from '../../components/email/emailTemplates.ts'

// The template named by the outbox row, with its data (the guard ensures pageContext.email).
export default function Page(): ReactNode {
  const { email } = usePageContext()
  if (!email) return null
  const { Body } = EMAIL_TEMPLATES[email.template]
  return <Body data={email.data as never} />
}
