import type { Language } from '../../tables.ts'
import { LEGAL_NAME, emailLink, list, phoneLink, section } from './legalFacts.ts'

/** When the statement was last reviewed (the tests behind it run on every change). */
const REVIEWED: Record<Language, string> = {
  fr: '28 novembre 2026',
  de: '28. November 2026',
  en: '28 November 2026',
  it: '28 novembre 2026',
}

// French puts a narrow no-break space before a colon.
const NNBSP = '\u202f'

/**
 * Accessibility statement (European Accessibility Act, Directive (EU) 2019/882, Annex V; in
 * France loi 2005-102 art. 47 and décret 2023-931, in Germany BFSG § 14, in Italy d.lgs.
 * 82/2022): the standard we aim for (WCAG 2.2 AA, EN 301 549), how we check it, what does not
 * meet it yet, how to report a barrier and where to turn when our answer does not satisfy.
 * The known gaps are the ones docs/accessibility.md lists; keep both in step.
 */
export function accessibilityText(language: Language): string[] {
  const reviewed = REVIEWED[language]
  switch (language) {
    case 'fr':
      return [
        `<p>${LEGAL_NAME} veut que chacun puisse choisir et commander ses chaussons sur ce site, quels que soient sa vue, son audition, sa motricité ou les outils qu’il utilise. Cette déclaration s’applique aux quatre boutiques du site (français, allemand, anglais, italien).</p>`,
        section(
          'État de conformité',
          `Ce site est <strong>partiellement conforme</strong> aux Règles pour l’accessibilité des contenus Web (WCAG) 2.2, niveau AA, et à la norme européenne EN 301 549, en raison des non-conformités listées plus bas. Déclaration établie le ${reviewed}, par une auto-évaluation${NNBSP}: elle n’a pas encore été vérifiée par un auditeur externe.`,
        ),
        section(
          'Ce que nous faisons',
          list(
            'Chaque type de page (accueil, catégories, produits, recherche, panier, commande, compte, liste d’envies, pages d’information, FAQ, contact, commande rapide) est vérifié automatiquement avec axe-core, selon les critères WCAG 2.2 A et AA, en largeur téléphone (360 px) et ordinateur (1280 px), à chaque modification du site.',
            'Aucune page ne défile horizontalement de 320 à 1920 px de large, et le texte peut être agrandi à 200\u202f%.',
            'Toutes les commandes sont utilisables au clavier, avec un focus visible et un lien d’évitement vers le contenu. Les zones cliquables mesurent au moins 24 × 24 pixels.',
            'Tout l’achat fonctionne sans JavaScript. Les formulaires ont des étiquettes, signalent les erreurs en texte et reprennent ce que vous aviez saisi.',
            'Les images des produits ont une alternative textuelle, et la langue de chaque page est déclarée.',
          ),
        ),
        section(
          'Ce qui n’est pas encore accessible',
          list(
            'Les factures, avoirs, guides des tailles et patrons téléchargeables en PDF ne sont pas balisés (PDF/UA)\u202f: un lecteur d’écran les lit mal. Les factures et guides des tailles figurent aussi en HTML sur la page de la commande et la page du produit, et nous vous envoyons tout document sur demande dans un autre format.',
            'La carte des points relais ne s’utilise pas encore aussi bien au clavier et avec un lecteur d’écran qu’à la souris\u202f; la liste des points affichée à côté permet le même choix.',
            'La page de vérification 3-D Secure de votre banque et la page de paiement du prestataire ne dépendent pas de nous.',
            'Les avis clients sont publiés tels que rédigés par leurs auteurs.',
          ),
        ),
        section(
          'Signaler un obstacle',
          `Si un contenu ou une fonction vous reste inaccessible, dites-le-nous${NNBSP}: par le <a href="/contact">formulaire de contact</a>, par e-mail à ${emailLink()} ou par téléphone au ${phoneLink()}. Nous vous répondons sous 5 jours ouvrés et vous proposons l’information ou le service sous une autre forme, par exemple une commande passée par téléphone.`,
        ),
        section(
          'Voies de recours',
          `Si notre réponse ne vous satisfait pas, vous pouvez saisir l’autorité chargée du contrôle de l’accessibilité des services, la DGCCRF, sur <a href="https://signal.conso.gouv.fr">signal.conso.gouv.fr</a>, ou le Défenseur des droits${NNBSP}: formulaire en ligne sur <a href="https://www.defenseurdesdroits.fr">defenseurdesdroits.fr</a>, un délégué près de chez vous, ou par courrier gratuit (Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07).`,
        ),
      ]
    case 'de':
      return [
        `<p>${LEGAL_NAME} möchte, dass alle Menschen auf dieser Website Hausschuhe aussuchen und bestellen können – unabhängig davon, wie gut sie sehen, hören oder sich bewegen und welche Hilfsmittel sie nutzen. Diese Erklärung gilt für alle vier Shops der Website (Französisch, Deutsch, Englisch, Italienisch).</p>`,
        section(
          'Stand der Vereinbarkeit',
          `Diese Website ist <strong>teilweise konform</strong> mit den Web Content Accessibility Guidelines (WCAG) 2.2, Stufe AA, und der europäischen Norm EN 301 549; die Abweichungen stehen unten. Die Erklärung beruht auf einer Selbstbewertung vom ${reviewed} und wurde noch nicht von einer externen Prüfstelle bestätigt.`,
        ),
        section(
          'Was wir tun',
          list(
            'Jeder Seitentyp (Startseite, Kategorien, Produkte, Suche, Warenkorb, Kasse, Kundenkonto, Wunschliste, Informationsseiten, FAQ, Kontakt, Schnellbestellung) wird bei jeder Änderung automatisch mit axe-core nach WCAG 2.2 A und AA geprüft, in Smartphone- (360 px) und Desktopbreite (1280 px).',
            'Keine Seite scrollt zwischen 320 und 1920 px Breite seitwärts, und Text lässt sich auf 200 % vergrößern.',
            'Alles lässt sich mit der Tastatur bedienen, mit sichtbarem Fokus und einem Link direkt zum Inhalt. Klickflächen sind mindestens 24 × 24 Pixel groß.',
            'Der ganze Einkauf funktioniert ohne JavaScript. Formularfelder sind beschriftet, Fehler werden im Text genannt, und Ihre Eingaben bleiben erhalten.',
            'Produktbilder haben Alternativtexte, und die Sprache jeder Seite ist ausgezeichnet.',
          ),
        ),
        section(
          'Was noch nicht barrierefrei ist',
          list(
            'Rechnungen, Gutschriften, Größentabellen und herunterladbare Schnittmuster als PDF sind nicht getaggt (PDF/UA) und für Screenreader schlecht lesbar. Rechnungsangaben und Größentabellen stehen auch als HTML auf der Bestell- und der Produktseite; jedes Dokument senden wir Ihnen auf Wunsch in einem anderen Format.',
            'Die Karte der Abholstellen ist mit Tastatur und Screenreader nur eingeschränkt bedienbar; die Liste daneben bietet dieselbe Auswahl.',
            'Die 3-D-Secure-Seite Ihrer Bank und die Zahlungsseite des Zahlungsdienstleisters liegen nicht in unserer Hand.',
            'Kundenbewertungen erscheinen so, wie ihre Verfasser sie geschrieben haben.',
          ),
        ),
        section(
          'Barriere melden',
          `Stoßen Sie auf eine Barriere, sagen Sie es uns: über das <a href="/contact">Kontaktformular</a>, per E-Mail an ${emailLink()} oder telefonisch unter ${phoneLink()}. Wir antworten innerhalb von 5 Werktagen und bieten Ihnen die Information oder Leistung auf anderem Weg an, zum Beispiel eine Bestellung am Telefon.`,
        ),
        section(
          'Durchsetzungsverfahren',
          `Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich an die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF, Magdeburg, <a href="https://www.mlbf-barrierefrei.de">mlbf-barrierefrei.de</a>) wenden oder nach § 34 BFSG einen Antrag bei der Schlichtungsstelle nach dem Behindertengleichstellungsgesetz stellen (<a href="https://www.schlichtungsstelle-bgg.de">schlichtungsstelle-bgg.de</a>). Da unser Unternehmen in Frankreich sitzt, ist außerdem die französische Aufsicht zuständig (DGCCRF, <a href="https://signal.conso.gouv.fr">signal.conso.gouv.fr</a>).`,
        ),
      ]
    case 'en':
      return [
        `<p>${LEGAL_NAME} wants everyone to be able to choose and order slippers on this website, whatever their sight, hearing or mobility and whatever tools they use. This statement covers all four shops of the website (French, German, English and Italian).</p>`,
        section(
          'Compliance status',
          `This website is <strong>partially compliant</strong> with the Web Content Accessibility Guidelines (WCAG) 2.2 level AA and the European standard EN 301 549, because of the issues listed below. It was prepared on ${reviewed} by self-assessment and has not yet been checked by an external auditor.`,
        ),
        section(
          'What we do',
          list(
            'Every page type (home, categories, products, search, basket, checkout, account, wishlist, information pages, FAQ, contact, quick order) is checked automatically with axe-core against WCAG 2.2 A and AA, at phone (360 px) and desktop (1280 px) widths, on every change to the site.',
            'No page scrolls sideways at widths from 320 to 1920 px, and text can be enlarged to 200%.',
            'Everything works with a keyboard, with a visible focus and a link that skips to the content. Click and tap targets are at least 24 × 24 pixels.',
            'The whole purchase works without JavaScript. Form fields are labelled, errors are stated in text and what you typed is kept.',
            'Product pictures have text alternatives, and the language of every page is declared.',
          ),
        ),
        section(
          'What is not accessible yet',
          list(
            'Invoices, credit notes, size guides and downloadable patterns in PDF are not tagged (PDF/UA), so screen readers read them poorly. Invoice details and size guides are also on the order page and the product page in HTML, and we will send any document to you in another format on request.',
            'The pickup point map is hard to use with a keyboard or a screen reader; the list beside it offers the same choice.',
            'Your bank’s 3-D Secure page and the payment provider’s page are outside our control.',
            'Customer reviews are published as their authors wrote them.',
          ),
        ),
        section(
          'Reporting a barrier',
          `If you cannot reach some content or feature, tell us: through the <a href="/contact">contact form</a>, by e-mail to ${emailLink()} or by phone on ${phoneLink()}. We reply within 5 working days and offer you the information or service another way, for example an order taken by phone.`,
        ),
        section(
          'Enforcement procedure',
          `If our answer does not satisfy you, you can turn to the authority that enforces the accessibility of services where our company is established, in France: the DGCCRF, at <a href="https://signal.conso.gouv.fr">signal.conso.gouv.fr</a>, or the Défenseur des droits (<a href="https://www.defenseurdesdroits.fr">defenseurdesdroits.fr</a>). In the United Kingdom, the Equality Advisory and Support Service (<a href="https://www.equalityadvisoryservice.com">equalityadvisoryservice.com</a>) advises on discrimination by service providers.`,
        ),
      ]
    case 'it':
      return [
        `<p>${LEGAL_NAME} vuole che chiunque possa scegliere e ordinare le sue pantofole su questo sito, qualunque siano la sua vista, il suo udito, la sua mobilità o gli strumenti che usa. Questa dichiarazione vale per tutti e quattro i negozi del sito (francese, tedesco, inglese e italiano).</p>`,
        section(
          'Stato di conformità',
          `Questo sito è <strong>parzialmente conforme</strong> alle Linee guida per l’accessibilità dei contenuti Web (WCAG) 2.2, livello AA, e alla norma europea EN 301 549, per le non conformità elencate più sotto. La dichiarazione è stata redatta il ${reviewed} con un’autovalutazione e non è ancora stata verificata da un revisore esterno.`,
        ),
        section(
          'Cosa facciamo',
          list(
            'Ogni tipo di pagina (home, categorie, prodotti, ricerca, carrello, cassa, account, lista dei desideri, pagine informative, FAQ, contatti, ordine rapido) viene verificato automaticamente con axe-core secondo le WCAG 2.2 A e AA, in larghezza smartphone (360 px) e desktop (1280 px), a ogni modifica del sito.',
            'Nessuna pagina scorre in orizzontale tra 320 e 1920 px di larghezza, e puoi ingrandire il testo fino al 200%.',
            'Puoi usare tutto con la tastiera, con il focus visibile e un link per saltare al contenuto. Le aree cliccabili misurano almeno 24 × 24 pixel.',
            'Tutto l’acquisto funziona senza JavaScript. I campi dei moduli hanno un’etichetta, gli errori sono descritti nel testo e ciò che hai scritto resta.',
            'Le immagini dei prodotti hanno un testo alternativo e la lingua di ogni pagina è dichiarata.',
          ),
        ),
        section(
          'Cosa non è ancora accessibile',
          list(
            'Fatture, note di credito, guide alle taglie e modelli scaricabili in PDF non sono taggati (PDF/UA) e uno screen reader li legge male. I dati delle fatture e le guide alle taglie sono anche in HTML nella pagina dell’ordine e in quella del prodotto, e su richiesta ti inviamo qualsiasi documento in un altro formato.',
            'La mappa dei punti di ritiro è difficile da usare con la tastiera o uno screen reader; l’elenco accanto offre la stessa scelta.',
            'La pagina 3-D Secure della tua banca e la pagina di pagamento del fornitore non dipendono da noi.',
            'Le recensioni dei clienti sono pubblicate come le hanno scritte i loro autori.',
          ),
        ),
        section(
          'Segnalare un ostacolo',
          `Se un contenuto o una funzione non ti è accessibile, faccelo sapere: con il <a href="/contact">modulo di contatto</a>, per e-mail a ${emailLink()} o per telefono al ${phoneLink()}. Ti rispondiamo entro 5 giorni lavorativi e ti offriamo l’informazione o il servizio in un altro modo, per esempio un ordine al telefono.`,
        ),
        section(
          'Procedura di attuazione',
          `Se la nostra risposta non ti soddisfa, puoi rivolgerti all’Agenzia per l’Italia Digitale (AgID), che vigila sull’accessibilità dei servizi (<a href="https://www.agid.gov.it">agid.gov.it</a>). Poiché la nostra azienda ha sede in Francia, puoi anche rivolgerti all’autorità francese, la DGCCRF (<a href="https://signal.conso.gouv.fr">signal.conso.gouv.fr</a>).`,
        ),
      ]
  }
}
