import type { ShopContext } from '../../context.ts'
import type { ReturnAttribute } from '../../generated/resolverTypes.ts'

const LABELS = {
  reason: { fr: 'Motif du retour', de: 'Rückgabegrund', en: 'Reason for return', it: 'Motivo del reso' },
  condition: { fr: 'État de l’article', de: 'Zustand des Artikels', en: 'Item condition', it: 'Condizione dell’articolo' },
  comment: { fr: 'Commentaire', de: 'Kommentar', en: 'Comment', it: 'Commento' },
  opened: { fr: 'Article ouvert', de: 'Artikel geöffnet', en: 'Item opened', it: 'Articolo aperto' },
} as const

/** `returnAttributes`: the fields of the return form, one of each kind. */
export function returnAttributes(_: unknown, __: unknown, context: ShopContext): ReturnAttribute[] {
  const label = (code: keyof typeof LABELS) => LABELS[code][context.language]
  return [
    { code: 'reason', label: label('reason'), required: true, kind: 'SELECT', options: ['wrong_size', 'damaged', 'not_as_described', 'changed_mind'] },
    { code: 'condition', label: label('condition'), required: true, kind: 'TEXT_FIELD', options: [] },
    { code: 'comment', label: label('comment'), required: false, kind: 'TEXT_AREA', options: [] },
    { code: 'opened', label: label('opened'), required: false, kind: 'BOOLEAN', options: [] },
  ]
}
