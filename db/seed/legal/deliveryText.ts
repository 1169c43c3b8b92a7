import type { Language } from '../../tables.ts'
import { section } from './legalFacts.ts'
import { legalPageLink } from '../../../config/legalPageKeys.ts'
import { shippingPlaceholder } from '../../../domain/shipping/shippingPlaceholders.ts'

/** The list of rates, filled when the page is read from the back office's shipping rates (migration 0071). */
function rates(_language: Language): string {
  return `<ul>${shippingPlaceholder('rates')}</ul>`
}

/** Shipping and delivery: carriers, rates and delays per country, dispatch, tracking. */
export function deliveryText(language: Language): string[] {
  const free = shippingPlaceholder('freeFrom')
  switch (language) {
    case 'fr':
      return [
        `<p>Nous expédions nos colis depuis nos ateliers de Gérardmer, dans les Vosges. La livraison standard est offerte dès ${free} d’achat, quelle que soit la destination.</p>`,
        section(
          'Tarifs et délais par pays',
          rates('fr'),
          'Les délais courent à partir de l’expédition et s’entendent hors week-ends et jours fériés. Nous ne livrons pas encore les autres pays ni les départements et régions d’outre-mer.',
        ),
        section(
          'Préparation et expédition',
          'Toute commande passée avant 13 h un jour ouvré part le jour même\u202f; les autres partent le jour ouvré suivant. Un e-mail vous confirme l’expédition avec le numéro de suivi du transporteur.',
        ),
        section(
          'Suivi de commande',
          'Vous suivez votre colis depuis votre compte, rubrique Commandes, ou depuis le lien de suivi reçu par e-mail. En cas d’absence, le transporteur dépose un avis de passage et garde le colis à votre disposition pendant au moins 10 jours.',
        ),
        section(
          'Colis abîmé ou perdu',
          `Si votre colis arrive endommagé, notez vos réserves auprès du livreur et écrivez-nous sous 3 jours. Un colis perdu vous est renvoyé ou remboursé. Pour renvoyer un article, consultez la page ${legalPageLink('returns', 'fr')}.`,
        ),
      ]
    case 'de':
      return [
        `<p>Wir versenden unsere Pakete aus unseren Werkstätten in Gérardmer in den Vogesen. Der Standardversand ist ab einem Bestellwert von ${free} in alle Lieferländer kostenlos.</p>`,
        section(
          'Versandkosten und Lieferzeiten nach Land',
          rates('de'),
          'Die Lieferzeiten gelten ab Versand, ohne Wochenenden und Feiertage. In andere Länder liefern wir derzeit nicht.',
        ),
        section(
          'Bearbeitung und Versand',
          'Bestellungen, die an einem Werktag vor 13 Uhr eingehen, verlassen uns noch am selben Tag, alle anderen am nächsten Werktag. Sie erhalten eine Versandbestätigung mit der Sendungsnummer per E-Mail.',
        ),
        section(
          'Sendungsverfolgung',
          'Ihre Sendung verfolgen Sie in Ihrem Kundenkonto unter Bestellungen oder über den Link in der Versandbestätigung. Treffen wir Sie nicht an, hinterlässt der Zusteller eine Benachrichtigung und bewahrt das Paket mindestens 7 Tage für Sie auf.',
        ),
        section(
          'Beschädigte oder verlorene Sendungen',
          `Kommt ein Paket beschädigt an, lassen Sie sich den Schaden bitte vom Zusteller bestätigen und schreiben Sie uns innerhalb von 3 Tagen. Geht ein Paket verloren, senden wir die Ware erneut oder erstatten den Betrag. Wie Sie Artikel zurücksenden, steht unter ${legalPageLink('returns', 'de')}.`,
        ),
      ]
    case 'en':
      return [
        `<p>We ship every parcel from our workshops in Gérardmer, in the Vosges mountains. Standard delivery is free on orders from ${free}, whatever the destination.</p>`,
        section(
          'Rates and delivery times by country',
          rates('en'),
          'Delivery times run from dispatch and exclude weekends and public holidays. We do not deliver to other countries yet.',
        ),
        section(
          'Dispatch',
          'Orders placed before 1 pm (French time) on a working day leave the same day; others leave the next working day. An e-mail confirms dispatch with the carrier’s tracking number.',
        ),
        section(
          'Tracking',
          'Follow your parcel from your account, under Orders, or with the tracking link in the dispatch e-mail. If you are out, the carrier leaves a card and keeps the parcel for you for at least 7 days.',
        ),
        section(
          'United Kingdom',
          'Prices shown in the shop include UK VAT, which we collect at checkout on orders up to £135 and pay to HMRC: there is nothing more to pay on delivery.',
        ),
        section(
          'Damaged or lost parcels',
          `If a parcel arrives damaged, have the driver note it and write to us within 3 days. A lost parcel is sent again or refunded. To send an item back, see ${legalPageLink('returns', 'en')}.`,
        ),
      ]
    case 'it':
      return [
        `<p>Spediamo i pacchi dai nostri laboratori di Gérardmer, nei Vosgi. La spedizione standard è gratuita per ordini a partire da ${free}, qualunque sia la destinazione.</p>`,
        section(
          'Costi e tempi di consegna per paese',
          rates('it'),
          'I tempi decorrono dalla spedizione ed escludono fine settimana e festivi. Per ora non consegniamo in altri paesi.',
        ),
        section(
          'Preparazione e spedizione',
          'Gli ordini ricevuti entro le 13 di un giorno lavorativo partono in giornata, gli altri il giorno lavorativo successivo. Un’e-mail ti conferma la spedizione con il numero di tracciamento del corriere.',
        ),
        section(
          'Tracciamento',
          'Segui il pacco dal tuo account, sezione Ordini, o dal link ricevuto per e-mail. Se sei assente, il corriere lascia un avviso e tiene il pacco a tua disposizione per almeno 7 giorni.',
        ),
        section(
          'Pacco danneggiato o smarrito',
          `Se il pacco arriva danneggiato, fai annotare il danno al corriere e scrivici entro 3 giorni. Un pacco smarrito viene rispedito o rimborsato. Per restituire un articolo, consulta ${legalPageLink('returns', 'it')}.`,
        ),
      ]
  }
}
