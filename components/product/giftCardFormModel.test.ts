import { describe, expect, it } from 'vitest'
import {
  amountChoiceValue,
  chosenAmountCents,
  giftCardErrors,
  startingGiftCardValues,
  withSenderEmail,
  type GiftCardProduct,
  type GiftCardValues,
} from './giftCardFormModel.ts'

const giftCard: GiftCardProduct = {
  sku: 'GIFTCARD',
  name: 'Gift card',
  currency: 'EUR',
  amounts: [25, 50, 75, 100, 150],
  openAmount: { min: 10, max: 500 },
  lifetimeDays: 1095,
}

const filled = (changes: Partial<GiftCardValues> = {}): GiftCardValues => ({
  ...startingGiftCardValues(),
  am_giftcard_amount: '50.00',
  am_giftcard_sender_name: 'Léa',
  am_giftcard_sender_email: 'lea@example.com',
  am_giftcard_recipient_name: 'Hugo',
  am_giftcard_recipient_email: 'hugo@example.com',
  ...changes,
})

describe('startingGiftCardValues', () => {
  it('starts empty with e-mail delivery', () => {
    expect(startingGiftCardValues()).toEqual({
      am_giftcard_amount: '',
      am_giftcard_amount_custom: '',
      am_giftcard_sender_name: '',
      am_giftcard_sender_email: '',
      am_giftcard_recipient_name: '',
      am_giftcard_recipient_email: '',
      am_giftcard_message: '',
      am_giftcard_type: 'email',
    })
  })

  it('keeps every field a refused add sent, and shows an empty recipient e-mail as the sender’s', () => {
    const values = startingGiftCardValues({
      sku: 'GIFTCARD',
      am_giftcard_amount: 'custom',
      am_giftcard_amount_custom: '700',
      am_giftcard_sender_email: 'lea@example.com',
      am_giftcard_message: 'Bises',
    })
    expect(values).toMatchObject({
      am_giftcard_amount: 'custom',
      am_giftcard_amount_custom: '700',
      am_giftcard_recipient_email: 'lea@example.com',
      am_giftcard_message: 'Bises',
    })
    expect(values).not.toHaveProperty('sku')
  })
})

describe('chosenAmountCents', () => {
  it('is the listed amount chosen, by the value its radio posts', () => {
    expect(amountChoiceValue(25)).toBe('25.00')
    expect(chosenAmountCents(giftCard, filled({ am_giftcard_amount: '75.00' }))).toBe(7500)
    expect(chosenAmountCents(giftCard, filled({ am_giftcard_amount: '80.00' }))).toBeNull()
    expect(chosenAmountCents(giftCard, filled({ am_giftcard_amount: '' }))).toBeNull()
  })

  it('is the typed amount when "custom" is chosen, only within range', () => {
    const typed = (text: string) =>
      chosenAmountCents(giftCard, filled({ am_giftcard_amount: 'custom', am_giftcard_amount_custom: text }))
    expect(typed('37,50')).toBe(3750)
    expect(typed('10')).toBe(1000)
    expect(typed('500.00')).toBe(50000)
    expect(typed('9,99')).toBeNull()
    expect(typed('500,01')).toBeNull()
    expect(typed('lots')).toBeNull()
    expect(
      chosenAmountCents(
        { ...giftCard, openAmount: null },
        filled({ am_giftcard_amount: 'custom', am_giftcard_amount_custom: '40' }),
      ),
    ).toBeNull()
  })
})

describe('withSenderEmail', () => {
  it('copies the sender e-mail into the recipient e-mail while the shopper has not typed another one', () => {
    let values = startingGiftCardValues()
    values = withSenderEmail(values, 'l')
    values = withSenderEmail(values, 'lea@example.com')
    expect(values.am_giftcard_recipient_email).toBe('lea@example.com')
    values = { ...values, am_giftcard_recipient_email: 'hugo@example.com' }
    values = withSenderEmail(values, 'lea.martin@example.com')
    expect(values).toMatchObject({
      am_giftcard_sender_email: 'lea.martin@example.com',
      am_giftcard_recipient_email: 'hugo@example.com',
    })
  })

  it('follows again once the recipient e-mail is emptied', () => {
    const values = withSenderEmail(filled({ am_giftcard_recipient_email: '' }), 'lea@example.org')
    expect(values.am_giftcard_recipient_email).toBe('lea@example.org')
  })
})

describe('giftCardErrors', () => {
  it('finds nothing wrong with a complete form, the message being optional', () => {
    expect(giftCardErrors(giftCard, filled())).toEqual({})
    expect(
      giftCardErrors(
        giftCard,
        filled({
          am_giftcard_amount: 'custom',
          am_giftcard_amount_custom: '37,50',
          am_giftcard_message: 'Bises',
        }),
      ),
    ).toEqual({})
  })

  it('requires an amount, the names and the sender e-mail', () => {
    const values = { ...startingGiftCardValues(), am_giftcard_sender_name: '  ' }
    expect(giftCardErrors(giftCard, values)).toEqual({
      am_giftcard_amount: 'chooseAmount',
      am_giftcard_sender_name: 'required',
      am_giftcard_sender_email: 'required',
      am_giftcard_recipient_name: 'required',
    })
  })

  it('accepts an empty recipient e-mail, which stands for the sender’s', () => {
    expect(giftCardErrors(giftCard, filled({ am_giftcard_recipient_email: '' }))).toEqual({})
  })

  it('checks both e-mail addresses', () => {
    expect(
      giftCardErrors(
        giftCard,
        filled({ am_giftcard_sender_email: 'lea@example', am_giftcard_recipient_email: 'hugo example.com' }),
      ),
    ).toEqual({
      am_giftcard_sender_email: 'invalidEmail',
      am_giftcard_recipient_email: 'invalidEmail',
    })
  })

  it('refuses a typed amount out of range or unreadable, on the typed amount field', () => {
    for (const text of ['', '5', '500,50', 'forty']) {
      expect(
        giftCardErrors(giftCard, filled({ am_giftcard_amount: 'custom', am_giftcard_amount_custom: text })),
        text,
      ).toEqual({ am_giftcard_amount_custom: 'amountOutOfRange' })
    }
  })

  it('refuses "custom" on a card sold only at its listed amounts, and an amount it does not list', () => {
    expect(
      giftCardErrors(
        { ...giftCard, openAmount: null },
        filled({ am_giftcard_amount: 'custom', am_giftcard_amount_custom: '40' }),
      ),
    ).toEqual({ am_giftcard_amount: 'chooseAmount' })
    expect(giftCardErrors(giftCard, filled({ am_giftcard_amount: '30.00' }))).toEqual({
      am_giftcard_amount: 'chooseAmount',
    })
  })

  it('refuses a message longer than 300 characters, counting a line break once', () => {
    expect(giftCardErrors(giftCard, filled({ am_giftcard_message: 'a'.repeat(301) }))).toEqual({
      am_giftcard_message: 'messageTooLong',
    })
    expect(
      giftCardErrors(giftCard, filled({ am_giftcard_message: `${'a'.repeat(149)}\r\n${'b'.repeat(150)}` })),
    ).toEqual({})
  })
})
