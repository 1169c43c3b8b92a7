import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Language } from '../tables.ts'
import { LANGUAGES } from './languages.ts'
import { downloadStoragePath } from '../../domain/downloads/downloadStorage.ts'
import { BRAND_DOMAIN } from '../../config/shopConfig.ts'

/** One seeded file in one language: its title, the name it downloads as, and its text (a heading, then paragraphs). */
interface SeedFileText {
  title: string
  fileName: string
  body: readonly string[]
}

/** A file the seeded downloadable products sell, in every language. */
export interface DownloadableSeedFile {
  storageKey(language: Language): string
  texts: Record<Language, SeedFileText>
}

const seedFile = (slug: string, texts: Record<Language, SeedFileText>): DownloadableSeedFile => ({
  storageKey: (language) => `seed/${slug}.${language}.pdf`,
  texts,
})

/** The files of the seeded patterns and guides (short, real instructions). */
export const DOWNLOADABLE_SEED_FILES = {
  slipperSocksPattern: seedFile('house-socks-pattern', {
    fr: {
      title: 'Patron des chaussettes d’intérieur',
      fileName: 'patron-chaussettes-interieur.pdf',
      body: [
        'Laine : 150 g de laine mérinos épaisse, aiguilles 4 mm.',
        'Monter 48 mailles, tricoter 6 cm en côtes 2/2.',
        'Talon : 24 mailles en point mousse sur 5 cm, puis diminuer.',
        'Pied : tricoter en rond jusqu’à 4 cm avant la longueur du pied.',
        'Pointe : diminuer de 4 mailles tous les 2 rangs, fermer en grafting.',
      ],
    },
    de: {
      title: 'Anleitung Stoppersocken',
      fileName: 'anleitung-stoppersocken.pdf',
      body: [
        'Garn: 150 g dicke Merinowolle, Nadeln 4 mm.',
        '48 Maschen anschlagen, 6 cm im Rippenmuster 2/2 stricken.',
        'Ferse: 24 Maschen kraus rechts über 5 cm, dann abnehmen.',
        'Fuß: in Runden stricken bis 4 cm vor der Fußlänge.',
        'Spitze: jede 2. Runde 4 Maschen abnehmen, im Maschenstich schließen.',
      ],
    },
    en: {
      title: 'House socks pattern',
      fileName: 'house-socks-pattern.pdf',
      body: [
        'Yarn: 150 g of chunky merino, 4 mm needles.',
        'Cast on 48 stitches, knit 6 cm of 2x2 rib.',
        'Heel: 24 stitches in garter stitch for 5 cm, then turn.',
        'Foot: knit in the round until 4 cm short of the foot length.',
        'Toe: decrease 4 stitches every other round, close with grafting.',
      ],
    },
    it: {
      title: 'Schema delle calze da casa',
      fileName: 'schema-calze-da-casa.pdf',
      body: [
        'Filato: 150 g di merino grosso, ferri da 4 mm.',
        'Avviare 48 maglie, lavorare 6 cm a coste 2/2.',
        'Tallone: 24 maglie a legaccio per 5 cm, poi girare.',
        'Piede: lavorare in tondo fino a 4 cm dalla lunghezza del piede.',
        'Punta: diminuire 4 maglie ogni 2 giri, chiudere a punto maglia.',
      ],
    },
  }),
  slipperSocksSizes: seedFile('house-socks-sizes', {
    fr: {
      title: 'Grille des tailles',
      fileName: 'grille-des-tailles.pdf',
      body: [
        '35-36 : longueur du pied 22 cm, 44 mailles.',
        '37-38 : longueur du pied 23,5 cm, 48 mailles.',
        '39-41 : longueur du pied 25 cm, 52 mailles.',
        '42-46 : longueur du pied 27 cm, 56 mailles.',
      ],
    },
    de: {
      title: 'Größentabelle',
      fileName: 'groessentabelle.pdf',
      body: [
        '35-36: Fußlänge 22 cm, 44 Maschen.',
        '37-38: Fußlänge 23,5 cm, 48 Maschen.',
        '39-41: Fußlänge 25 cm, 52 Maschen.',
        '42-46: Fußlänge 27 cm, 56 Maschen.',
      ],
    },
    en: {
      title: 'Size chart',
      fileName: 'size-chart.pdf',
      body: [
        '35-36: foot length 22 cm, 44 stitches.',
        '37-38: foot length 23.5 cm, 48 stitches.',
        '39-41: foot length 25 cm, 52 stitches.',
        '42-46: foot length 27 cm, 56 stitches.',
      ],
    },
    it: {
      title: 'Tabella delle taglie',
      fileName: 'tabella-delle-taglie.pdf',
      body: [
        '35-36: lunghezza del piede 22 cm, 44 maglie.',
        '37-38: lunghezza del piede 23,5 cm, 48 maglie.',
        '39-41: lunghezza del piede 25 cm, 52 maglie.',
        '42-46: lunghezza del piede 27 cm, 56 maglie.',
      ],
    },
  }),
  babyBootiesPattern: seedFile('baby-booties-pattern', {
    fr: {
      title: 'Patron des chaussons de bébé',
      fileName: 'patron-chaussons-bebe.pdf',
      body: [
        'Laine : 50 g de laine bébé, crochet 3,5 mm.',
        'Semelle : 12 mailles en l’air, 4 tours de mailles serrées en ovale.',
        'Côtés : 4 tours de brides sans augmentation.',
        'Dessus : 6 diminutions au centre, puis 3 tours de mailles serrées.',
        'Passer un cordon au-dessus de la cheville.',
      ],
    },
    de: {
      title: 'Anleitung Babyschühchen',
      fileName: 'anleitung-babyschuehchen.pdf',
      body: [
        'Garn: 50 g Babywolle, Häkelnadel 3,5 mm.',
        'Sohle: 12 Luftmaschen, 4 Runden feste Maschen im Oval.',
        'Seiten: 4 Runden Stäbchen ohne Zunahmen.',
        'Oberteil: 6 Abnahmen in der Mitte, dann 3 Runden feste Maschen.',
        'Eine Kordel über dem Knöchel einziehen.',
      ],
    },
    en: {
      title: 'Baby booties pattern',
      fileName: 'baby-booties-pattern.pdf',
      body: [
        'Yarn: 50 g of baby wool, 3.5 mm hook.',
        'Sole: chain 12, 4 rounds of double crochet in an oval.',
        'Sides: 4 rounds of treble crochet without increases.',
        'Top: 6 decreases at the centre, then 3 rounds of double crochet.',
        'Thread a cord above the ankle.',
      ],
    },
    it: {
      title: 'Schema delle scarpine da neonato',
      fileName: 'schema-scarpine-neonato.pdf',
      body: [
        'Filato: 50 g di lana baby, uncinetto 3,5 mm.',
        'Suola: 12 catenelle, 4 giri di maglia bassa a ovale.',
        'Lati: 4 giri di maglia alta senza aumenti.',
        'Tomaia: 6 diminuzioni al centro, poi 3 giri di maglia bassa.',
        'Far passare un cordoncino sopra la caviglia.',
      ],
    },
  }),
  woolSlipperCare: seedFile('wool-slipper-care', {
    fr: {
      title: 'Guide d’entretien',
      fileName: 'guide-entretien-chaussons-laine.pdf',
      body: [
        'Aérer vos chaussons après chaque port.',
        'Laver à la main à 30 °C avec un savon pour laine.',
        'Sécher à plat, loin d’un radiateur.',
        'Retirer les bouloches avec un peigne à laine.',
        'Ranger au sec avec un sachet de lavande.',
      ],
    },
    de: {
      title: 'Pflegeratgeber',
      fileName: 'pflegeratgeber-wollhausschuhe.pdf',
      body: [
        'Lüften Sie Ihre Hausschuhe nach jedem Tragen.',
        'Von Hand bei 30 °C mit Wollwaschmittel waschen.',
        'Liegend trocknen, nicht auf der Heizung.',
        'Knötchen mit einem Wollkamm entfernen.',
        'Trocken und mit einem Lavendelsäckchen aufbewahren.',
      ],
    },
    en: {
      title: 'Care guide',
      fileName: 'wool-slipper-care-guide.pdf',
      body: [
        'Air your slippers after each wear.',
        'Hand wash at 30 °C with a wool detergent.',
        'Dry flat, away from radiators.',
        'Remove pilling with a wool comb.',
        'Store dry with a lavender sachet.',
      ],
    },
    it: {
      title: 'Guida alla cura',
      fileName: 'guida-cura-pantofole-lana.pdf',
      body: [
        'Arieggiare le pantofole dopo ogni uso.',
        'Lavare a mano a 30 °C con un detersivo per lana.',
        'Asciugare in piano, lontano dai termosifoni.',
        'Togliere i pallini con un pettine per lana.',
        'Riporre all’asciutto con un sacchetto di lavanda.',
      ],
    },
  }),
} as const satisfies Record<string, DownloadableSeedFile>

