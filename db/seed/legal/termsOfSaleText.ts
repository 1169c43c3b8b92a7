import type { Language } from '../../tables.ts'
import { BRAND_DOMAIN } from '../../../config/shopConfig.ts'
import { LEGAL_NAME, addressLine, emailLink, phoneLink, section } from './legalFacts.ts'
import { legalPageLink } from '../../../config/legalPageKeys.ts'
import { shippingPlaceholder } from '../../../domain/shipping/shippingPlaceholders.ts'
import { RETURN_DAYS } from './returnsText.ts'

/** Terms and conditions of sale to consumers (CGV, AGB), in force since 1 November 2026. */
export function termsOfSaleText(language: Language): string[] {
  const free = shippingPlaceholder('freeFrom')
  switch (language) {
    case 'fr':
      return [
        `<p>Les présentes conditions générales de vente, en vigueur depuis le 1er novembre 2026, s’appliquent aux commandes passées par des consommateurs sur ${BRAND_DOMAIN} auprès de ${LEGAL_NAME}, ${addressLine('fr')}.</p>`,
        section(
          '1. Produits',
          'Nos chaussons, chaussettes et vêtements sont décrits et photographiés avec soin\u202f; de légères différences de teinte peuvent exister selon votre écran. Les offres valent dans la limite des stocks disponibles, indiqués sur chaque fiche produit.',
        ),
        section(
          '2. Prix',
          `Les prix sont indiqués en euros, toutes taxes comprises (TVA du pays de livraison, au taux en vigueur), hors frais de livraison. Les frais de livraison sont affichés avant la validation de la commande et offerts dès ${free} d’achat. Le prix applicable est celui affiché au moment de la commande.`,
        ),
        section(
          '3. Commande',
          'Vous choisissez vos articles, vérifiez le récapitulatif de votre panier, puis validez la commande avec obligation de paiement. Le contrat est conclu à la réception de l’e-mail de confirmation, qui reprend le détail de la commande et les présentes conditions. Nous pouvons refuser une commande en cas de litige antérieur non réglé.',
        ),
        section(
          '4. Paiement',
          'Vous payez par carte bancaire (CB, Visa, Mastercard), portefeuille électronique ou carte cadeau. Le paiement est débité à l’expédition. Les données de carte sont traitées par notre prestataire de paiement certifié PCI DSS\u202f; nous ne les conservons pas.',
        ),
        section(
          '5. Livraison',
          `Nous livrons en France métropolitaine, en Belgique, au Luxembourg, en Allemagne, en Autriche, en Italie et au Royaume-Uni, aux tarifs et délais de la page ${legalPageLink('delivery', 'fr')}. Le risque de perte ou d’endommagement vous est transféré lorsque vous prenez possession des articles.`,
        ),
        section(
          '6. Droit de rétractation et retours',
          `Vous disposez d’un délai de quatorze jours à compter de la réception pour vous rétracter, sans motif ni frais. Nous accordons en outre ${RETURN_DAYS} jours pour des retours gratuits. Vous pouvez vous rétracter en ligne depuis la page de votre commande («\u202fSe rétracter du contrat ici\u202f»). Les modalités et le formulaire de rétractation figurent sur la page ${legalPageLink('returns', 'fr')}.`,
        ),
        section(
          '7. Garanties légales',
          'Tous nos articles bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) pendant deux ans à compter de la livraison, et de la garantie des vices cachés (articles 1641 et suivants du Code civil). Au titre de la garantie de conformité, vous pouvez obtenir la réparation ou le remplacement de l’article, ou à défaut une réduction du prix ou son remboursement, sans frais.',
        ),
        section(
          '8. Service client',
          `Notre service client vous répond au ${phoneLink()} du lundi au samedi et par e-mail à ${emailLink()}.`,
        ),
        section(
          '9. Données personnelles',
          `Vos données sont traitées pour gérer votre commande, comme le décrit notre ${legalPageLink('privacy-policy', 'fr', 'politique de confidentialité')}.`,
        ),
        section(
          '10. Droit applicable et litiges',
          `Les présentes conditions sont soumises au droit français, sans vous priver de la protection des dispositions impératives du droit de votre pays de résidence. En cas de litige, adressez d’abord une réclamation écrite à notre service client\u202f; à défaut d’accord, vous pouvez saisir gratuitement le médiateur de la consommation indiqué dans nos ${legalPageLink('legal-notice', 'fr', 'mentions légales')}, ou la juridiction compétente.`,
        ),
      ]
    case 'de':
      return [
        `<p>Diese Allgemeinen Geschäftsbedingungen gelten seit dem 1. November 2026 für alle Bestellungen, die Verbraucher über ${BRAND_DOMAIN} bei ${LEGAL_NAME}, ${addressLine('de')}, aufgeben.</p>`,
        section(
          '§ 1 Waren',
          'Unsere Hausschuhe, Socken und Kleidungsstücke beschreiben und fotografieren wir sorgfältig; je nach Bildschirm können Farben leicht abweichen. Angebote gelten, solange der auf jeder Produktseite angezeigte Vorrat reicht.',
        ),
        section(
          '§ 2 Preise',
          `Alle Preise verstehen sich in Euro einschließlich der gesetzlichen Umsatzsteuer, zuzüglich Versandkosten. Die Versandkosten werden vor Abschluss der Bestellung angezeigt; ab ${free} Bestellwert ist der Standardversand kostenlos. Es gilt der Preis zum Zeitpunkt der Bestellung.`,
        ),
        section(
          '§ 3 Vertragsschluss',
          'Die Darstellung der Waren im Shop ist kein bindendes Angebot. Mit einem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit unserer Bestellbestätigung per E-Mail zustande, die Ihre Bestellung und diese Bedingungen enthält. Der Vertragstext wird von uns gespeichert; Sie erhalten ihn mit der Bestellbestätigung und können ihn jederzeit über den Link in dieser E-Mail oder, wenn Sie ein Kundenkonto haben, dort abrufen. Vertragssprache ist Deutsch.',
        ),
        section(
          '§ 4 Zahlung',
          'Sie zahlen per Kreditkarte (Visa, Mastercard), mit einer digitalen Geldbörse oder mit einer Geschenkkarte. Die Belastung erfolgt beim Versand. Kartendaten verarbeitet unser nach PCI DSS zertifizierter Zahlungsdienstleister; wir speichern sie nicht.',
        ),
        section(
          '§ 5 Lieferung',
          `Wir liefern nach Frankreich, Belgien, Luxemburg, Deutschland, Österreich, Italien und in das Vereinigte Königreich. Versandkosten und Lieferzeiten finden Sie unter ${legalPageLink('delivery', 'de')}. Die Gefahr des Verlusts oder der Beschädigung geht mit der Übergabe der Ware an Sie über.`,
        ),
        section(
          '§ 6 Widerrufsrecht',
          `Als Verbraucher haben Sie ein gesetzliches Widerrufsrecht von vierzehn Tagen. Zusätzlich nehmen wir Artikel innerhalb von ${RETURN_DAYS} Tagen kostenlos zurück. Sie können online auf der Seite Ihrer Bestellung widerrufen („Vertrag hier widerrufen“). Die Widerrufsbelehrung und das Muster-Widerrufsformular finden Sie unter ${legalPageLink('returns', 'de')}.`,
        ),
        section(
          '§ 7 Gewährleistung',
          'Es gilt das gesetzliche Mängelhaftungsrecht. Die Gewährleistungsfrist beträgt zwei Jahre ab Lieferung. Ist eine Ware mangelhaft, können Sie nach Ihrer Wahl Nachbesserung oder Ersatzlieferung verlangen und, wenn diese fehlschlägt, vom Vertrag zurücktreten oder den Preis mindern.',
        ),
        section(
          '§ 8 Kundendienst',
          `Unser Kundendienst ist telefonisch unter ${phoneLink()} von Montag bis Samstag und per E-Mail an ${emailLink()} erreichbar.`,
        ),
        section(
          '§ 9 Datenschutz',
          `Wir verarbeiten Ihre Daten zur Abwicklung Ihrer Bestellung; Einzelheiten in unserer ${legalPageLink('privacy-policy', 'de')}.`,
        ),
        section(
          '§ 10 Anwendbares Recht und Streitbeilegung',
          `Es gilt französisches Recht. Zwingende Verbraucherschutzvorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt. Zur Teilnahme an einem Streitbeilegungsverfahren vor der im ${legalPageLink('legal-notice', 'de')} genannten Verbraucherschlichtungsstelle sind wir bereit.`,
        ),
      ]
    case 'en':
      return [
        `<p>These terms and conditions, in force since 1 November 2026, apply to orders placed by consumers on ${BRAND_DOMAIN} with ${LEGAL_NAME}, ${addressLine('en')}.</p>`,
        section(
          '1. Products',
          'We describe and photograph our slippers, socks and clothes with care; colours may look slightly different on your screen. Offers are valid while the stock shown on each product page lasts.',
        ),
        section(
          '2. Prices',
          `Prices are in euros, including VAT, excluding delivery. Delivery costs are shown before you confirm your order and standard delivery is free from ${free}. The price that applies is the one shown when you order.`,
        ),
        section(
          '3. Ordering',
          'Choose your items, check the summary of your basket, then place the order with an obligation to pay. The contract is concluded when you receive our confirmation e-mail, which sets out your order and these terms. We may refuse an order if an earlier dispute with you remains unresolved.',
        ),
        section(
          '4. Payment',
          'You pay by card (Visa, Mastercard), digital wallet or gift card. Your payment is taken when we dispatch your order. Card details are handled by our PCI DSS certified payment provider; we do not keep them.',
        ),
        section(
          '5. Delivery',
          `We deliver to France, Belgium, Luxembourg, Germany, Austria, Italy and the United Kingdom at the rates and delivery times of our ${legalPageLink('delivery', 'en', 'shipping and delivery page')}. The risk of loss or damage passes to you when you take possession of the goods.`,
        ),
        section(
          '6. Right of withdrawal and returns',
          `You may withdraw from the contract within fourteen days of delivery, without giving a reason and at no cost. We also accept free returns for ${RETURN_DAYS} days. You can withdraw online from the page of your order (“Withdraw from contract here”). How to return an item and the model withdrawal form are on our ${legalPageLink('returns', 'en', 'returns page')}.`,
        ),
        section(
          '7. Legal guarantee',
          'Every item is covered by the legal guarantee of conformity for two years from delivery and by the guarantee against hidden defects. If an item is faulty you may have it repaired or replaced free of charge or, failing that, get a price reduction or a refund.',
        ),
        section(
          '8. Customer service',
          `Our customer service answers on ${phoneLink()} from Monday to Saturday and by e-mail at ${emailLink()}.`,
        ),
        section(
          '9. Personal data',
          `We process your data to handle your order, as our ${legalPageLink('privacy-policy', 'en')} explains.`,
        ),
        section(
          '10. Governing law and disputes',
          `These terms are governed by French law, which does not deprive you of the protection of the mandatory rules of the country where you live. Please first send a written complaint to our customer service; if we cannot agree, you may refer the matter free of charge to the consumer mediator named in our ${legalPageLink('legal-notice', 'en')}, or to the competent court.`,
        ),
      ]
    case 'it':
      return [
        `<p>Le presenti condizioni generali di vendita, in vigore dal 1° novembre 2026, si applicano agli ordini effettuati dai consumatori su ${BRAND_DOMAIN} presso ${LEGAL_NAME}, ${addressLine('it')}.</p>`,
        section(
          '1. Prodotti',
          'Descriviamo e fotografiamo con cura pantofole, calze e abbigliamento; i colori possono variare leggermente a seconda dello schermo. Le offerte sono valide fino a esaurimento delle scorte indicate su ogni scheda prodotto.',
        ),
        section(
          '2. Prezzi',
          `I prezzi sono espressi in euro, IVA inclusa, spese di spedizione escluse. Le spese di spedizione sono indicate prima della conferma dell’ordine e la spedizione standard è gratuita da ${free}. Si applica il prezzo indicato al momento dell’ordine.`,
        ),
        section(
          '3. Ordine',
          'Scegli gli articoli, verifica il riepilogo del carrello e conferma l’ordine con obbligo di pagamento. Il contratto è concluso alla ricezione dell’e-mail di conferma, che riporta il dettaglio dell’ordine e le presenti condizioni. Possiamo rifiutare un ordine in caso di una controversia precedente non risolta.',
        ),
        section(
          '4. Pagamento',
          'Paghi con carta (Visa, Mastercard), portafoglio digitale o carta regalo. L’addebito avviene alla spedizione. I dati della carta sono trattati dal nostro fornitore di pagamento certificato PCI DSS; non li conserviamo.',
        ),
        section(
          '5. Consegna',
          `Consegniamo in Francia, Belgio, Lussemburgo, Germania, Austria, Italia e Regno Unito, ai costi e nei tempi indicati in ${legalPageLink('delivery', 'it')}. Il rischio di perdita o danneggiamento passa a te al momento della presa in consegna dei beni.`,
        ),
        section(
          '6. Diritto di recesso e resi',
          `Puoi recedere dal contratto entro quattordici giorni dalla consegna, senza motivo e senza costi. Accettiamo inoltre resi gratuiti per ${RETURN_DAYS} giorni. Puoi recedere online dalla pagina del tuo ordine («Recedere dal contratto qui»). Modalità e modulo di recesso tipo sono in ${legalPageLink('returns', 'it')}.`,
        ),
        section(
          '7. Garanzia legale',
          'Tutti gli articoli godono della garanzia legale di conformità per due anni dalla consegna (artt. 128 e seguenti del Codice del consumo). Se un articolo è difettoso puoi ottenerne gratuitamente la riparazione o la sostituzione oppure, in mancanza, una riduzione del prezzo o il rimborso.',
        ),
        section(
          '8. Servizio clienti',
          `Il nostro servizio clienti risponde al ${phoneLink()} dal lunedì al sabato e via e-mail a ${emailLink()}.`,
        ),
        section(
          '9. Dati personali',
          `Trattiamo i tuoi dati per gestire l’ordine, come descritto nella nostra ${legalPageLink('privacy-policy', 'it')}.`,
        ),
        section(
          '10. Legge applicabile e controversie',
          `Le presenti condizioni sono regolate dalla legge francese, fatta salva la protezione delle norme imperative del paese in cui risiedi. In caso di controversia, invia prima un reclamo scritto al servizio clienti; in mancanza di accordo puoi rivolgerti gratuitamente al mediatore dei consumatori indicato nelle ${legalPageLink('legal-notice', 'it')} o al giudice competente.`,
        ),
      ]
  }
}
