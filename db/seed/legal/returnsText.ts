import type { Language } from '../../tables.ts'
import {
  LEGAL_NAME,
  addressLine,
  emailLink,
  list,
  phoneLink,
  section,
  settingPlaceholder,
} from './legalFacts.ts'

/** Number of days of the free returns we grant on top of the legal 14-day withdrawal period. */
export const RETURN_DAYS = 30

/** Who the withdrawal is sent to, as the model form asks (name, address, e-mail). */
function trader(language: Language): string {
  return `${LEGAL_NAME}, ${addressLine(language)}, ${settingPlaceholder('email')}`
}

/**
 * Returns: our 30-day free returns, the 14-day right of withdrawal (Directive 2011/83/EU,
 * Annex I(A)) with the online withdrawal function of art. 11a (docs/withdrawal.md) and the
 * model withdrawal form of Annex I(B), in the store's language.
 */
export function returnsText(language: Language): string[] {
  switch (language) {
    case 'fr':
      return [
        `<p>Un chausson trop petit, une couleur qui ne vous plaît pas\u202f? Vous disposez de ${RETURN_DAYS} jours après réception pour nous renvoyer un article, et le retour est gratuit.</p>`,
        section(
          'Retourner un article',
          list(
            'Connectez-vous à votre compte, rubrique Retours, et choisissez les articles à renvoyer.',
            'Imprimez l’étiquette prépayée et déposez le colis dans un bureau de poste ou un point relais.',
            'Les articles doivent être propres, non portés à l’extérieur et dans leur emballage d’origine.',
          ),
          `Sans compte, ouvrez votre commande par le lien de son e-mail de confirmation (ou retrouvez-la avec «\u202fSuivre une commande\u202f») et choisissez «\u202fRetourner des articles\u202f»\u202f: dès que nous acceptons le retour, l’étiquette prépayée s’y télécharge. Une question\u202f? Écrivez-nous à ${emailLink()} ou appelez le ${phoneLink()}. Le remboursement intervient sous 14 jours, sur le moyen de paiement utilisé pour la commande.`,
        ),
        section(
          'Droit de rétractation',
          'Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours. Le délai de rétractation expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession du dernier bien.',
          `Pour exercer le droit de rétractation, vous devez nous notifier (${trader('fr')}, téléphone ${phoneLink()}) votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n’est pas obligatoire. Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai.`,
          'Vous pouvez aussi vous rétracter en ligne\u202f: sur la page de votre commande (dans votre compte, ou par le lien de l’e-mail de confirmation de commande), choisissez «\u202fSe rétracter du contrat ici\u202f», vérifiez votre nom, votre adresse e-mail et les articles concernés, puis «\u202fConfirmer la rétractation ici\u202f». Nous vous envoyons aussitôt par e-mail un accusé de réception indiquant le contenu de votre déclaration ainsi que la date et l’heure de sa réception.',
        ),
        section(
          'Effets de la rétractation',
          'En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, y compris les frais de livraison (à l’exception des frais supplémentaires découlant du fait que vous avez choisi, le cas échéant, un mode de livraison autre que le mode moins coûteux de livraison standard proposé par nous) sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision de rétractation. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent\u202f; en tout état de cause, ce remboursement n’occasionnera pas de frais pour vous. Nous pouvons différer le remboursement jusqu’à ce que nous ayons reçu le bien ou jusqu’à ce que vous ayez fourni une preuve d’expédition du bien, la date retenue étant celle du premier de ces faits.',
          `Vous devrez renvoyer ou rendre le bien, à ${LEGAL_NAME}, ${addressLine('fr')}, sans retard excessif et, en tout état de cause, au plus tard quatorze jours après que vous nous aurez communiqué votre décision de rétractation. Ce délai est réputé respecté si vous renvoyez le bien avant l’expiration du délai de quatorze jours. Nous prenons en charge les frais de renvoi du bien. Votre responsabilité n’est engagée qu’à l’égard de la dépréciation du bien résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement de ce bien.`,
        ),
        section(
          'Modèle de formulaire de rétractation',
          '<p>(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)</p>',
          list(
            `À l’attention de ${trader('fr')}\u202f:`,
            'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous\u202f:',
            'Commandé le (*)/reçu le (*)\u202f:',
            'Nom du (des) consommateur(s)\u202f:',
            'Adresse du (des) consommateur(s)\u202f:',
            'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u202f:',
            'Date\u202f:',
          ),
          '(*) Rayez la mention inutile.',
        ),
      ]
    case 'de':
      return [
        `<p>Hausschuhe zu klein, Farbe gefällt nicht? Sie können Artikel innerhalb von ${RETURN_DAYS} Tagen nach Erhalt kostenlos an uns zurücksenden. Ihr gesetzliches Widerrufsrecht bleibt davon unberührt.</p>`,
        section(
          'So senden Sie Artikel zurück',
          list(
            'Melden Sie sich in Ihrem Kundenkonto an, öffnen Sie Rücksendungen und wählen Sie die Artikel aus.',
            'Drucken Sie das vorfrankierte Rücksendeetikett aus und geben Sie das Paket in einer Filiale oder einem Paketshop ab.',
            'Die Artikel sollten sauber, nicht draußen getragen und originalverpackt sein.',
          ),
          `Ohne Kundenkonto öffnen Sie Ihre Bestellung über den Link in Ihrer Bestellbestätigung (oder finden sie unter „Bestellung verfolgen“) und wählen „Artikel zurücksenden“. Sobald wir die Rücksendung annehmen, laden Sie dort das frankierte Etikett herunter. Fragen? Schreiben Sie uns an ${emailLink()} oder rufen Sie uns unter ${phoneLink()} an. Die Erstattung erfolgt innerhalb von 14 Tagen über das Zahlungsmittel Ihrer Bestellung.`,
        ),
        section(
          'Widerrufsbelehrung',
          '<h3>Widerrufsrecht</h3>',
          'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat.',
          `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${trader('de')}, Telefon ${phoneLink()}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.`,
          'Sie können auch online widerrufen: Wählen Sie auf der Seite Ihrer Bestellung (in Ihrem Kundenkonto oder über den Link aus der Bestellbestätigung) „Vertrag hier widerrufen“, prüfen Sie Ihren Namen, Ihre E-Mail-Adresse und die betroffenen Artikel und klicken Sie dann auf „Widerruf hier bestätigen“. Wir senden Ihnen umgehend per E-Mail eine Eingangsbestätigung mit dem Inhalt Ihrer Erklärung sowie Datum und Uhrzeit ihres Eingangs.',
          '<h3>Folgen des Widerrufs</h3>',
          'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
          `Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an ${LEGAL_NAME}, ${addressLine('de')}, zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Wir tragen die Kosten der Rücksendung der Waren. Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.`,
        ),
        section(
          'Muster-Widerrufsformular',
          '<p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p>',
          list(
            `An ${trader('de')}:`,
            'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
            'Bestellt am (*)/erhalten am (*)',
            'Name des/der Verbraucher(s)',
            'Anschrift des/der Verbraucher(s)',
            'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
            'Datum',
          ),
          '(*) Unzutreffendes streichen.',
        ),
      ]
    case 'en':
      return [
        `<p>Slippers too small, colour not quite right? You have ${RETURN_DAYS} days from delivery to send an item back, and returns are free. This comes on top of your legal right of withdrawal.</p>`,
        section(
          'How to return an item',
          list(
            'Sign in to your account, open Returns and choose the items to send back.',
            'Print the prepaid label and drop the parcel at a post office or pickup point.',
            'Items should be clean, not worn outdoors and in their original packaging.',
          ),
          `Without an account, open your order from the link in its confirmation e-mail (or find it with “Track an order”) and choose “Return items”: once we accept the return, the prepaid label is there to download. Questions? Write to ${emailLink()} or call ${phoneLink()}. We refund within 14 days, to the payment method used for the order.`,
        ),
        section(
          'Right of withdrawal',
          'You have the right to withdraw from this contract within 14 days without giving any reason. The withdrawal period will expire after 14 days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the last good.',
          `To exercise the right of withdrawal, you must inform us (${trader('en')}, phone ${phoneLink()}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or e-mail). You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.`,
          'You can also withdraw online: on the page of your order (in your account, or through the link in your order confirmation e-mail), choose “Withdraw from contract here”, check your name, your e-mail address and the items concerned, then “Confirm withdrawal here”. We immediately e-mail you an acknowledgment of receipt with the content of your statement and the date and time we received it.',
        ),
        section(
          'Effects of withdrawal',
          'If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.',
          `You shall send back the goods or hand them over to us, ${LEGAL_NAME}, ${addressLine('en')}, without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired. We will bear the cost of returning the goods. You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.`,
        ),
        section(
          'Model withdrawal form',
          '<p>(Complete and return this form only if you wish to withdraw from the contract.)</p>',
          list(
            `To ${trader('en')}:`,
            'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
            'Ordered on (*)/received on (*),',
            'Name of consumer(s),',
            'Address of consumer(s),',
            'Signature of consumer(s) (only if this form is notified on paper),',
            'Date',
          ),
          '(*) Delete as appropriate.',
        ),
      ]
    case 'it':
      return [
        `<p>Pantofole troppo piccole, un colore che non ti convince? Hai ${RETURN_DAYS} giorni dal ricevimento per restituirci un articolo, e il reso è gratuito. Il tuo diritto di recesso previsto dalla legge resta invariato.</p>`,
        section(
          'Come restituire un articolo',
          list(
            'Accedi al tuo account, sezione Resi, e scegli gli articoli da restituire.',
            'Stampa l’etichetta prepagata e consegna il pacco in un ufficio postale o in un punto di ritiro.',
            'Gli articoli devono essere puliti, non indossati all’esterno e nella confezione originale.',
          ),
          `Senza account, apri il tuo ordine dal link nell’e-mail di conferma (o trovalo con «Traccia un ordine») e scegli «Restituire articoli»: appena accettiamo il reso, lì scarichi l’etichetta prepagata. Domande? Scrivici a ${emailLink()} o chiamaci al ${phoneLink()}. Il rimborso avviene entro 14 giorni, con lo stesso mezzo di pagamento dell’ordine.`,
        ),
        section(
          'Diritto di recesso',
          'Hai il diritto di recedere dal presente contratto, senza indicarne le ragioni, entro 14 giorni. Il periodo di recesso scade dopo 14 giorni dal giorno in cui tu o un terzo, diverso dal vettore e da te designato, acquisisci il possesso fisico dell’ultimo bene.',
          `Per esercitare il diritto di recesso, sei tenuto a informarci (${trader('it')}, telefono ${phoneLink()}) della tua decisione di recedere dal presente contratto tramite una dichiarazione esplicita (ad esempio lettera inviata per posta o posta elettronica). A tal fine puoi utilizzare il modulo tipo di recesso qui sotto, ma non è obbligatorio. Per rispettare il termine di recesso, è sufficiente che tu invii la comunicazione relativa all’esercizio del diritto di recesso prima della scadenza del periodo di recesso.`,
          'Puoi anche recedere online: nella pagina del tuo ordine (nel tuo account, o tramite il link dell’e-mail di conferma dell’ordine) scegli «Recedere dal contratto qui», verifica il tuo nome, il tuo indirizzo e-mail e gli articoli interessati, poi «Confermare il recesso qui». Ti inviamo subito via e-mail una conferma di ricezione con il contenuto della tua dichiarazione e la data e l’ora in cui l’abbiamo ricevuta.',
        ),
        section(
          'Effetti del recesso',
          'Se recedi dal presente contratto, ti saranno rimborsati tutti i pagamenti che hai effettuato a nostro favore, compresi i costi di consegna (ad eccezione dei costi supplementari derivanti dalla tua eventuale scelta di un tipo di consegna diverso dal tipo meno costoso di consegna standard da noi offerto), senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati della tua decisione di recedere dal presente contratto. Detti rimborsi saranno effettuati utilizzando lo stesso mezzo di pagamento da te usato per la transazione iniziale, salvo che tu non abbia espressamente convenuto altrimenti; in ogni caso, non dovrai sostenere alcun costo quale conseguenza di tale rimborso. Il rimborso può essere sospeso fino al ricevimento dei beni oppure fino all’avvenuta dimostrazione da parte tua di aver rispedito i beni, se precedente.',
          `Sei pregato di rispedire i beni o di consegnarli a ${LEGAL_NAME}, ${addressLine('it')}, senza indebiti ritardi e in ogni caso entro 14 giorni dal giorno in cui ci hai comunicato il tuo recesso dal presente contratto. Il termine è rispettato se rispedisci i beni prima della scadenza del periodo di 14 giorni. I costi diretti della restituzione dei beni sono a nostro carico. Sei responsabile solo della diminuzione del valore dei beni risultante da una manipolazione diversa da quella necessaria per stabilire la natura, le caratteristiche e il funzionamento dei beni.`,
        ),
        section(
          'Modulo di recesso tipo',
          '<p>(Compilare e restituire il presente modulo solo se si desidera recedere dal contratto.)</p>',
          list(
            `Destinatario: ${trader('it')}`,
            'Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni (*)/servizi (*)',
            'Ordinato il (*)/ricevuto il (*)',
            'Nome del/dei consumatore(i)',
            'Indirizzo del/dei consumatore(i)',
            'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
            'Data',
          ),
          '(*) Cancellare la dicitura inutile.',
        ),
      ]
  }
}
