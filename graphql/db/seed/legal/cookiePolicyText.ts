import type { Language } from '../../tables.ts'
import { emailLink, list, section } from './legalFacts.ts'
import { legalPageLink } from './legalPageKeys.ts'

/** The cookie policy: what the shop stores in the browser, why, for how long, and how to remove it. */
export function cookiePolicyText(language: Language): string[] {
  switch (language) {
    case 'fr':
      return [
        '<p>Un cookie est un petit fichier déposé par un site dans votre navigateur. Notre boutique n’utilise que ce qui est nécessaire à son fonctionnement : aucun cookie publicitaire, de réseau social ou de mesure d’audience.</p>',
        section(
          'Ce que nous déposons',
          list(
            '<strong>Cookie de session</strong> : garde votre panier et votre connexion à votre compte. Il est déposé seulement lorsque vous ajoutez un article au panier ou vous connectez, et expire au plus tard après 13 mois.',
            '<strong>Cookie de sécurité</strong> : protège les formulaires contre les envois frauduleux ; il disparaît à la fermeture du navigateur.',
            '<strong>Produits consultés récemment</strong> : la liste reste dans le stockage local de votre navigateur, pour chaque boutique ; elle ne nous est jamais envoyée.',
            '<strong>Pages hors connexion</strong> : le script de service de la boutique garde en cache une page d’information, affichée lorsque vous perdez la connexion.',
          ),
        ),
        section('Pourquoi aucun bandeau de consentement', 'Ces traceurs sont strictement nécessaires au service que vous demandez ; la loi les dispense de consentement. Si nous ajoutions un jour d’autres cookies, nous vous demanderions d’abord votre accord, valable 13 mois et révocable à tout moment.'),
        section('Les supprimer', `Vous pouvez effacer cookies et stockage local dans les réglages de votre navigateur, rubrique Confidentialité. Votre panier sera alors vidé. Pour toute question : ${emailLink()}. Voir aussi notre ${legalPageLink('privacy-policy', 'fr', 'politique de confidentialité')}.`),
      ]
    case 'de':
      return [
        '<p>Ein Cookie ist eine kleine Datei, die eine Website in Ihrem Browser ablegt. Unser Shop verwendet nur, was für seinen Betrieb nötig ist: keine Werbe-Cookies, keine Cookies sozialer Netzwerke und keine Reichweitenmessung.</p>',
        section(
          'Was wir speichern',
          list(
            '<strong>Sitzungs-Cookie</strong>: merkt sich Ihren Warenkorb und Ihre Anmeldung im Kundenkonto. Es wird erst gesetzt, wenn Sie einen Artikel in den Warenkorb legen oder sich anmelden, und läuft spätestens nach 13 Monaten ab.',
            '<strong>Sicherheits-Cookie</strong>: schützt Formulare vor gefälschten Anfragen und wird beim Schließen des Browsers gelöscht.',
            '<strong>Zuletzt angesehene Artikel</strong>: Die Liste bleibt im lokalen Speicher Ihres Browsers, getrennt je Shop, und wird nie an uns übertragen.',
            '<strong>Seiten ohne Verbindung</strong>: Das Hintergrundskript des Shops hält eine Hinweisseite vor, die erscheint, wenn Ihre Verbindung abbricht.',
          ),
        ),
        section('Warum wir nicht um Einwilligung bitten', 'Diese Speicherungen sind für den von Ihnen gewünschten Dienst unbedingt erforderlich und daher nach § 25 Abs. 2 TDDDG einwilligungsfrei. Sollten wir jemals weitere Cookies einsetzen, fragen wir Sie vorher um Ihre Einwilligung, die 13 Monate gilt und jederzeit widerruflich ist.'),
        section('Löschen', `Cookies und lokalen Speicher löschen Sie in den Datenschutz-Einstellungen Ihres Browsers; Ihr Warenkorb wird dabei geleert. Fragen beantworten wir unter ${emailLink()}. Siehe auch unsere ${legalPageLink('privacy-policy', 'de')}.`),
      ]
    case 'en':
      return [
        '<p>A cookie is a small file a website stores in your browser. Our shop only uses what it needs to work: no advertising, social network or audience measurement cookies.</p>',
        section(
          'What we store',
          list(
            '<strong>Session cookie</strong>: keeps your basket and your sign-in to your account. It is set only when you add an item to your basket or sign in, and expires after 13 months at most.',
            '<strong>Security cookie</strong>: protects forms against forged submissions; it is deleted when you close your browser.',
            '<strong>Recently viewed products</strong>: the list stays in your browser’s local storage, for each store, and is never sent to us.',
            '<strong>Offline pages</strong>: the shop’s service worker keeps one information page, shown when you lose your connection.',
          ),
        ),
        section('Why we do not ask for consent', 'These are strictly necessary for the service you ask for, so the law exempts them from consent. Should we ever use other cookies, we would ask for your consent first; it would last 13 months and you could withdraw it at any time.'),
        section('Removing them', `You can delete cookies and local storage in your browser’s privacy settings; your basket will then be emptied. Any question: ${emailLink()}. See also our ${legalPageLink('privacy-policy', 'en')}.`),
      ]
    case 'it':
      return [
        '<p>Un cookie è un piccolo file che un sito salva nel tuo browser. Il nostro negozio usa solo ciò che serve al suo funzionamento: nessun cookie pubblicitario, dei social network o di misurazione del pubblico.</p>',
        section(
          'Cosa salviamo',
          list(
            '<strong>Cookie di sessione</strong>: conserva il carrello e l’accesso al tuo account. Viene salvato solo quando aggiungi un articolo al carrello o accedi, e scade al più tardi dopo 13 mesi.',
            '<strong>Cookie di sicurezza</strong>: protegge i moduli da invii fraudolenti; viene cancellato alla chiusura del browser.',
            '<strong>Prodotti visti di recente</strong>: l’elenco resta nella memoria locale del browser, per ogni negozio, e non ci viene mai inviato.',
            '<strong>Pagine senza connessione</strong>: lo script di servizio del negozio conserva una pagina informativa, mostrata quando perdi la connessione.',
          ),
        ),
        section('Perché non chiediamo il consenso', 'Questi strumenti sono strettamente necessari al servizio che richiedi, quindi la legge li esenta dal consenso. Se un giorno usassimo altri cookie, ti chiederemmo prima il consenso, valido 13 mesi e revocabile in qualsiasi momento.'),
        section('Come eliminarli', `Puoi cancellare cookie e memoria locale nelle impostazioni sulla privacy del browser; il carrello verrà svuotato. Per domande: ${emailLink()}. Vedi anche la nostra ${legalPageLink('privacy-policy', 'it')}.`),
      ]
  }
}
