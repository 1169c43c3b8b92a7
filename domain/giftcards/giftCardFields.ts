import type { LabelLanguage } from '../../config/stores.ts'

/** A gift card form field before its label is chosen for the store's language. */
export interface GiftCardFieldDefinition {
  id: string
  code: string
  type: 'TEXT' | 'EMAIL' | 'TEXTAREA' | 'RADIO'
  required: boolean
  defaultFrom: string | null
  labels: Record<LabelLanguage, string>
}

/** The gift card form and its rules (docs/storefront-rules.md#gift-card-form: message optional, recipient e-mail from the sender's). */
export const GIFT_CARD_FIELDS: readonly GiftCardFieldDefinition[] = [
  {
    id: '1',
    code: 'am_giftcard_amount_custom',
    type: 'TEXT',
    required: true,
    defaultFrom: null,
    labels: { en: 'Amount', fr: 'Montant', de: 'Betrag', it: 'Importo' },
  },
  {
    id: '2',
    code: 'am_giftcard_sender_name',
    type: 'TEXT',
    required: true,
    defaultFrom: null,
    labels: { en: 'Your name', fr: 'Votre nom', de: 'Ihr Name', it: 'Il suo nome' },
  },
  {
    id: '3',
    code: 'am_giftcard_sender_email',
    type: 'EMAIL',
    required: true,
    defaultFrom: null,
    labels: { en: 'Your e-mail', fr: 'Votre e-mail', de: 'Ihre E-Mail-Adresse', it: 'La sua e-mail' },
  },
  {
    id: '4',
    code: 'am_giftcard_recipient_name',
    type: 'TEXT',
    required: true,
    defaultFrom: null,
    labels: {
      en: 'Recipient name',
      fr: 'Nom du destinataire',
      de: 'Name des Empfängers',
      it: 'Nome del destinatario',
    },
  },
  {
    id: '5',
    code: 'am_giftcard_recipient_email',
    type: 'EMAIL',
    required: true,
    defaultFrom: '3',
    labels: {
      en: 'Recipient e-mail',
      fr: 'E-mail du destinataire',
      de: 'E-Mail-Adresse des Empfängers',
      it: 'E-mail del destinatario',
    },
  },
  {
    id: '6',
    code: 'am_giftcard_message',
    type: 'TEXTAREA',
    required: false,
    defaultFrom: null,
    labels: { en: 'Message', fr: 'Message', de: 'Nachricht', it: 'Messaggio' },
  },
  {
    id: '7',
    code: 'am_giftcard_is_email_delivery',
    type: 'RADIO',
    required: true,
    defaultFrom: null,
    labels: {
      en: 'Send by e-mail',
      fr: 'Envoyer par e-mail',
      de: 'Per E-Mail senden',
      it: 'Invio per e-mail',
    },
  },
]
