import type { Language } from '../../tables.ts'
import { emailLink, list, section } from './legalFacts.ts'
import { legalPageLink } from '../../../config/legalPageKeys.ts'

/**
 * The cookie policy: what the shop stores in the browser, why and for how long, what it asks
 * consent for (the banner's purposes, components/consent/), how to change the choice and how to
 * remove it all. A database seeded with an older text gets this one at start (ensureLegalPageTexts).
 */
export function cookiePolicyText(language: Language): string[] {
  switch (language) {
    case 'fr':
      return [
        '<p>Un cookie est un petit fichier déposé par un site dans votre navigateur. Notre boutique dépose ce qui est nécessaire à son fonctionnement\u202f; la mesure d’audience et le marketing ne fonctionnent qu’avec votre accord, que vous donnez ou refusez dans le bandeau cookies.</p>',
        section(
          'Les cookies nécessaires',
          'Ils sont indispensables au service que vous demandez\u202f; la loi les dispense de consentement.',
          list(
            '<strong>Cookie de session</strong>\u202f: garde votre panier et votre connexion à votre compte. Il est déposé seulement lorsque vous ajoutez un article au panier ou vous connectez, et expire au plus tard après 13 mois.',
            '<strong>Cookie de sécurité</strong>\u202f: protège les formulaires contre les envois frauduleux\u202f; il disparaît à la fermeture du navigateur.',
            '<strong>Cookie de consentement</strong> (<code>shop_consent</code>)\u202f: garde votre choix du bandeau cookies pendant 13 mois, avec sa date et un identifiant aléatoire.',
            '<strong>Produits consultés récemment</strong>\u202f: la liste reste dans le stockage local de votre navigateur, pour chaque boutique\u202f; elle ne nous est jamais envoyée.',
            '<strong>Pages hors connexion</strong>\u202f: le script de service de la boutique garde en cache une page d’information, affichée lorsque vous perdez la connexion.',
          ),
        ),
        section(
          'Avec votre accord seulement',
          list(
            '<strong>Mesure d’audience</strong>\u202f: statistiques des visites et des recherches, pour améliorer la boutique.',
            '<strong>Marketing</strong>\u202f: mesure de nos campagnes publicitaires et, si vous avez un compte, un e-mail de rappel lorsque vous laissez des articles dans votre panier.',
          ),
          'Ces outils ne sont chargés que si la boutique a configuré un gestionnaire de balises, et jamais avant votre accord. Sans accord, rien d’autre que les cookies nécessaires n’est déposé et aucune requête ne part vers un autre site.',
        ),
        section(
          'Votre choix',
          'À votre première visite, le bandeau cookies vous propose «\u202fTout accepter\u202f», «\u202fTout refuser\u202f» ou de choisir finalité par finalité. Refuser est aussi simple qu’accepter. Votre choix est gardé 13 mois, puis nous vous le demandons à nouveau. Vous pouvez le modifier à tout moment avec le lien «\u202fParamètres des cookies\u202f» en bas de chaque page.',
          'Pour pouvoir prouver votre accord, nous enregistrons chaque choix avec sa date, la version de cette politique et l’identifiant aléatoire du cookie de consentement (sans votre adresse IP), ainsi que votre compte si vous êtes connecté. Un choix fait avant de vous connecter est rattaché à votre compte à la connexion.',
        ),
        section(
          'Les supprimer',
          `Vous pouvez effacer cookies et stockage local dans les réglages de votre navigateur, rubrique Confidentialité. Votre panier sera alors vidé et le bandeau cookies réapparaîtra. Pour toute question\u202f: ${emailLink()}. Voir aussi notre ${legalPageLink('privacy-policy', 'fr', 'politique de confidentialité')}.`,
        ),
      ]
    case 'de':
      return [
        '<p>Ein Cookie ist eine kleine Datei, die eine Website in Ihrem Browser ablegt. Unser Shop speichert, was für seinen Betrieb nötig ist; Reichweitenmessung und Marketing laufen nur mit Ihrer Einwilligung, die Sie im Cookie-Banner erteilen oder ablehnen.</p>',
        section(
          'Notwendige Cookies',
          'Sie sind für den von Ihnen gewünschten Dienst unbedingt erforderlich und daher nach § 25 Abs. 2 TDDDG einwilligungsfrei.',
          list(
            '<strong>Sitzungs-Cookie</strong>: merkt sich Ihren Warenkorb und Ihre Anmeldung im Kundenkonto. Es wird erst gesetzt, wenn Sie einen Artikel in den Warenkorb legen oder sich anmelden, und läuft spätestens nach 13 Monaten ab.',
            '<strong>Sicherheits-Cookie</strong>: schützt Formulare vor gefälschten Anfragen und wird beim Schließen des Browsers gelöscht.',
            '<strong>Einwilligungs-Cookie</strong> (<code>shop_consent</code>): speichert Ihre Auswahl im Cookie-Banner 13 Monate lang, mit Datum und einer zufälligen Kennung.',
            '<strong>Zuletzt angesehene Artikel</strong>: Die Liste bleibt im lokalen Speicher Ihres Browsers, getrennt je Shop, und wird nie an uns übertragen.',
            '<strong>Seiten ohne Verbindung</strong>: Das Hintergrundskript des Shops hält eine Hinweisseite vor, die erscheint, wenn Ihre Verbindung abbricht.',
          ),
        ),
        section(
          'Nur mit Ihrer Einwilligung',
          list(
            '<strong>Statistik</strong>: Auswertung von Besuchen und Suchen, um den Shop zu verbessern.',
            '<strong>Marketing</strong>: Erfolgsmessung unserer Werbung und, wenn Sie ein Kundenkonto haben, eine E-Mail-Erinnerung an Artikel, die Sie im Warenkorb gelassen haben.',
          ),
          'Diese Dienste werden nur geladen, wenn der Shop einen Tag-Manager eingerichtet hat, und nie vor Ihrer Einwilligung (§ 25 Abs. 1 TDDDG). Ohne Einwilligung werden nur die notwendigen Cookies gespeichert, und keine Anfrage geht an eine andere Website.',
        ),
        section(
          'Ihre Auswahl',
          'Bei Ihrem ersten Besuch bietet Ihnen das Cookie-Banner „Alle akzeptieren“, „Alle ablehnen“ oder die Auswahl einzelner Zwecke an. Ablehnen ist so einfach wie Zustimmen. Ihre Auswahl gilt 13 Monate, danach fragen wir erneut. Sie können sie jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern oder Ihre Einwilligung widerrufen.',
          'Um Ihre Einwilligung nachweisen zu können, speichern wir jede Auswahl mit Datum, der Version dieser Richtlinie und der zufälligen Kennung des Einwilligungs-Cookies (ohne Ihre IP-Adresse), bei Anmeldung auch Ihr Kundenkonto. Eine Auswahl, die Sie vor der Anmeldung getroffen haben, wird bei der Anmeldung Ihrem Konto zugeordnet.',
        ),
        section(
          'Löschen',
          `Cookies und lokalen Speicher löschen Sie in den Datenschutz-Einstellungen Ihres Browsers; Ihr Warenkorb wird dabei geleert und das Cookie-Banner erscheint erneut. Fragen beantworten wir unter ${emailLink()}. Siehe auch unsere ${legalPageLink('privacy-policy', 'de')}.`,
        ),
      ]
    case 'en':
      return [
        '<p>A cookie is a small file a website stores in your browser. Our shop stores what it needs to work; audience measurement and marketing only run with your consent, which you give or refuse in the cookie banner.</p>',
        section(
          'Necessary cookies',
          'These are strictly necessary for the service you ask for, so the law exempts them from consent.',
          list(
            '<strong>Session cookie</strong>: keeps your basket and your sign-in to your account. It is set only when you add an item to your basket or sign in, and expires after 13 months at most.',
            '<strong>Security cookie</strong>: protects forms against forged submissions; it is deleted when you close your browser.',
            '<strong>Consent cookie</strong> (<code>shop_consent</code>): keeps your choice in the cookie banner for 13 months, with its date and a random identifier.',
            '<strong>Recently viewed products</strong>: the list stays in your browser’s local storage, for each store, and is never sent to us.',
            '<strong>Offline pages</strong>: the shop’s service worker keeps one information page, shown when you lose your connection.',
          ),
        ),
        section(
          'Only with your consent',
          list(
            '<strong>Analytics</strong>: statistics of visits and searches, to improve the shop.',
            '<strong>Marketing</strong>: measuring our advertising and, if you have an account, a reminder e-mail when you leave items in your basket.',
          ),
          'These tools are only loaded if the shop has set up a tag manager, and never before you consent. Without consent, nothing but the necessary cookies is stored and no request goes to another website.',
        ),
        section(
          'Your choice',
          'On your first visit, the cookie banner offers “Accept all”, “Reject all” or a choice for each purpose. Refusing is as easy as accepting. Your choice is kept for 13 months; then we ask again. You can change it at any time with the “Cookie settings” link at the bottom of every page.',
          'To be able to prove your consent, we record each choice with its date, the version of this policy and the random identifier of the consent cookie (not your IP address), and your account if you are signed in. A choice made before you sign in is linked to your account when you sign in.',
        ),
        section(
          'Removing them',
          `You can delete cookies and local storage in your browser’s privacy settings; your basket will then be emptied and the cookie banner will show again. Any question: ${emailLink()}. See also our ${legalPageLink('privacy-policy', 'en')}.`,
        ),
      ]
    case 'it':
      return [
        '<p>Un cookie è un piccolo file che un sito salva nel tuo browser. Il nostro negozio salva ciò che serve al suo funzionamento; la misurazione del pubblico e il marketing funzionano solo con il tuo consenso, che dai o neghi nel banner dei cookie.</p>',
        section(
          'Cookie necessari',
          'Sono strettamente necessari al servizio che richiedi, quindi la legge li esenta dal consenso.',
          list(
            '<strong>Cookie di sessione</strong>: conserva il carrello e l’accesso al tuo account. Viene salvato solo quando aggiungi un articolo al carrello o accedi, e scade al più tardi dopo 13 mesi.',
            '<strong>Cookie di sicurezza</strong>: protegge i moduli da invii fraudolenti; viene cancellato alla chiusura del browser.',
            '<strong>Cookie del consenso</strong> (<code>shop_consent</code>): conserva per 13 mesi la scelta fatta nel banner dei cookie, con la data e un identificativo casuale.',
            '<strong>Prodotti visti di recente</strong>: l’elenco resta nella memoria locale del browser, per ogni negozio, e non ci viene mai inviato.',
            '<strong>Pagine senza connessione</strong>: lo script di servizio del negozio conserva una pagina informativa, mostrata quando perdi la connessione.',
          ),
        ),
        section(
          'Solo con il tuo consenso',
          list(
            '<strong>Statistiche</strong>: statistiche delle visite e delle ricerche, per migliorare il negozio.',
            '<strong>Marketing</strong>: misurazione delle nostre campagne pubblicitarie e, se hai un account, un’e-mail di promemoria quando lasci articoli nel carrello.',
          ),
          'Questi strumenti vengono caricati solo se il negozio ha configurato un gestore di tag, e mai prima del tuo consenso. Senza consenso vengono salvati solo i cookie necessari e nessuna richiesta parte verso un altro sito.',
        ),
        section(
          'La tua scelta',
          'Alla prima visita, il banner dei cookie ti propone «Accetta tutti», «Rifiuta tutti» o una scelta per ogni finalità. Rifiutare è semplice come accettare. La tua scelta vale 13 mesi, poi te la chiediamo di nuovo. Puoi cambiarla in qualsiasi momento con il link «Impostazioni cookie» in fondo a ogni pagina.',
          'Per poter dimostrare il tuo consenso, registriamo ogni scelta con la data, la versione di questa informativa e l’identificativo casuale del cookie del consenso (senza il tuo indirizzo IP), e il tuo account se hai effettuato l’accesso. Una scelta fatta prima dell’accesso viene collegata al tuo account quando accedi.',
        ),
        section(
          'Come eliminarli',
          `Puoi cancellare cookie e memoria locale nelle impostazioni sulla privacy del browser; il carrello verrà svuotato e il banner dei cookie comparirà di nuovo. Per domande: ${emailLink()}. Vedi anche la nostra ${legalPageLink('privacy-policy', 'it')}.`,
        ),
      ]
  }
}
