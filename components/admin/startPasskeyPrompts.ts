import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'

/**
 * The back office's one script, on the pages with a passkey part (components/admin/PasskeyPrompt.tsx):
 * shows each part, and on its button asks the server for a challenge, runs the browser's passkey
 * prompt and posts the form with the answer. No inline script: the strict CSP allows it as is.
 */
export function startPasskeyPrompts(): void {
  for (const note of document.querySelectorAll<HTMLElement>('[data-passkey-needs-script]')) note.hidden = true
  for (const part of document.querySelectorAll<HTMLElement>('[data-passkey]')) {
    part.hidden = false
    part.querySelector('[data-passkey-start]')?.addEventListener('click', () => void runPrompt(part))
  }
}

function showError(part: HTMLElement, kind: 'failed' | 'none' | 'unsupported' | null) {
  for (const message of part.querySelectorAll<HTMLElement>('[data-passkey-error]'))
    message.hidden = message.dataset.passkeyError !== kind
}

async function runPrompt(part: HTMLElement): Promise<void> {
  const form = part.closest('form')
  if (!form) return
  showError(part, null)
  if (!browserSupportsWebAuthn()) return showError(part, 'unsupported')
  // The fields the passkey needs besides it (the set-up's password) are checked first, as a submit would.
  for (const field of form.querySelectorAll<HTMLInputElement>('[data-passkey-check]'))
    if (!field.reportValidity()) return
  const csrf = form.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? ''
  try {
    const answer = await fetch(part.dataset.options ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ _csrf: csrf }),
    })
    if (answer.status === 404) return showError(part, 'none')
    if (!answer.ok) return showError(part, 'failed')
    const optionsJSON: unknown = await answer.json()
    const response =
      part.dataset.passkey === 'register'
        ? await startRegistration({ optionsJSON: optionsJSON as PublicKeyCredentialCreationOptionsJSON })
        : await startAuthentication({ optionsJSON: optionsJSON as PublicKeyCredentialRequestOptionsJSON })
    const field = form.querySelector<HTMLInputElement>(`input[name="${part.dataset.responseField ?? ''}"]`)
    if (!field) return
    field.value = JSON.stringify(response)
    form.action = part.dataset.action ?? form.action
    // submit() skips the other fields' validation (the set-up's TOTP code is not needed with a passkey).
    form.submit()
  } catch {
    showError(part, 'failed')
  }
}
