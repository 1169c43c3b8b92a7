/** A stored CMS page or block, as far as its resolvers read it. */
export type CmsRow = {
  identifier: string
  content: string
  content_wysiwyg: unknown
  url_key?: string
  meta_title?: string
  meta_description?: string
} & Record<string, unknown>
