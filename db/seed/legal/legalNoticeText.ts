import type { Language } from '../../tables.ts'
import { BRAND_DOMAIN } from '../../../config/shopConfig.ts'
import {
  LEGAL_NAME,
  addressLine,
  emailLink,
  list,
  phoneLink,
  section,
  settingPlaceholder,
  shareCapital,
} from './legalFacts.ts'
import { legalPageLink } from '../../../config/legalPageKeys.ts'

// Who hosts the shop: its name, address (the country in the page's language) and phone.
const host = (_language: Language) => settingPlaceholder('host')
const DIRECTOR = settingPlaceholder('publicationDirector')

/**
 * The legal notice: French "mentions légales" (LCEN art. 6) and, in the German store, the
 * Impressum with what § 5 DDG requires (name, address, legal form, representative, contact,
 * register and number, VAT ID).
 */
export function legalNoticeText(language: Language): string[] {
  const address = addressLine(language)
  switch (language) {
    case 'fr':
      return [
        `<p>Le site ${BRAND_DOMAIN} est édité par ${LEGAL_NAME}, qui fabrique et vend les chaussons, chaussettes et vêtements d’intérieur Pantoufle &amp; Co.</p>`,
        section(
          'Éditeur du site',
          list(
            `Raison sociale\u202f: ${LEGAL_NAME}`,
            `Forme juridique\u202f: société par actions simplifiée (${settingPlaceholder('legalForm')}) au capital de ${shareCapital('fr')}`,
            `Siège social\u202f: ${address}`,
            `Immatriculation\u202f: ${settingPlaceholder('tradeRegisterNumber')} (greffe du tribunal de commerce d’${settingPlaceholder('tradeRegisterCourt')})`,
            `Numéro de TVA intracommunautaire\u202f: ${settingPlaceholder('vatId')}`,
            `Téléphone\u202f: ${phoneLink()} (prix d’un appel local)`,
            `E-mail\u202f: ${emailLink()}`,
          ),
        ),
        section('Directrice de la publication', `${DIRECTOR}, présidente de ${LEGAL_NAME}.`),
        section(
          'Hébergement',
          `Le site est hébergé par ${host('fr')}, dans des centres de données situés en France.`,
        ),
        section(
          'Propriété intellectuelle',
          'Les textes, photographies, illustrations, logos et la marque Pantoufle &amp; Co sont protégés par le droit d’auteur et le droit des marques. Toute reproduction, même partielle, sans notre accord écrit est interdite.',
        ),
        section(
          'Données personnelles et cookies',
          `Le traitement de vos données est décrit dans notre ${legalPageLink('privacy-policy', 'fr', 'politique de confidentialité')} et l’usage des cookies dans notre ${legalPageLink('cookies', 'fr', 'politique relative aux cookies')}.`,
        ),
        section(
          'Médiation de la consommation',
          'En cas de litige non résolu avec notre service client, vous pouvez recourir gratuitement au médiateur de la consommation CM2C, 49 rue de Ponthieu, 75008 Paris (www.cm2c.net), dans le délai d’un an suivant votre réclamation écrite auprès de nous.',
        ),
      ]
    case 'de':
      return [
        `<p>Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) für den Online-Shop ${BRAND_DOMAIN}.</p>`,
        section(
          'Anbieter',
          list(
            `${LEGAL_NAME}`,
            `Anschrift: ${address}`,
            `Rechtsform: Société par actions simplifiée (${settingPlaceholder('legalForm')}), vereinfachte Aktiengesellschaft französischen Rechts, Stammkapital ${shareCapital('de')}`,
            `Vertretungsberechtigt: ${DIRECTOR}, Präsidentin (Présidente)`,
          ),
        ),
        section('Kontakt', list(`Telefon: ${phoneLink()}`, `E-Mail: ${emailLink()}`)),
        section(
          'Registereintrag',
          list(
            `Register: Handels- und Gesellschaftsregister (Registre du commerce et des sociétés, RCS) beim Handelsgericht ${settingPlaceholder('tradeRegisterCourt')}`,
            `Registernummer: ${settingPlaceholder('tradeRegisterNumber')}`,
          ),
        ),
        section(
          'Umsatzsteuer-Identifikationsnummer',
          `Umsatzsteuer-Identifikationsnummer gemäß Artikel 214 der Richtlinie 2006/112/EG: ${settingPlaceholder('vatId')}`,
        ),
        section('Verantwortlich für den Inhalt', `${DIRECTOR}, Anschrift wie oben.`),
        section(
          'Technischer Betrieb',
          `Der Shop wird von ${host('de')} in Rechenzentren in Frankreich betrieben.`,
        ),
        section(
          'Verbraucherstreitbeilegung',
          'Bei Streitigkeiten, die unser Kundendienst nicht lösen konnte, können Sie sich kostenlos an die Verbraucherschlichtungsstelle CM2C, 49 rue de Ponthieu, 75008 Paris, Frankreich (www.cm2c.net) wenden. Wir sind zur Teilnahme an einem Streitbeilegungsverfahren vor dieser Stelle bereit.',
        ),
        section(
          'Datenschutz',
          `Wie wir mit Ihren Daten umgehen, lesen Sie in unserer ${legalPageLink('privacy-policy', 'de')} und in unserer ${legalPageLink('cookies', 'de')}.`,
        ),
      ]
    case 'en':
      return [
        `<p>The website ${BRAND_DOMAIN} is published by ${LEGAL_NAME}, which makes and sells Pantoufle &amp; Co slippers, socks and loungewear.</p>`,
        section(
          'Publisher',
          list(
            `Company name: ${LEGAL_NAME}`,
            `Legal form: French simplified joint-stock company (société par actions simplifiée, ${settingPlaceholder('legalForm')}) with a share capital of ${shareCapital('en')}`,
            `Registered office: ${address}`,
            `Registration: ${settingPlaceholder('tradeRegisterNumber')} (Trade and Companies Register kept by the commercial court of ${settingPlaceholder('tradeRegisterCourt')})`,
            `EU VAT number: ${settingPlaceholder('vatId')}`,
            `Phone: ${phoneLink()}`,
            `E-mail: ${emailLink()}`,
          ),
        ),
        section('Director of publication', `${DIRECTOR}, President of ${LEGAL_NAME}.`),
        section('Hosting', `The shop is hosted by ${host('en')}, in data centres located in France.`),
        section(
          'Intellectual property',
          'The texts, photographs, illustrations, logos and the Pantoufle &amp; Co trade mark are protected by copyright and trade mark law. Reproducing them, even in part, without our written consent is prohibited.',
        ),
        section(
          'Personal data and cookies',
          `How we process your data is explained in our ${legalPageLink('privacy-policy', 'en')}; how we use cookies, in our ${legalPageLink('cookies', 'en')}.`,
        ),
        section(
          'Consumer mediation',
          'If our customer service could not settle a dispute, you may refer it free of charge to the consumer mediator CM2C, 49 rue de Ponthieu, 75008 Paris, France (www.cm2c.net), within one year of your written complaint to us.',
        ),
      ]
    case 'it':
      return [
        `<p>Il sito ${BRAND_DOMAIN} è pubblicato da ${LEGAL_NAME}, che produce e vende le pantofole, le calze e l’abbigliamento da casa Pantoufle &amp; Co.</p>`,
        section(
          'Editore del sito',
          list(
            `Ragione sociale: ${LEGAL_NAME}`,
            `Forma giuridica: société par actions simplifiée (${settingPlaceholder('legalForm')}), società per azioni semplificata di diritto francese, con capitale sociale di ${shareCapital('it')}`,
            `Sede legale: ${address}`,
            `Iscrizione: ${settingPlaceholder('tradeRegisterNumber')} (Registro del commercio e delle società presso il tribunale di commercio di ${settingPlaceholder('tradeRegisterCourt')})`,
            `Partita IVA intracomunitaria: ${settingPlaceholder('vatId')}`,
            `Telefono: ${phoneLink()}`,
            `E-mail: ${emailLink()}`,
          ),
        ),
        section('Direttrice della pubblicazione', `${DIRECTOR}, presidente di ${LEGAL_NAME}.`),
        section('Hosting', `Il sito è ospitato da ${host('it')}, in centri dati situati in Francia.`),
        section(
          'Proprietà intellettuale',
          'Testi, fotografie, illustrazioni, loghi e il marchio Pantoufle &amp; Co sono protetti dal diritto d’autore e dal diritto dei marchi. Ne è vietata la riproduzione, anche parziale, senza il nostro consenso scritto.',
        ),
        section(
          'Dati personali e cookie',
          `Il trattamento dei tuoi dati è descritto nella nostra ${legalPageLink('privacy-policy', 'it')} e l’uso dei cookie nella nostra ${legalPageLink('cookies', 'it')}.`,
        ),
        section(
          'Mediazione dei consumatori',
          'Se il nostro servizio clienti non ha risolto una controversia, puoi rivolgerti gratuitamente al mediatore dei consumatori CM2C, 49 rue de Ponthieu, 75008 Parigi, Francia (www.cm2c.net), entro un anno dal tuo reclamo scritto.',
        ),
      ]
  }
}
