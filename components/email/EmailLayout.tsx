import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { BRAND_NAME } from '../layout/Logo.tsx'

// E-mail clients ignore stylesheets: every style is inline, the layout one centred table.
const BODY_STYLE = {
  margin: 0,
  padding: '24px 0',
  backgroundColor: '#fff3ed',
  fontFamily: 'Helvetica, Arial, sans-serif',
  color: '#1a1a1a',
}
const CARD_STYLE = {
  width: '100%',
  maxWidth: '560px',
  margin: '0 auto',
  backgroundColor: '#ffffff',
  borderRadius: '8px',
}
const CELL_STYLE = { padding: '24px 32px', fontSize: '16px', lineHeight: '1.5' }

/** Why a customer receives an e-mail about their account (only account e-mails say it: guests have none). */
export function AccountEmailReason() {
  return (
    <Trans>
      You receive this e-mail because of an action on your {BRAND_NAME} account. This is an automatic message:
      please do not reply to it.
    </Trans>
  )
}

/** The frame of every shop e-mail: brand header, the message, and why the recipient receives it (`reason`, said by each template). */
export function EmailLayout({
  preview,
  reason,
  children,
}: {
  preview: string
  reason: ReactNode
  children: ReactNode
}) {
  return (
    <body style={BODY_STYLE}>
      <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={CARD_STYLE}>
        <tbody>
          <tr>
            <td
              style={{ ...CELL_STYLE, borderBottom: '4px solid #408fdb', fontSize: '22px', fontWeight: 700 }}
            >
              {BRAND_NAME}
            </td>
          </tr>
          <tr>
            <td style={CELL_STYLE}>{children}</td>
          </tr>
          <tr>
            <td style={{ ...CELL_STYLE, fontSize: '13px', color: '#555555' }}>{reason}</td>
          </tr>
        </tbody>
      </table>
    </body>
  )
}

/** A call-to-action link drawn as a button (a plain link in text-only clients). */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '12px 20px',
          backgroundColor: '#408fdb',
          color: '#ffffff',
          borderRadius: '6px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  )
}
