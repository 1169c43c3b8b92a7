import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { linkButton } from '../forms/forms.styles.ts'

/** Copies a link to the clipboard and says so; the link stays in its field to copy by hand. */
export function CopyLinkButton({ link }: { link: string }) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    navigator.clipboard
      .writeText(link)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }
  return (
    <>
      <button type="button" className={linkButton} onClick={copy}>
        <Trans>Copy the link</Trans>
      </button>
      <span role="status">{copied ? <Trans>The link is copied.</Trans> : null}</span>
    </>
  )
}
