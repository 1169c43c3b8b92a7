import { ARTWORK_SIZES } from './artworkUrls.ts'
import type { ArtworkSrcset } from './artworkUrls.ts'
import { pictureFileName } from './pictureRenditions.ts'

/** Root-relative path under which the app serves uploaded pictures' renditions. */
export const UPLOADED_PICTURE_ROUTE_PREFIX = '/media/uploads/'

/** The id a CMS widget stores for an uploaded product picture (`product_picture.id`), as the shop's Media names it. */
export const PRODUCT_PICTURE_MEDIA = /^upload-(\d{1,9})$/

/**
 * URL of one rendition of an uploaded picture: `<base><hash>-<width>.<format>`, the base being
 * the shop's `/media/uploads/` route or a bucket's public URL (`MEDIA_S3_PUBLIC_URL`).
 */
export function uploadedPictureUrl(
  hash: string,
  width: number,
  format: 'avif' | 'webp' = 'webp',
  base: string = UPLOADED_PICTURE_ROUTE_PREFIX,
): string {
  return `${base}${pictureFileName(hash, width, format)}`
}

/**
 * The srcset of an uploaded picture in the artwork's shape: its WebP renditions (what every
 * browser's `<img srcset>` shows), the same for every audience since a photograph has no
 * gendered variants.
 */
export function uploadedPictureSrcset(
  hash: string,
  base: string = UPLOADED_PICTURE_ROUTE_PREFIX,
): ArtworkSrcset {
  const small = uploadedPictureUrl(hash, ARTWORK_SIZES.small, 'webp', base)
  const medium = uploadedPictureUrl(hash, ARTWORK_SIZES.medium, 'webp', base)
  const large = uploadedPictureUrl(hash, ARTWORK_SIZES.large, 'webp', base)
  return {
    small,
    medium,
    large,
    menSmall: small,
    menMedium: medium,
    menLarge: large,
    womenSmall: small,
    womenMedium: medium,
    womenLarge: large,
    childSmall: small,
    childMedium: medium,
    childLarge: large,
  }
}
