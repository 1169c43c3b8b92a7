import { createHash } from 'node:crypto'
import type { Metadata } from 'sharp'
import { ARTWORK_SIZES } from './artworkUrls.ts'

/** Largest upload accepted, in bytes (docs/back-office.md#pictures). */
export const PICTURE_MAX_BYTES = 20 * 1024 * 1024

/** Largest picture accepted, in pixels: a small file declaring more is a decompression bomb. */
export const PICTURE_MAX_PIXELS = 40_000_000

/** The widths made at upload: the storefront's srcset widths (the artwork's sizes). */
export const PICTURE_WIDTHS = [ARTWORK_SIZES.small, ARTWORK_SIZES.medium, ARTWORK_SIZES.large] as const

/** The formats each width is stored in: AVIF for `<picture>` sources, WebP for `<img srcset>`. */
export const PICTURE_FORMATS = ['avif', 'webp'] as const

/** One stored format of a rendition. */
export type PictureFormat = (typeof PICTURE_FORMATS)[number]

/** Why an upload is not a picture we take. */
export type PictureRefusal = 'NOT_AN_IMAGE' | 'TOO_MANY_PIXELS'

/** One file to store: its server-made name and content. */
export interface PictureFile {
  name: string
  data: Buffer
}

/** An upload turned into its renditions. */
export interface PictureRenditions {
  /** The first 32 hex digits of the content's SHA-256: the stem of every file's name. */
  hash: string
  /** Intrinsic size in px of the largest rendition. */
  width: number
  height: number
  files: PictureFile[]
}

/** sharp's options for anything uploaded: the pixel limit, and a broken file is an error, not a half picture. */
const INPUT = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' } as const

/** The stored name of a rendition: `<hash>-<width>.<format>`. */
export function pictureFileName(hash: string, width: number, format: PictureFormat): string {
  return `${hash}-${width}.${format}`
}

/** Whether a name is one the server made ({@link pictureFileName}): the only names served or removed. */
export function isPictureFileName(name: string): boolean {
  return /^[0-9a-f]{32}-(300|600|1200)\.(avif|webp)$/.test(name)
}

/** sharp (libvips, ~15 MB of native code) is loaded by the first upload rather than at start-up. */
async function loadSharp() {
  return (await import('sharp')).default
}

/**
 * What an upload is, read from its content only (never its name or declared type): JPEG, PNG,
 * WebP or AVIF, at most {@link PICTURE_MAX_PIXELS} pixels as its header declares them, before
 * anything is decoded. SVG, HEIC and anything else are refused.
 */
export async function checkPicture(
  content: Buffer,
): Promise<{ ok: true } | { ok: false; error: PictureRefusal }> {
  const sharp = await loadSharp()
  let metadata: Metadata
  try {
    // The header alone, without the pixel limit (sharp would only say "exceeds"): the limit is checked below, by name.
    metadata = await sharp(content, { limitInputPixels: false, failOn: 'error' }).metadata()
  } catch {
    return { ok: false, error: 'NOT_AN_IMAGE' }
  }
  const { format, compression, width, height } = metadata
  const known =
    format === 'jpeg' || format === 'png' || format === 'webp' || (format === 'heif' && compression === 'av1')
  if (!known || !width || !height) return { ok: false, error: 'NOT_AN_IMAGE' }
  if (width * height > PICTURE_MAX_PIXELS) return { ok: false, error: 'TOO_MANY_PIXELS' }
  return { ok: true }
}

/**
 * Makes an upload's renditions once: each of {@link PICTURE_WIDTHS} as AVIF and WebP, turned
 * upright by its EXIF orientation, fitted in a white square (the storefront's pictures are
 * square), without any of its metadata (sharp writes none unless asked). Check it first with
 * {@link checkPicture}; a file sharp cannot decode throws.
 */
export async function renderPicture(content: Buffer): Promise<PictureRenditions> {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 32)
  const sharp = await loadSharp()
  const upright = sharp(content, INPUT).rotate()
  const files = await Promise.all(
    PICTURE_WIDTHS.flatMap((width) =>
      PICTURE_FORMATS.map(async (format) => {
        const resized = upright
          .clone()
          .resize(width, width, { fit: 'contain', background: '#ffffff' })
          .flatten({ background: '#ffffff' })
        const encoded =
          format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80 })
        return { name: pictureFileName(hash, width, format), data: await encoded.toBuffer() }
      }),
    ),
  )
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] as number
  return { hash, width: largest, height: largest, files }
}
