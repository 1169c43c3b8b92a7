import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type PDFDocument from 'pdfkit'
import { PROJECT_ROOT } from '../../config/projectRoot.ts'

/** The names documents use with `doc.font()` once {@link PdfFonts.register} ran. */
export const PDF_FONT = { regular: 'Body', bold: 'Body-Bold' } as const

/** What a character the fonts lack prints as: a visible box, never another letter. */
export const MISSING_GLYPH = '\u25a1'

// Liberation Sans (SIL Open Font License, fonts/LICENSE): Latin, Greek and Cyrillic, metric-compatible with Helvetica.
const FONT_DIR = path.join(PROJECT_ROOT, 'domain', 'pdf', 'fonts')

/** The embedded fonts, loaded by {@link loadPdfFonts}. */
export interface PdfFonts {
  /**
   * Registers the embedded fonts on a pdfkit document: pdfkit subsets them, so a PDF carries only
   * the glyphs it prints (a few kilobytes), and its text extracts as typed (ToUnicode map).
   */
  register(doc: InstanceType<typeof PDFDocument>): void
  /**
   * `text` as the embedded fonts can print it: every character they cover as it is (Łódź, Ελένη,
   * Пловдив), a space they lack (the narrow no-break space of French numbers) as a no-break
   * space, and anything else (emoji, CJK, Arabic…) as one visible box per character a reader sees.
   */
  text(text: string): string
}

let pdfFonts: PdfFonts | undefined

/** The embedded fonts, read and parsed by the first document that needs them rather than at start-up. */
export async function loadPdfFonts(): Promise<PdfFonts> {
  pdfFonts ??= readPdfFonts()
  return pdfFonts
}

function readPdfFonts(): PdfFonts {
  const regular = readFileSync(path.join(FONT_DIR, 'LiberationSans-Regular.ttf'))
  const bold = readFileSync(path.join(FONT_DIR, 'LiberationSans-Bold.ttf'))
  // fontkit is the font engine pdfkit embeds and subsets with; only its glyph look-up is needed here.
  const fontkit = createRequire(import.meta.url)('fontkit') as {
    create(buffer: Buffer): { hasGlyphForCodePoint(codePoint: number): boolean }
  }
  const coverage = [fontkit.create(regular), fontkit.create(bold)]
  const segmenter = new Intl.Segmenter('und', { graphemeClusters: true } as Intl.SegmenterOptions)
  return {
    register(doc) {
      doc.registerFont(PDF_FONT.regular, regular)
      doc.registerFont(PDF_FONT.bold, bold)
    },
    text(text) {
      let out = ''
      for (const { segment } of segmenter.segment(text)) {
        if (
          [...segment].every((char) =>
            coverage.every((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!)),
          )
        )
          out += segment
        else out += /^\s+$/u.test(segment) ? '\u00a0' : MISSING_GLYPH
      }
      return out
    },
  }
}
