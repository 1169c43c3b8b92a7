import path from 'node:path'

/** The types of the files downloadable products sell, by extension: what the back office accepts and the download route answers. */
export const DOWNLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
}

/** The type a file is served as, from its clean name's extension (any other: `application/octet-stream`). */
export function downloadContentType(fileName: string): string {
  return DOWNLOAD_CONTENT_TYPES[fileName.toLowerCase().split('.').pop() ?? ''] ?? 'application/octet-stream'
}

/** The folder under the data directory that holds the files downloadable products sell (never served as static files). */
export const DOWNLOADS_FOLDER = 'downloads'

/**
 * Where a storage key's file is on disk, or null for a key that would leave the downloads
 * folder (absolute, `..`, or odd characters): keys come from the database, and a bad row must
 * not open other files.
 */
export function downloadStoragePath(dataDir: string, storageKey: string): string | null {
  if (
    !/^[a-z0-9][a-z0-9._/-]{0,199}$/.test(storageKey) ||
    storageKey.split('/').some((part) => part === '' || part === '.' || part === '..')
  )
    return null
  const root = path.resolve(dataDir, DOWNLOADS_FOLDER)
  const target = path.resolve(root, storageKey)
  return target.startsWith(`${root}${path.sep}`) ? target : null
}

/**
 * A `Content-Disposition` header for a file: an ASCII fallback name (accents dropped, anything
 * else but letters, digits, dots and dashes made a dash) and the exact UTF-8 name (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii =
    fileName
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'download'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
