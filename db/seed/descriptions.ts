import type { LocalizedText } from '../tables.ts'

/**
 * Product descriptions per kind, two or three sentences in each language, written for the
 * kind so nouns, genders and agreements are right. Placeholders: `{model}` (the model name),
 * `{material}` (the material as a product name says it: "en laine", "aus Wolle", "wool",
 * "in lana") and `{colours}` (the colours as a list: "rouge et bleu").
 */
export const DESCRIPTIONS: Record<string, readonly LocalizedText[]> = {
  mule: [
    {
      fr: 'La mule {model} {material} se glisse au pied en un instant. Sa semelle antidérapante vous accompagne du salon à la cuisine. Disponible en {colours}.',
      de: 'Die Pantolette {model} {material} ist im Handumdrehen angezogen. Ihre rutschfeste Sohle begleitet Sie vom Wohnzimmer bis in die Küche. Erhältlich in {colours}.',
      en: 'The {model} {material} mule slips on in a second. Its non-slip sole takes you from the sofa to the kitchen. Available in {colours}.',
      it: 'La ciabatta {model} {material} si indossa in un attimo. La suola antiscivolo ti accompagna dal divano alla cucina. Disponibile in {colours}.',
    },
    {
      fr: 'Ouverte à l’arrière, la mule {model} {material} laisse le pied respirer. Sa semelle intérieure moelleuse amortit chaque pas. Disponible en {colours}.',
      de: 'Die hinten offene Pantolette {model} {material} lässt den Fuß atmen. Das weiche Fußbett federt jeden Schritt ab. Erhältlich in {colours}.',
      en: 'Open at the back, the {model} {material} mule lets your feet breathe. A soft footbed cushions every step. Available in {colours}.',
      it: 'Aperta sul retro, la ciabatta {model} {material} lascia respirare il piede. Il plantare morbido attutisce ogni passo. Disponibile in {colours}.',
    },
  ],
  bootie: [
    {
      fr: 'Le chausson montant {model} {material} enveloppe la cheville et garde les pieds au chaud tout l’hiver. Sa semelle antidérapante tient bien sur le carrelage. Disponible en {colours}.',
      de: 'Der Hüttenschuh {model} {material} umschließt den Knöchel und hält die Füße den ganzen Winter warm. Die rutschfeste Sohle gibt sicheren Halt auf Fliesen. Erhältlich in {colours}.',
      en: 'The {model} {material} bootie hugs the ankle and keeps feet warm all winter. A non-slip sole keeps you steady on tiled floors. Available in {colours}.',
      it: 'Lo stivaletto {model} {material} avvolge la caviglia e tiene i piedi al caldo per tutto l’inverno. La suola antiscivolo garantisce una buona presa sui pavimenti. Disponibile in {colours}.',
    },
    {
      fr: 'Pour les soirées froides, le chausson montant {model} {material} est doublé d’une couche douce et isolante. Il se porte aussi bien au chalet qu’à la maison. Disponible en {colours}.',
      de: 'Für kalte Abende ist der Hüttenschuh {model} {material} weich und wärmend gefüttert. Er passt in die Berghütte ebenso wie ins Wohnzimmer. Erhältlich in {colours}.',
      en: 'For cold evenings, the {model} {material} bootie is lined with a soft, insulating layer. It is as at home in a mountain chalet as on your sofa. Available in {colours}.',
      it: 'Per le sere fredde, lo stivaletto {model} {material} è foderato con uno strato morbido e isolante. Perfetto in baita come sul divano di casa. Disponibile in {colours}.',
    },
  ],
  moccasin: [
    {
      fr: 'Cousu à la main, le mocassin {model} {material} épouse la forme du pied au fil des jours. Sa semelle souple et antidérapante se fait oublier. Disponible en {colours}.',
      de: 'Der handgenähte Mokassin {model} {material} passt sich mit jedem Tag besser an den Fuß an. Seine flexible, rutschfeste Sohle spürt man kaum. Erhältlich in {colours}.',
      en: 'Hand-stitched, the {model} {material} moccasin moulds to your foot day after day. Its flexible, non-slip sole is barely noticeable. Available in {colours}.',
      it: 'Cucito a mano, il mocassino {model} {material} si adatta alla forma del piede giorno dopo giorno. La suola flessibile e antiscivolo quasi non si sente. Disponibile in {colours}.',
    },
    {
      fr: 'Le mocassin {model} {material} allie l’allure d’une chaussure au confort d’un chausson. Idéal pour télétravailler ou recevoir des amis. Disponible en {colours}.',
      de: 'Der Mokassin {model} {material} verbindet die Optik eines Schuhs mit dem Komfort eines Hausschuhs. Ideal fürs Homeoffice oder wenn Freunde zu Besuch kommen. Erhältlich in {colours}.',
      en: 'The {model} {material} moccasin pairs the look of a shoe with the comfort of a slipper. Ideal for working from home or having friends round. Available in {colours}.',
      it: 'Il mocassino {model} {material} unisce l’eleganza di una scarpa al comfort di una pantofola. Ideale per lavorare da casa o per ricevere gli amici. Disponibile in {colours}.',
    },
  ],
  'ankle-sock': [
    {
      fr: 'Les socquettes {model} {material} restent invisibles dans les baskets. Le talon renforcé et la bande élastique les empêchent de glisser. Disponibles en {colours}.',
      de: 'Die Sneakersocken {model} {material} bleiben im Sneaker unsichtbar. Verstärkte Ferse und elastischer Bund verhindern das Verrutschen. Erhältlich in {colours}.',
      en: 'The {model} {material} ankle socks stay hidden in your trainers. A reinforced heel and an elastic cuff stop them from slipping. Available in {colours}.',
      it: 'I calzini corti {model} {material} restano invisibili nelle sneakers. Il tallone rinforzato e il bordo elastico impediscono che scivolino. Disponibili in {colours}.',
    },
    {
      fr: 'Légères et respirantes, les socquettes {model} {material} sont faites pour les beaux jours. Leurs coutures plates à la pointe ne se sentent pas. Disponibles en {colours}.',
      de: 'Leicht und atmungsaktiv: Die Sneakersocken {model} {material} sind wie gemacht für warme Tage. Die flachen Zehennähte spürt man nicht. Erhältlich in {colours}.',
      en: 'Light and breathable, the {model} {material} ankle socks are made for warm days. Their flat toe seams cannot be felt. Available in {colours}.',
      it: 'Leggeri e traspiranti, i calzini corti {model} {material} sono pensati per la bella stagione. Le cuciture piatte in punta non si sentono. Disponibili in {colours}.',
    },
  ],
  'crew-sock': [
    {
      fr: 'Les mi-chaussettes {model} {material} se portent au bureau comme le week-end. Leur bord côtelé tient sans serrer. Disponibles en {colours}.',
      de: 'Die Wadensocken {model} {material} passen ins Büro wie ins Wochenende. Der Rippbund sitzt fest, ohne einzuschneiden. Erhältlich in {colours}.',
      en: 'The {model} {material} crew socks work at the office and at the weekend. Their ribbed cuff stays up without pinching. Available in {colours}.',
      it: 'Le calze medie {model} {material} si portano in ufficio come nel fine settimana. Il bordo a coste tiene senza stringere. Disponibili in {colours}.',
    },
    {
      fr: 'Tricotées au Portugal, les mi-chaussettes {model} {material} ont un talon et une pointe renforcés pour durer. Lavables en machine à 30 °C. Disponibles en {colours}.',
      de: 'Die in Portugal gestrickten Wadensocken {model} {material} haben eine verstärkte Ferse und Spitze und halten lange. Waschbar bei 30 °C. Erhältlich in {colours}.',
      en: 'Knitted in Portugal, the {model} {material} crew socks have a reinforced heel and toe so they last. Machine washable at 30 °C. Available in {colours}.',
      it: 'Lavorate a maglia in Portogallo, le calze medie {model} {material} hanno tallone e punta rinforzati per durare a lungo. Lavabili in lavatrice a 30 °C. Disponibili in {colours}.',
    },
  ],
  'cosy-sock': [
    {
      fr: 'Épaisses et moelleuses, les chaussettes cocooning {model} {material} sont parfaites pour les soirées sous le plaid. Des picots antidérapants sous la plante évitent les glissades. Disponibles en {colours}.',
      de: 'Dick und flauschig: Die Kuschelsocken {model} {material} sind perfekt für Abende unter der Decke. Rutschfeste Noppen an der Sohle verhindern Ausrutscher. Erhältlich in {colours}.',
      en: 'Thick and fluffy, the {model} {material} cosy socks are perfect for evenings under a blanket. Non-slip grips underfoot stop you sliding. Available in {colours}.',
      it: 'Spesse e morbide, le calze da casa {model} {material} sono perfette per le serate sotto il plaid. I puntini antiscivolo sotto la pianta evitano di scivolare. Disponibili in {colours}.',
    },
    {
      fr: 'Les chaussettes cocooning {model} {material} remplacent les chaussons quand il fait froid. Leur revers se replie sur la cheville pour garder la chaleur. Disponibles en {colours}.',
      de: 'Die Kuschelsocken {model} {material} ersetzen an kalten Tagen die Hausschuhe. Der Umschlag lässt sich über den Knöchel legen und hält die Wärme. Erhältlich in {colours}.',
      en: 'The {model} {material} cosy socks stand in for slippers on cold days. Fold the cuff over the ankle to keep the warmth in. Available in {colours}.',
      it: 'Le calze da casa {model} {material} sostituiscono le pantofole nelle giornate fredde. Il risvolto si ripiega sulla caviglia per trattenere il calore. Disponibili in {colours}.',
    },
  ],
  pyjamas: [
    {
      fr: 'Le pyjama {model} {material} se compose d’un haut à manches longues et d’un pantalon à taille élastique. Une coupe ample pour bien dormir. Disponible en {colours}.',
      de: 'Der Schlafanzug {model} {material} besteht aus einem langärmeligen Oberteil und einer Hose mit elastischem Bund. Der lockere Schnitt sorgt für erholsamen Schlaf. Erhältlich in {colours}.',
      en: 'The {model} {material} pyjamas come with a long-sleeved top and trousers with an elasticated waist. A relaxed fit for a good night’s sleep. Available in {colours}.',
      it: 'Il pigiama {model} {material} è composto da una maglia a maniche lunghe e da pantaloni con elastico in vita. Una vestibilità comoda per dormire bene. Disponibile in {colours}.',
    },
    {
      fr: 'Doux dès le premier lavage, le pyjama {model} {material} devient vite le préféré de la maison. Boutons nacrés et passepoil contrasté. Disponible en {colours}.',
      de: 'Der Schlafanzug {model} {material} ist schon nach der ersten Wäsche herrlich weich und wird schnell zum Lieblingsstück. Mit Perlmuttknöpfen und Kontrastpaspeln. Erhältlich in {colours}.',
      en: 'Soft from the very first wash, the {model} {material} pyjamas soon become a household favourite. Mother-of-pearl buttons and contrast piping. Available in {colours}.',
      it: 'Morbido fin dal primo lavaggio, il pigiama {model} {material} diventa presto il preferito di casa. Bottoni in madreperla e profili a contrasto. Disponibile in {colours}.',
    },
  ],
  robe: [
    {
      fr: 'Après la douche ou le dimanche matin, le peignoir {model} {material} vous enveloppe de douceur. Ceinture assortie et deux poches plaquées. Disponible en {colours}.',
      de: 'Ob nach der Dusche oder am Sonntagmorgen: Der Bademantel {model} {material} hüllt Sie weich ein. Mit passendem Gürtel und zwei aufgesetzten Taschen. Erhältlich in {colours}.',
      en: 'After a shower or on a lazy Sunday morning, the {model} {material} dressing gown wraps you in softness. Matching belt and two patch pockets. Available in {colours}.',
      it: 'Dopo la doccia o la domenica mattina, la vestaglia {model} {material} ti avvolge di morbidezza. Cintura coordinata e due tasche applicate. Disponibile in {colours}.',
    },
    {
      fr: 'Le peignoir {model} {material} a un col châle et descend à mi-mollet pour garder la chaleur. Il passe en machine sans perdre sa tenue. Disponible en {colours}.',
      de: 'Der Bademantel {model} {material} hat einen Schalkragen und reicht bis zur Wade, damit Sie nicht frieren. Er ist waschmaschinenfest und bleibt in Form. Erhältlich in {colours}.',
      en: 'The {model} {material} dressing gown has a shawl collar and falls to mid-calf to keep you warm. It goes in the washing machine and keeps its shape. Available in {colours}.',
      it: 'La vestaglia {model} {material} ha il collo a scialle e arriva a metà polpaccio per tenerti al caldo. Si lava in lavatrice senza perdere la forma. Disponibile in {colours}.',
    },
  ],
  sweater: [
    {
      fr: 'Tricoté en grosse maille, le pull {model} {material} tient chaud sans peser. Col rond et poignets côtelés. Disponible en {colours}.',
      de: 'Der grob gestrickte Pullover {model} {material} wärmt, ohne schwer zu sein. Mit Rundhalsausschnitt und Rippbündchen. Erhältlich in {colours}.',
      en: 'Knitted in a chunky gauge, the {model} {material} jumper is warm without feeling heavy. Crew neck and ribbed cuffs. Available in {colours}.',
      it: 'Lavorato a maglia grossa, il maglione {model} {material} è caldo senza essere pesante. Girocollo e polsini a coste. Disponibile in {colours}.',
    },
    {
      fr: 'Le pull {model} {material} se porte sur une chemise comme sur un t-shirt. Sa coupe droite convient à toutes les silhouettes. Disponible en {colours}.',
      de: 'Der Pullover {model} {material} passt über ein Hemd ebenso wie über ein T-Shirt. Der gerade Schnitt steht jeder Figur. Erhältlich in {colours}.',
      en: 'The {model} {material} jumper goes over a shirt as easily as over a T-shirt. Its straight cut suits every figure. Available in {colours}.',
      it: 'Il maglione {model} {material} si porta sopra una camicia come sopra una t-shirt. Il taglio dritto valorizza ogni figura. Disponibile in {colours}.',
    },
  ],
  tshirt: [
    {
      fr: 'Le t-shirt {model} {material} est doux et ne gratte pas. Idéal pour traîner à la maison ou pour dormir. Disponible en {colours}.',
      de: 'Das T-Shirt {model} {material} ist angenehm weich und kratzt nicht. Ideal für gemütliche Tage zu Hause oder zum Schlafen. Erhältlich in {colours}.',
      en: 'The {model} {material} T-shirt is soft and never itchy. Ideal for lazy days at home or for sleeping in. Available in {colours}.',
      it: 'La t-shirt {model} {material} è morbida e non pizzica. Ideale per le giornate in casa o per dormire. Disponibile in {colours}.',
    },
    {
      fr: 'Col rond, manches courtes et coutures renforcées\u00a0: le t-shirt {model} {material} garde sa forme lavage après lavage. Disponible en {colours}.',
      de: 'Rundhalsausschnitt, kurze Ärmel und verstärkte Nähte: Das T-Shirt {model} {material} bleibt Wäsche für Wäsche in Form. Erhältlich in {colours}.',
      en: 'Crew neck, short sleeves and reinforced seams: the {model} {material} T-shirt keeps its shape wash after wash. Available in {colours}.',
      it: 'Girocollo, maniche corte e cuciture rinforzate: la t-shirt {model} {material} mantiene la forma lavaggio dopo lavaggio. Disponibile in {colours}.',
    },
  ],
}