/** Renders one seeded file as a small A4 PDF with pdfkit (the standard Helvetica, which covers the four languages). */
export async function renderSeedFilePdf(text: SeedFileText, language: Language): Promise<Buffer> {
  // pdfkit is loaded by the first document, not at start-up.
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    displayTitle: true,
    info: { Title: text.title, Author: BRAND_DOMAIN },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('Helvetica-Bold').fontSize(20).text(text.title)
  doc.moveDown()
  doc.font('Helvetica').fontSize(12)
  text.body.forEach((line, index) => doc.text(`${index + 1}. ${line}`).moveDown(0.5))
  doc.end()
  return done
}

/**
 * Writes the seeded products' files under `DATA_DIR/downloads` when missing. The database may
 * have been seeded elsewhere (a PostgreSQL server, the tests' template), so the server makes
 * them at start-up rather than the seed. Each file is written to a temporary name, then renamed,
 * so a download never reads half a file.
 */
export async function writeSeedDownloadFiles(dataDir: string): Promise<number> {
  let written = 0
  for (const file of Object.values(DOWNLOADABLE_SEED_FILES)) {
    for (const language of LANGUAGES) {
      const target = downloadStoragePath(dataDir, file.storageKey(language))
      if (!target || existsSync(target)) continue
      await mkdir(path.dirname(target), { recursive: true })
      const temporary = `${target}.${process.pid}.tmp`
      await writeFile(temporary, await renderSeedFilePdf(file.texts[language], language))
      await rename(temporary, target)
      written += 1
    }
  }
  return written
}
