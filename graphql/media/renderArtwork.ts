import { COLOURS } from '../db/seed/vocabulary.ts'
import { ARTWORK_SIZES, type ArtworkSize, type ArtworkVariant } from './artworkUrls.ts'

const BACKGROUNDS: Record<ArtworkVariant, string> = { default: '#fff3ed', men: '#e8eef7', women: '#f9e9ef', child: '#eef7e8' }
const GREY = '#8a8f98'

const SHAPES: Record<string, (fill: string) => string> = {
  slipper: (fill) => `<path d="M120 620c0-120 110-200 260-200h300c120 0 200 80 200 170v30c0 40-30 60-70 60H190c-40 0-70-25-70-60z" fill="${fill}"/><path d="M380 420c40-80 150-100 230-40" stroke="#fff" stroke-width="18" fill="none" opacity=".5"/>`,
  sock: (fill) => `<path d="M380 180h200v360c0 60-20 100-70 140l-110 80c-60 45-150 10-150-70 0-40 20-70 60-95l70-50z" fill="${fill}"/><rect x="380" y="180" width="200" height="60" fill="#fff" opacity=".35"/>`,
  clothing: (fill) => `<path d="M330 200l-150 90 60 120 70-30v400h380V380l70 30 60-120-150-90c-20 50-70 80-170 80s-150-30-170-80z" fill="${fill}"/>`,
  banner: (fill) => `<rect x="80" y="240" width="840" height="520" rx="40" fill="${fill}"/><circle cx="760" cy="380" r="70" fill="#fff" opacity=".4"/>`,
  placeholder: (fill) => `<rect x="260" y="300" width="480" height="400" rx="30" fill="none" stroke="${fill}" stroke-width="24"/><circle cx="420" cy="440" r="50" fill="${fill}"/>`,
}

const SUBJECT_SHAPES: Record<string, string> = {
  mule: 'slipper', bootie: 'slipper', moccasin: 'slipper', 'ankle-sock': 'sock', 'crew-sock': 'sock', 'cosy-sock': 'sock',
  pyjamas: 'clothing', robe: 'clothing', sweater: 'clothing', banner: 'banner', placeholder: 'placeholder',
}

const AUDIENCE_MARKS: Record<ArtworkVariant, string> = {
  default: '',
  men: '<rect x="60" y="60" width="120" height="24" rx="12" fill="#408fdb"/>',
  women: '<circle cx="120" cy="72" r="22" fill="#e89bb5"/>',
  child: '<path d="M96 90l24-44 24 44z" fill="#3f7d4e"/>',
}

/** Whether a subject has artwork (product kinds, banners, the placeholder). */
export function isArtworkSubject(subject: string): boolean {
  return subject in SUBJECT_SHAPES
}

/**
 * Draws a product or banner picture as SVG from its subject, colour, audience variant and
 * size: a flat silhouette in the colour on the audience's background tint.
 */
export function renderArtwork(subject: string, colourCode: string, variant: ArtworkVariant, size: ArtworkSize): string {
  const fill = COLOURS.find((colour) => colour.code === colourCode)?.hex ?? GREY
  const shape = SHAPES[SUBJECT_SHAPES[subject] ?? 'placeholder'] as (fill: string) => string
  const pixels = ARTWORK_SIZES[size]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 1000 1000" role="img"><rect width="1000" height="1000" fill="${BACKGROUNDS[variant]}"/>${shape(fill)}${AUDIENCE_MARKS[variant]}</svg>`
}
