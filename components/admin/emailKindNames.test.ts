import { describe, expect, it } from 'vitest'
import { createServerI18n } from '../../renderer/i18n/serverI18n.ts'
import { EMAIL_TEMPLATE_NAMES } from '../../domain/email/emailTemplateNames.ts'
import { EMAIL_KIND_NAMES, EMAIL_RESEND_LABELS, emailKindName, emailResendLabel } from './emailKindNames.ts'

describe('the e-mail kinds’ names for staff', () => {
  it('name every template the shop sends, and no other', () => {
    expect(Object.keys(EMAIL_KIND_NAMES).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort())
    expect(Object.keys(EMAIL_RESEND_LABELS).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort())
  })

  it('read in British English and in French, each name and each button its own', () => {
    const english = createServerI18n('en-GB')
    const french = createServerI18n('fr-FR')
    expect(english._(EMAIL_KIND_NAMES.orderShipped)).toBe('Shipping notice')
    expect(french._(EMAIL_KIND_NAMES.orderShipped)).toBe('Avis d’expédition')
    expect(english._(EMAIL_RESEND_LABELS.orderShipped)).toBe('Send the shipping notice again')
    expect(french._(EMAIL_RESEND_LABELS.orderShipped)).toBe('Renvoyer l’avis d’expédition')
    for (const descriptors of [Object.values(EMAIL_KIND_NAMES), Object.values(EMAIL_RESEND_LABELS)]) {
      for (const descriptor of descriptors)
        expect(french._(descriptor), descriptor.message).not.toBe(english._(descriptor))
      expect(new Set(descriptors.map((descriptor) => english._(descriptor))).size).toBe(descriptors.length)
      expect(new Set(descriptors.map((descriptor) => french._(descriptor))).size).toBe(descriptors.length)
    }
  })

  it('leave a template this version does not know as it is', () => {
    expect(emailKindName('orderArchived')).toBeNull()
    expect(emailResendLabel('orderArchived')).toBeNull()
    expect(emailKindName('constructor')).toBeNull()
    expect(emailKindName('creditMemo')).toBe(EMAIL_KIND_NAMES.creditMemo)
  })
})
