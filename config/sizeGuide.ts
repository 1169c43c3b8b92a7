import type { LabelLanguage } from './stores.ts'

/** File name of the size guide PDF in each language (the name a download keeps). */
export const SIZE_GUIDE_PDF_NAMES: Record<LabelLanguage, string> = {
  fr: 'guide-des-tailles.pdf',
  de: 'groessentabelle.pdf',
  en: 'size-guide.pdf',
  it: 'guida-alle-taglie.pdf',
}

/**
 * Origin-relative URL of the size guide PDF in `language` (`/media/size-guide.pdf`). It sits
 * beside the other media, outside the store base, like the artwork; links to it open in a new tab.
 */
export function sizeGuidePdfPath(language: LabelLanguage): string {
  return `/media/${SIZE_GUIDE_PDF_NAMES[language]}`
}
