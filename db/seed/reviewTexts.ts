import type { Language } from '../tables.ts'
import type { Family } from './vocabulary.ts'

/** A review as a shopper wrote it, with the rating that goes with its words. */
export interface ReviewText {
  rating: number
  title: string
  /** Rich text, as the review form stores it. */
  comment: string
}

/** First names of reviewers, per language of their review. */
export const REVIEW_AUTHORS: Record<Language, readonly string[]> = {
  fr: ['Camille', 'Hugo', 'Léa', 'Julien', 'Manon', 'Nicolas', 'Chloé', 'Thomas', 'Inès', 'Mathieu'],
  de: ['Lena', 'Jonas', 'Anna', 'Lukas', 'Sophie', 'Felix', 'Marie', 'Paul', 'Hannah', 'Tobias'],
  en: ['Oliver', 'Emma', 'Harry', 'Amelia', 'George', 'Isla', 'Jack', 'Poppy', 'Freya', 'Alfie'],
  it: ['Giulia', 'Marco', 'Sofia', 'Luca', 'Chiara', 'Matteo', 'Francesca', 'Alessandro', 'Elena', 'Davide'],
}

/** Believable review texts per family and language, from delighted to lukewarm. */
export const REVIEW_TEXTS: Record<Family['code'], Record<Language, readonly ReviewText[]>> = {
  slippers: {
    fr: [
      {
        rating: 5,
        title: 'Très confortables',
        comment:
          '<p>Ces chaussons sont chauds et <strong>doux</strong>, je les porte tous les soirs en rentrant du travail.</p>',
      },
      {
        rating: 5,
        title: 'Parfaits pour l’hiver',
        comment: '<p>Plus jamais les pieds froids sur le carrelage. La semelle ne glisse pas du tout.</p>',
      },
      {
        rating: 4,
        title: 'Bonne qualité',
        comment:
          '<p>Finitions soignées. Ces chaussons taillent un peu grand, j’aurais dû prendre la pointure en dessous.</p>',
      },
      {
        rating: 4,
        title: 'Cadeau réussi',
        comment: '<p>Un cadeau de Noël pour mon père : il ne les quitte plus.</p>',
      },
      {
        rating: 3,
        title: 'Correct',
        comment: '<p>Agréables à porter, mais la couleur est un peu plus foncée que sur la photo.</p>',
      },
    ],
    de: [
      {
        rating: 5,
        title: 'Super bequem',
        comment: '<p>Passen perfekt und halten schön warm. Ich trage sie jeden Abend.</p>',
      },
      {
        rating: 5,
        title: 'Endlich warme Füße',
        comment: '<p>Die Sohle ist rutschfest, auch auf unseren Holzdielen. Klare Kaufempfehlung!</p>',
      },
      {
        rating: 4,
        title: 'Gute Verarbeitung',
        comment:
          '<p>Sauber genäht und angenehm weich. Fallen etwas groß aus, lieber eine Nummer kleiner bestellen.</p>',
      },
      {
        rating: 4,
        title: 'Schönes Geschenk',
        comment: '<p>Für meine Mutter gekauft, sie ist begeistert. Lieferung kam schnell.</p>',
      },
      {
        rating: 3,
        title: 'In Ordnung',
        comment: '<p>Bequem, aber nach ein paar Wochen etwas ausgetreten.</p>',
      },
    ],
    en: [
      {
        rating: 5,
        title: 'Lovely quality',
        comment: '<p>Well made and true to size. I would buy them again.</p>',
      },
      {
        rating: 5,
        title: 'So cosy',
        comment:
          '<p>My feet have not been cold once since I got these. The sole grips well on our tiled kitchen floor.</p>',
      },
      {
        rating: 4,
        title: 'Really comfortable',
        comment:
          '<p>Soft inside and nicely finished. They come up slightly large, so consider a size down.</p>',
      },
      {
        rating: 4,
        title: 'Great present',
        comment: '<p>Bought them for my dad, who now wears them all day.</p>',
      },
      {
        rating: 3,
        title: 'Fine, not amazing',
        comment: '<p>Comfy enough, but the colour is a little darker than in the picture.</p>',
      },
    ],
    it: [
      {
        rating: 5,
        title: 'Ottimo acquisto',
        comment: '<p>Pantofole morbide e calde, consegna veloce. Le metto ogni sera.</p>',
      },
      {
        rating: 5,
        title: 'Comodità assoluta',
        comment: '<p>Finalmente piedi caldi in casa. La suola non scivola nemmeno sul parquet.</p>',
      },
      {
        rating: 4,
        title: 'Buona qualità',
        comment:
          '<p>Finiture curate e piacevoli da indossare. Vestono un po’ abbondanti, meglio prendere un numero in meno.</p>',
      },
      { rating: 4, title: 'Regalo azzeccato', comment: '<p>Un regalo per mia madre, ne è entusiasta.</p>' },
      {
        rating: 3,
        title: 'Nella media',
        comment: '<p>Piacevoli da portare, ma il colore è più scuro rispetto alla foto.</p>',
      },
    ],
  },
  socks: {
    fr: [
      {
        rating: 5,
        title: 'Enfin des chaussettes qui durent',
        comment: '<p>Après plusieurs lavages, aucun trou et elles ont gardé leur forme.</p>',
      },
      {
        rating: 5,
        title: 'Très douces',
        comment: '<p>Elles ne grattent pas du tout et tiennent bien au mollet.</p>',
      },
      {
        rating: 4,
        title: 'Bon rapport qualité-prix',
        comment: '<p>Agréables à porter toute la journée. J’en ai repris trois paires.</p>',
      },
      {
        rating: 4,
        title: 'Jolies couleurs',
        comment: '<p>Les couleurs sont gaies et ne déteignent pas au lavage.</p>',
      },
      { rating: 3, title: 'Un peu fines', comment: '<p>Confortables, mais un peu fines pour l’hiver.</p>' },
    ],
    de: [
      {
        rating: 5,
        title: 'Halten ewig',
        comment: '<p>Nach vielen Wäschen noch wie neu, keine Löcher an der Ferse.</p>',
      },
      {
        rating: 5,
        title: 'Sehr angenehm',
        comment: '<p>Kratzen überhaupt nicht und rutschen nicht herunter.</p>',
      },
      {
        rating: 4,
        title: 'Gutes Preis-Leistungs-Verhältnis',
        comment: '<p>Den ganzen Tag bequem. Habe gleich noch drei Paar nachbestellt.</p>',
      },
      {
        rating: 4,
        title: 'Schöne Farben',
        comment: '<p>Die Farben sind kräftig und färben beim Waschen nicht ab.</p>',
      },
      { rating: 3, title: 'Etwas dünn', comment: '<p>Bequem, aber für den Winter etwas zu dünn.</p>' },
    ],
    en: [
      {
        rating: 5,
        title: 'Finally socks that last',
        comment: '<p>Plenty of washes later, no holes and they still keep their shape.</p>',
      },
      { rating: 5, title: 'Beautifully soft', comment: '<p>Not itchy at all and they stay up all day.</p>' },
      {
        rating: 4,
        title: 'Good value',
        comment: '<p>Comfortable from morning to night. I have ordered three more pairs.</p>',
      },
      {
        rating: 4,
        title: 'Cheerful colours',
        comment: '<p>Bright colours that did not run in the wash.</p>',
      },
      { rating: 3, title: 'A bit thin', comment: '<p>Comfortable, but rather thin for winter.</p>' },
    ],
    it: [
      {
        rating: 5,
        title: 'Finalmente calze che durano',
        comment: '<p>Dopo tanti lavaggi nessun buco e la forma è rimasta perfetta.</p>',
      },
      {
        rating: 5,
        title: 'Morbidezza incredibile',
        comment: '<p>Non pizzicano per niente e restano su tutto il giorno.</p>',
      },
      {
        rating: 4,
        title: 'Ottimo rapporto qualità-prezzo',
        comment: '<p>Comfort per tutto il giorno. Ne ho ordinate altre tre paia.</p>',
      },
      { rating: 4, title: 'Colori allegri', comment: '<p>Colori vivaci che non stingono in lavatrice.</p>' },
      {
        rating: 3,
        title: 'Un po’ sottili',
        comment: '<p>Piacevoli da portare, ma un po’ troppo sottili per l’inverno.</p>',
      },
    ],
  },
  clothing: {
    fr: [
      {
        rating: 5,
        title: 'Tissu très agréable',
        comment: '<p>Doux sur la peau et de bonne tenue après lavage.</p>',
      },
      {
        rating: 5,
        title: 'Coupe parfaite',
        comment: '<p>Taille normalement, j’ai pris ma taille habituelle et c’est parfait.</p>',
      },
      {
        rating: 4,
        title: 'Très bien',
        comment: '<p>Confortable et joli. Les manches sont un peu longues pour moi.</p>',
      },
      {
        rating: 4,
        title: 'Idéal pour les soirées',
        comment: '<p>Je le porte dès que je rentre à la maison, on s’y sent bien.</p>',
      },
      {
        rating: 3,
        title: 'Correct sans plus',
        comment: '<p>Le tissu a un peu rétréci au premier lavage.</p>',
      },
    ],
    de: [
      {
        rating: 5,
        title: 'Toller Stoff',
        comment: '<p>Weich auf der Haut und auch nach dem Waschen noch in Form.</p>',
      },
      {
        rating: 5,
        title: 'Passt perfekt',
        comment: '<p>Fällt normal aus, ich habe meine übliche Größe genommen.</p>',
      },
      {
        rating: 4,
        title: 'Sehr schön',
        comment: '<p>Bequem und hübsch, nur die Ärmel sind für mich etwas lang.</p>',
      },
      {
        rating: 4,
        title: 'Ideal für gemütliche Abende',
        comment: '<p>Ziehe ich an, sobald ich nach Hause komme.</p>',
      },
      {
        rating: 3,
        title: 'Ganz okay',
        comment: '<p>Der Stoff ist bei der ersten Wäsche etwas eingelaufen.</p>',
      },
    ],
    en: [
      {
        rating: 5,
        title: 'Gorgeous fabric',
        comment: '<p>Soft against the skin and still in shape after washing.</p>',
      },
      {
        rating: 5,
        title: 'Perfect fit',
        comment: '<p>True to size: I ordered my usual size and it fits perfectly.</p>',
      },
      {
        rating: 4,
        title: 'Very nice',
        comment: '<p>Comfortable and pretty, although the sleeves are a little long for me.</p>',
      },
      {
        rating: 4,
        title: 'Ideal for evenings in',
        comment: '<p>The first thing I put on when I get home.</p>',
      },
      { rating: 3, title: 'It is fine', comment: '<p>The fabric shrank slightly in the first wash.</p>' },
    ],
    it: [
      {
        rating: 5,
        title: 'Tessuto piacevolissimo',
        comment: '<p>Il tessuto è morbido sulla pelle e mantiene la forma anche dopo il lavaggio.</p>',
      },
      {
        rating: 5,
        title: 'Vestibilità perfetta',
        comment: '<p>Veste regolare: ho preso la mia solita taglia e va benissimo.</p>',
      },
      {
        rating: 4,
        title: 'Molto bello',
        comment: '<p>Tessuto comodo e bel colore, solo le maniche sono un po’ lunghe per me.</p>',
      },
      {
        rating: 4,
        title: 'Ideale per le serate in casa',
        comment: '<p>È la prima cosa che indosso appena rientro a casa.</p>',
      },
      { rating: 3, title: 'Discreto', comment: '<p>Il tessuto si è ristretto un po’ al primo lavaggio.</p>' },
    ],
  },
}
