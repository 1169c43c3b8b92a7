import type { Language } from '../../tables.ts'
import { LEGAL_NAME, addressLine, emailLink, list, section, settingPlaceholder } from './legalFacts.ts'
import { legalPageLink } from '../../../config/legalPageKeys.ts'

const HOST = settingPlaceholder('hostName')

/**
 * The privacy policy (GDPR art. 13): controller, purposes and legal bases, recipients,
 * retention, rights, contact and the supervisory authority.
 */
export function privacyPolicyText(language: Language): string[] {
  switch (language) {
    case 'fr':
      return [
        '<p>Nous collectons uniquement les données utiles à la vente de nos produits et au suivi de votre relation avec nous. Cette politique explique lesquelles, pourquoi, combien de temps, et comment exercer vos droits.</p>',
        section(
          'Responsable du traitement',
          `${LEGAL_NAME}, ${addressLine('fr')}. Pour toute question sur vos données\u202f: ${emailLink()}.`,
        ),
        section(
          'Finalités et bases légales',
          list(
            '<strong>Commandes, livraison, retours et service client</strong>\u202f: exécution du contrat de vente (article 6.1.b du RGPD).',
            '<strong>Compte client</strong>\u202f: exécution du contrat et votre demande de création de compte (article 6.1.b).',
            '<strong>Facturation et comptabilité</strong>\u202f: obligation légale (article 6.1.c).',
            '<strong>Newsletter</strong>\u202f: votre consentement (article 6.1.a), que vous retirez à tout moment par le lien de désinscription.',
            '<strong>Prévention de la fraude et sécurité du site</strong>\u202f: notre intérêt légitime à protéger la boutique et nos clients (article 6.1.f).',
            '<strong>Avis clients</strong>\u202f: votre consentement lorsque vous publiez un avis (article 6.1.a).',
          ),
        ),
        section(
          'Destinataires',
          `Seules nos équipes en ont besoin, ainsi que nos sous-traitants, liés par contrat et situés dans l’Union européenne\u202f: l’hébergeur ${HOST}, notre prestataire de paiement, les transporteurs (La Poste Colissimo, Mondial Relay, DHL, GLS) et notre service d’envoi d’e-mails. Pour les livraisons au Royaume-Uni, le transporteur reçoit l’adresse de livraison\u202f; ce pays bénéficie d’une décision d’adéquation de la Commission européenne. Nous ne vendons jamais vos données.`,
        ),
        section(
          'Durées de conservation',
          list(
            'Données de commande et factures\u202f: 10 ans (article L123-22 du Code de commerce).',
            'Compte client\u202f: jusqu’à sa suppression, et au plus 3 ans après votre dernière activité.',
            'Newsletter\u202f: jusqu’à votre désinscription, et au plus 3 ans après votre dernier contact avec nous.',
            'Journaux techniques de sécurité\u202f: 12 mois.',
            'Données de carte bancaire\u202f: conservées par notre prestataire de paiement seulement, jamais par nous.',
          ),
        ),
        section(
          'Vos droits',
          `Vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter le traitement, vous y opposer, en demander la portabilité, retirer votre consentement à tout moment et définir des directives sur leur sort après votre décès. Écrivez-nous à ${emailLink()} ou par courrier à l’adresse ci-dessus\u202f; nous répondons sous un mois.`,
        ),
        section(
          'Réclamation',
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr, ou de l’autorité de protection des données de votre pays de résidence.',
        ),
        section(
          'Cookies',
          `Les cookies et le stockage local de votre navigateur sont décrits dans notre ${legalPageLink('cookies', 'fr', 'politique relative aux cookies')}.`,
        ),
      ]
    case 'de':
      return [
        '<p>Wir erheben nur die Daten, die wir für den Verkauf unserer Produkte und die Betreuung unserer Kundinnen und Kunden brauchen. Hier erfahren Sie, welche Daten das sind, wozu und wie lange wir sie verarbeiten und welche Rechte Sie haben.</p>',
        section(
          'Verantwortlicher',
          `${LEGAL_NAME}, ${addressLine('de')}. Bei Fragen zum Datenschutz: ${emailLink()}.`,
        ),
        section(
          'Zwecke und Rechtsgrundlagen',
          list(
            '<strong>Bestellung, Lieferung, Rücksendung und Kundendienst</strong>: Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).',
            '<strong>Kundenkonto</strong>: Vertragserfüllung auf Ihren Wunsch (Art. 6 Abs. 1 lit. b DSGVO).',
            '<strong>Rechnungsstellung und Buchhaltung</strong>: rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO).',
            '<strong>Newsletter</strong>: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit über den Abmeldelink widerrufen können.',
            '<strong>Betrugsvorbeugung und Sicherheit des Shops</strong>: unser berechtigtes Interesse, den Shop und unsere Kunden zu schützen (Art. 6 Abs. 1 lit. f DSGVO).',
            '<strong>Kundenbewertungen</strong>: Ihre Einwilligung, wenn Sie eine Bewertung veröffentlichen (Art. 6 Abs. 1 lit. a DSGVO).',
          ),
        ),
        section(
          'Empfänger',
          `Zugriff haben nur unsere Mitarbeitenden, die ihn brauchen, sowie vertraglich gebundene Auftragsverarbeiter in der Europäischen Union: unser Rechenzentrumsbetreiber ${HOST}, unser Zahlungsdienstleister, die Versanddienstleister (La Poste Colissimo, Mondial Relay, DHL, GLS) und unser E-Mail-Versanddienst. Bei Lieferungen in das Vereinigte Königreich erhält der Versanddienstleister die Lieferanschrift; für dieses Land besteht ein Angemessenheitsbeschluss der Europäischen Kommission. Wir verkaufen Ihre Daten niemals.`,
        ),
        section(
          'Speicherdauer',
          list(
            'Bestelldaten und Rechnungen: 10 Jahre (handelsrechtliche Aufbewahrungspflicht).',
            'Kundenkonto: bis zur Löschung, höchstens 3 Jahre nach Ihrer letzten Aktivität.',
            'Newsletter: bis zur Abmeldung, höchstens 3 Jahre nach dem letzten Kontakt.',
            'Technische Sicherheitsprotokolle: 12 Monate.',
            'Kartendaten: nur bei unserem Zahlungsdienstleister, nie bei uns.',
          ),
        ),
        section(
          'Ihre Rechte',
          `Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen. Schreiben Sie uns an ${emailLink()} oder per Post an die oben genannte Anschrift; wir antworten innerhalb eines Monats.`,
        ),
        section(
          'Beschwerderecht',
          'Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere bei der für uns zuständigen Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, Frankreich, www.cnil.fr, oder bei der Aufsichtsbehörde Ihres Wohnorts.',
        ),
        section(
          'Cookies',
          `Welche Cookies und welchen lokalen Speicher Ihres Browsers wir nutzen, steht in unserer ${legalPageLink('cookies', 'de')}.`,
        ),
      ]
    case 'en':
      return [
        '<p>We only collect the data we need to sell our products and look after you as a customer. This policy explains which data, why, for how long, and how to exercise your rights.</p>',
        section(
          'Data controller',
          `${LEGAL_NAME}, ${addressLine('en')}. For any question about your data: ${emailLink()}.`,
        ),
        section(
          'Purposes and legal bases',
          list(
            '<strong>Orders, delivery, returns and customer service</strong>: performance of the contract of sale (Article 6(1)(b) GDPR).',
            '<strong>Customer account</strong>: performance of a contract at your request (Article 6(1)(b)).',
            '<strong>Invoicing and accounting</strong>: legal obligation (Article 6(1)(c)).',
            '<strong>Newsletter</strong>: your consent (Article 6(1)(a)), which you can withdraw at any time with the unsubscribe link.',
            '<strong>Fraud prevention and security of the shop</strong>: our legitimate interest in protecting the shop and our customers (Article 6(1)(f)).',
            '<strong>Customer reviews</strong>: your consent when you publish a review (Article 6(1)(a)).',
          ),
        ),
        section(
          'Recipients',
          `Only the staff who need your data, and our processors, bound by contract and located in the European Union: our host ${HOST}, our payment provider, the carriers (La Poste Colissimo, Mondial Relay, DHL, GLS) and our e-mail service. For deliveries to the United Kingdom the carrier receives your delivery address; the European Commission has found that the UK ensures an adequate level of protection. We never sell your data.`,
        ),
        section(
          'How long we keep your data',
          list(
            'Order data and invoices: 10 years (French Commercial Code, Article L123-22).',
            'Customer account: until you delete it, and at most 3 years after your last activity.',
            'Newsletter: until you unsubscribe, and at most 3 years after your last contact with us.',
            'Technical security logs: 12 months.',
            'Card details: kept by our payment provider only, never by us.',
          ),
        ),
        section(
          'Your rights',
          `You may access your data, have it corrected or erased, restrict or object to its processing, ask for it in a portable format and withdraw your consent at any time. Write to ${emailLink()} or to the postal address above; we answer within one month.`,
        ),
        section(
          'Complaints',
          'If you believe your rights are not respected, you may lodge a complaint with the French data protection authority, the Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France, www.cnil.fr, or with the data protection authority of the country where you live.',
        ),
        section(
          'Cookies',
          `Cookies and the local storage of your browser are described in our ${legalPageLink('cookies', 'en')}.`,
        ),
      ]
    case 'it':
      return [
        '<p>Raccogliamo solo i dati necessari per vendere i nostri prodotti e seguire il rapporto con te. Questa informativa spiega quali dati, perché, per quanto tempo e come esercitare i tuoi diritti.</p>',
        section(
          'Titolare del trattamento',
          `${LEGAL_NAME}, ${addressLine('it')}. Per qualsiasi domanda sui tuoi dati: ${emailLink()}.`,
        ),
        section(
          'Finalità e basi giuridiche',
          list(
            '<strong>Ordini, consegna, resi e servizio clienti</strong>: esecuzione del contratto di vendita (art. 6, par. 1, lett. b GDPR).',
            '<strong>Account cliente</strong>: esecuzione di un contratto su tua richiesta (art. 6, par. 1, lett. b).',
            '<strong>Fatturazione e contabilità</strong>: obbligo di legge (art. 6, par. 1, lett. c).',
            '<strong>Newsletter</strong>: il tuo consenso (art. 6, par. 1, lett. a), revocabile in qualsiasi momento con il link di disiscrizione.',
            '<strong>Prevenzione delle frodi e sicurezza del sito</strong>: il nostro legittimo interesse a proteggere il negozio e i clienti (art. 6, par. 1, lett. f).',
            '<strong>Recensioni</strong>: il tuo consenso quando pubblichi una recensione (art. 6, par. 1, lett. a).',
          ),
        ),
        section(
          'Destinatari',
          `Solo il personale che ne ha bisogno e i nostri responsabili del trattamento, vincolati da contratto e situati nell’Unione europea: l’hosting ${HOST}, il fornitore di pagamento, i corrieri (La Poste Colissimo, Mondial Relay, DHL, GLS) e il servizio di invio e-mail. Per le consegne nel Regno Unito il corriere riceve l’indirizzo di consegna; per questo paese esiste una decisione di adeguatezza della Commissione europea. Non vendiamo mai i tuoi dati.`,
        ),
        section(
          'Tempi di conservazione',
          list(
            'Dati degli ordini e fatture: 10 anni (obbligo di legge francese).',
            'Account cliente: fino alla cancellazione, e al massimo 3 anni dopo l’ultima attività.',
            'Newsletter: fino alla disiscrizione, e al massimo 3 anni dopo l’ultimo contatto.',
            'Registri tecnici di sicurezza: 12 mesi.',
            'Dati della carta: conservati solo dal fornitore di pagamento, mai da noi.',
          ),
        ),
        section(
          'I tuoi diritti',
          `Puoi accedere ai tuoi dati, chiederne la rettifica o la cancellazione, limitarne il trattamento, opporti, chiederne la portabilità e revocare il consenso in qualsiasi momento. Scrivici a ${emailLink()} o all’indirizzo postale indicato sopra; rispondiamo entro un mese.`,
        ),
        section(
          'Reclamo',
          'Se ritieni che i tuoi diritti non siano rispettati, puoi proporre reclamo all’autorità francese, la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, Francia, www.cnil.fr, oppure al Garante per la protezione dei dati personali, Piazza Venezia 11, 00187 Roma, www.garanteprivacy.it.',
        ),
        section(
          'Cookie',
          `Cookie e memoria locale del browser sono descritti nella nostra ${legalPageLink('cookies', 'it')}.`,
        ),
      ]
  }
}
