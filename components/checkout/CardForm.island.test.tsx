// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { CardForm } from './CardForm.island.tsx'
import { ShopContextProvider, type PublicStore } from '../shop/ShopContext.tsx'
import { createServerI18n } from '../../renderer/i18n/serverI18n.ts'
import { navigateTo } from './navigateTo.ts'

vi.mock('./navigateTo.ts', () => ({ navigateTo: vi.fn() }))

const frStore: PublicStore = {
  key: 'b2c_fr',
  locale: 'fr-FR',
  language: 'fr',
  currency: 'EUR',
  basePath: '/fr',
  baseUrl: 'http://localhost/fr',
}
const props = {
  intentId: 'pi_test_1',
  clientSecret: 'pi_test_1_secret_x',
  confirmationUrl: '/payment-provider/test/intents/pi_test_1/confirm',
  returnUrl: '/fr/checkout/success',
  amount: 5980,
}

function renderForm(extra: Partial<typeof props & { initialError: string }> = {}) {
  return render(
    <I18nProvider i18n={createServerI18n('fr-FR')}>
      <ShopContextProvider value={{ store: frStore, stores: [frStore], storePath: '/checkout/' }}>
        <CardForm {...props} {...extra} />
      </ShopContextProvider>
    </I18nProvider>,
  )
}

function fillAndPay() {
  fireEvent.change(screen.getByLabelText('Numéro de carte'), { target: { value: '4000 0000 0000 3220' } })
  fireEvent.change(screen.getByLabelText('Date d’expiration (MM/AA)'), { target: { value: '12/39' } })
  fireEvent.change(screen.getByLabelText('Cryptogramme (CVC)'), { target: { value: '123' } })
  fireEvent.change(screen.getByLabelText('Nom sur la carte'), { target: { value: 'Léa Martin' } })
  fireEvent.click(screen.getByRole('button', { name: /Payer 59,80/ }))
}

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(navigateTo).mockReset()
})

describe('CardForm', () => {
  it('is a form posting to the provider, with labelled card fields browsers can fill', () => {
    const { container } = renderForm()
    const form = container.querySelector('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe(props.confirmationUrl)
    expect(screen.getByLabelText('Numéro de carte').getAttribute('autocomplete')).toBe('cc-number')
    expect(screen.getByLabelText('Date d’expiration (MM/AA)').getAttribute('autocomplete')).toBe('cc-exp')
    expect(screen.getByLabelText('Cryptogramme (CVC)').getAttribute('autocomplete')).toBe('cc-csc')
    expect(screen.getByLabelText('Nom sur la carte').getAttribute('autocomplete')).toBe('cc-name')
    expect(container.querySelector<HTMLInputElement>('input[name="client_secret"]')?.value).toBe(
      props.clientSecret,
    )
  })

  it('sends the card to the provider, not to the shop API, and follows it to the 3-D Secure challenge', async () => {
    const fetchMock = answerWith(200, {
      status: 'requires_action',
      nextActionUrl: '/payment-provider/test/intents/pi_test_1/challenge?token=t',
      declineCode: null,
    })
    renderForm()
    fillAndPay()
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith('/payment-provider/test/intents/pi_test_1/challenge?token=t'),
    )
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(props.confirmationUrl)
    expect(url).not.toContain('graphql')
    expect(JSON.parse(String(init.body))).toEqual({
      client_secret: props.clientSecret,
      number: '4000 0000 0000 3220',
      expiry: '12/39',
      cvc: '123',
      name: 'Léa Martin',
    })
  })

  it("shows a refused detail under its field, in the shopper's language", async () => {
    answerWith(422, { error: 'invalid_cvc', field: 'cvc' })
    renderForm()
    fillAndPay()
    const message = await screen.findByText('Le cryptogramme correspond aux 3 chiffres au dos de la carte.')
    const cvc = screen.getByLabelText('Cryptogramme (CVC)')
    expect(cvc.getAttribute('aria-invalid')).toBe('true')
    expect(cvc.getAttribute('aria-describedby')).toBe(message.id)
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('announces a declined card and lets the shopper try again', async () => {
    answerWith(200, {
      status: 'requires_payment_method',
      declineCode: 'insufficient_funds',
      nextActionUrl: null,
    })
    renderForm()
    fillAndPay()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le solde de votre carte est insuffisant. Veuillez utiliser une autre carte.',
    )
    expect(screen.getByRole('button', { name: /Payer/ }).hasAttribute('disabled')).toBe(false)
  })

  it('goes to the return page once paid', async () => {
    answerWith(200, {
      status: 'succeeded',
      nextActionUrl: null,
      declineCode: null,
      returnUrl: '/fr/checkout/success?payment_intent=pi_test_1',
    })
    renderForm()
    fillAndPay()
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith('/fr/checkout/success?payment_intent=pi_test_1'),
    )
  })

  it('shows the error the provider sent back to a form posted without JavaScript', () => {
    renderForm({ initialError: 'invalid_number' })
    expect(screen.getByText('Ce numéro de carte n’est pas valide. Veuillez le vérifier.')).toBeTruthy()
    expect(screen.getByLabelText('Numéro de carte').getAttribute('aria-invalid')).toBe('true')
  })
})
