import type { EmailTemplateData } from '../../domain/email/emailData.ts'
import type { EmailTemplateName } from '../../domain/email/emailTemplateNames.ts'

/** A sample e-mail of every template, as the shop queues it, with the order number it names (if any) and whether a guest may receive it. */
export interface EmailSample<Name extends EmailTemplateName> {
  data: EmailTemplateData[Name]
  /** The order (or return) number the subject must name; null when the e-mail is about no order. */
  orderNumber: string | null
  /** Whether somebody without an account may receive it (its wording must not speak of an account then). */
  toGuest: boolean
}

const BASE = 'https://shop.example.com/en'
const ORDER = '000000123'
const ADDRESS = {
  name: 'Pantoufle & Co',
  street: ['12 rue des Ateliers'],
  postalCode: '69002',
  locality: 'Lyon',
  country: 'FR',
}

/**
 * One sample of every transactional e-mail, typed by the templates' data: a template added
 * without a sample does not compile, so the e-mail checks (tests/api/emailTemplates.test.ts)
 * cover every template.
 */
export const EMAIL_SAMPLES: { [Name in EmailTemplateName]: EmailSample<Name> } = {
  passwordReset: {
    orderNumber: null,
    toGuest: false,
    data: { firstName: 'Noah', resetUrl: `${BASE}/account/password-reset?token=t`, validMinutes: 60 },
  },
  registrationAttempt: {
    orderNumber: null,
    toGuest: false,
    data: { firstName: 'Noah', resetUrl: `${BASE}/account/password-reset?token=t`, validMinutes: 60 },
  },
  emailChange: {
    orderNumber: null,
    toGuest: false,
    data: {
      firstName: 'Noah',
      newEmail: 'noah@example.org',
      confirmUrl: `${BASE}/account/email?token=t`,
      validHours: 24,
    },
  },
  accountCreated: {
    orderNumber: null,
    toGuest: false,
    data: { firstName: 'Noah', email: 'noah@example.org', accountUrl: `${BASE}/user/` },
  },
  passwordChanged: {
    orderNumber: null,
    toGuest: false,
    data: { firstName: 'Noah', passwordRequestUrl: `${BASE}/account/password-reset` },
  },
  emailChanged: {
    orderNumber: null,
    toGuest: false,
    data: { firstName: 'Noah', newEmail: 'noah@example.org', contactUrl: `${BASE}/contact` },
  },
  giftCard: {
    orderNumber: null,
    toGuest: true,
    data: {
      recipientName: 'Lea',
      senderName: 'Noah',
      message: 'Happy birthday',
      code: 'GIFT-ABCD-1234',
      amount: 50,
      currency: 'EUR',
      expirationDate: '2027-12-31',
      balanceUrl: `${BASE}/gift-card-balance`,
    },
  },
  orderConfirmation: {
    orderNumber: ORDER,
    toGuest: true,
    data: {
      number: ORDER,
      items: [
        { name: 'Charentaise Classic', options: 'Size: 40, Colour: Red', quantity: 2, rowTotal: 79.8 },
        {
          name: 'Gift card',
          options: '',
          quantity: 1,
          rowTotal: 30,
          giftCard: {
            amount: 30,
            senderName: 'Noah',
            recipientName: 'Lea',
            recipientEmail: 'lea@example.org',
            message: '',
          },
        },
      ],
      currency: 'EUR',
      subtotal: 109.8,
      discount: 5,
      shipping: 4.9,
      giftCards: 0,
      storeCredit: 0,
      grandTotal: 109.7,
      taxes: [{ label: 'Including 20% VAT', amount: 18.28 }],
      invoice: { number: 'INV-000123', url: `${BASE}/user/orders/123/invoice/1/pdf?token=signed` },
      shippingMethod: 'Standard delivery',
      deliverTo: ['Noah Martin', '3 Kastanienallee', '10435 Berlin'],
      deliverToCountry: 'DE',
      payment: 'Card (Visa •••• 4242)',
      orderUrl: `${BASE}/orders/?token=signed`,
      downloads: [{ title: 'Knitting pattern', fileName: 'pattern.pdf' }],
      downloadsUrl: `${BASE}/orders/?token=signed`,
      legalTexts: [
        {
          title: 'Terms and conditions of sale',
          html: `<h2>1. Products</h2><p>See <a href="${BASE}/delivery">delivery</a>.</p>`,
        },
      ],
    },
  },
  newsletterConfirmation: {
    orderNumber: null,
    toGuest: true,
    data: { confirmUrl: `${BASE}/newsletter/confirm?token=t`, validDays: 7 },
  },
  newsletterWelcome: {
    orderNumber: null,
    toGuest: true,
    data: { unsubscribeUrl: `${BASE}/newsletter/unsubscribe?token=t` },
  },
  stockAlertConfirmation: {
    orderNumber: null,
    toGuest: true,
    data: {
      productName: 'Charentaise Classic',
      optionLabels: 'Size: 40',
      confirmUrl: `${BASE}/stock-alert/confirm?token=t`,
      unsubscribeUrl: `${BASE}/stock-alert/unsubscribe?token=t`,
      validDays: 7,
    },
  },
  stockAlertBackInStock: {
    orderNumber: null,
    toGuest: true,
    data: {
      productName: 'Charentaise Classic',
      optionLabels: 'Size: 40',
      productUrl: `${BASE}/charentaise-classic.html`,
      unsubscribeUrl: `${BASE}/stock-alert/unsubscribe?token=t`,
    },
  },
  contactMessage: {
    orderNumber: null,
    toGuest: false,
    data: {
      name: 'Noah Martin',
      email: 'noah@example.org',
      orderNumber: ORDER,
      subject: 'order',
      comment: 'Where is my parcel?',
    },
  },
  contactAcknowledgment: {
    orderNumber: null,
    toGuest: true,
    data: {
      name: 'Noah Martin',
      email: 'noah@example.org',
      orderNumber: '',
      subject: 'product',
      comment: 'Which size?',
    },
  },
  orderShipped: {
    orderNumber: ORDER,
    toGuest: true,
    data: {
      number: ORDER,
      parcels: [
        {
          carrier: 'Colissimo',
          trackingNumber: '6A123',
          trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123',
        },
      ],
      orderUrl: `${BASE}/orders/?token=signed`,
    },
  },
  creditMemo: {
    orderNumber: ORDER,
    toGuest: true,
    data: {
      number: 'CM-000000042',
      orderNumber: ORDER,
      currency: 'EUR',
      items: [{ name: 'Charentaise Classic', quantity: 1, amount: 39.9 }],
      shipping: 0,
      adjustment: 0,
      total: 39.9,
      destination: 'payment',
      cardBrand: 'Visa',
      cardLast4: '4242',
      storeCreditBalance: null,
      refundsUrl: `${BASE}/orders/?token=signed`,
      storeCreditUrl: `${BASE}/user/store-credit`,
    },
  },
  withdrawalAcknowledgment: {
    orderNumber: ORDER,
    toGuest: true,
    data: {
      orderNumber: ORDER,
      orderDate: '2026-11-20T10:00:00Z',
      name: 'Noah Martin',
      email: 'noah@example.org',
      submittedAt: '2026-11-22T10:00:00Z',
      wholeOrder: false,
      items: [
        {
          name: 'Charentaise Classic',
          sku: 'CH-40-RED',
          quantity: 1,
          options: ['Size: 40'],
          giftCard: false,
        },
      ],
      returnBy: '2026-12-06',
      returnAddress: ADDRESS,
      orderUrl: `${BASE}/orders/?token=signed`,
      byCustomer: false,
    },
  },
  withdrawalReceived: {
    orderNumber: ORDER,
    toGuest: false,
    data: {
      orderNumber: ORDER,
      orderDate: '2026-11-20T10:00:00Z',
      name: 'Noah Martin',
      email: 'noah@example.org',
      submittedAt: '2026-11-22T10:00:00Z',
      wholeOrder: true,
      items: [],
      returnBy: '2026-12-06',
      returnAddress: ADDRESS,
      orderUrl: `${BASE}/orders/?token=signed`,
      byCustomer: false,
    },
  },
  returnStatus: {
    orderNumber: 'RMA-000042',
    toGuest: true,
    data: {
      number: 'RMA-000042',
      orderNumber: ORDER,
      firstname: 'Noah',
      status: 'authorized',
      requested: false,
      items: [{ name: 'Charentaise Classic', sku: 'CH-40-RED', quantity: 1, status: 'authorized' }],
      returnAddress: ['Pantoufle & Co', '12 rue des Ateliers', '69002 Lyon'],
      returnCountry: 'FR',
      returnsUrl: `${BASE}/user/returns/`,
    },
  },
  cartReminder: {
    orderNumber: null,
    toGuest: false,
    data: {
      firstName: 'Noah',
      items: [{ name: 'Charentaise Classic', options: 'Size: 40', quantity: 1, rowTotal: 39.9 }],
      currency: 'EUR',
      subtotal: 39.9,
      cartUrl: `${BASE}/cart`,
      validDays: 7,
      unsubscribeUrl: `${BASE}/marketing/unsubscribe?token=t`,
    },
  },
}
