import type { Language } from '../../db/tables.ts'

/**
 * Errors of the balance check in the store's language. The API runs without the page build's
 * Lingui catalogues, so these few texts live here (the page translates the error code itself).
 */
export const GIFT_CARD_MESSAGES: Record<'notFound' | 'tooManyChecks', Record<Language, string>> = {
  notFound: {
    en: 'This gift card code cannot be used. Please check it and try again.',
    fr: 'Ce code de carte cadeau ne peut pas être utilisé. Vérifiez-le et réessayez.',
    de: 'Dieser Geschenkkartencode kann nicht verwendet werden. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
    it: 'Questo codice della carta regalo non può essere utilizzato. Lo verifichi e riprovi.',
  },
  tooManyChecks: {
    en: 'Too many gift card checks. Please wait a few minutes before trying again.',
    fr: 'Trop de vérifications de cartes cadeaux. Patientez quelques minutes avant de réessayer.',
    de: 'Zu viele Abfragen von Geschenkkarten. Bitte warten Sie einige Minuten, bevor Sie es erneut versuchen.',
    it: 'Troppe verifiche di carte regalo. Attenda qualche minuto prima di riprovare.',
  },
}
