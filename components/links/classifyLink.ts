/** How a link behaves (docs/storefront-rules.md#links). */
export type LinkKind = 'external' | 'plain' | 'internal'

const FILE_EXTENSIONS = new Set([
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'txt',
  'csv',
  'zip',
  'rar',
  '7z',
  'tar',
  'gz',
  'tgz',
  'bz2',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'avif',
  'svg',
  'bmp',
  'tif',
  'tiff',
  'ico',
  'mp3',
  'wav',
  'ogg',
  'flac',
  'aac',
  'm4a',
  'mp4',
  'mov',
  'avi',
  'mkv',
  'webm',
  'm4v',
])

/**
 * Absolute URLs and links to files (images, documents, archives, media) are external,
 * mail and phone links are plain, everything else is an in-app link.
 */
export function classifyLink(href: string): LinkKind {
  if (/^(mailto|tel|sms):/i.test(href)) return 'plain'
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return 'external'
  const path = href.split(/[?#]/)[0] ?? ''
  const extension = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1]?.toLowerCase()
  if (extension && FILE_EXTENSIONS.has(extension)) return 'external'
  return 'internal'
}
