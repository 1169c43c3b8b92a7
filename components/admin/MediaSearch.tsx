import { Plural, Trans } from '@lingui/react/macro'
import { Pager } from './Pager.tsx'
import { button, fieldRow, mediaGrid, panel } from './admin.styles.ts'
import { MEDIA_SEARCH_PARAMS } from './mediaSearchParams.ts'
import type { MediaSearchAnswer } from '../../domain/backoffice/mediaLibrarySearch.ts'

/**
 * The media library's search (docs/back-office.md#content): a GET form on the page's own address
 * (works without JavaScript; the page's other fields are not sent), the pictures found a page at
 * a time, each with its small rendition, the name a picture field takes, its text and its product.
 */
export function MediaSearch({
  answer,
  action,
  withProductPictures,
}: {
  answer: MediaSearchAnswer
  /** The page's address, the search's answers come back to. */
  action: string
  withProductPictures: boolean
}) {
  const hrefOf = (to: number) => {
    const query = new URLSearchParams()
    if (answer.query !== '') query.set(MEDIA_SEARCH_PARAMS.query, answer.query)
    query.set(MEDIA_SEARCH_PARAMS.page, String(to))
    return `${action}?${query}#media-search-heading`
  }
  return (
    <section className={panel}>
      <h2 id="media-search-heading">
        <Trans>Find a picture in the media library</Trans>
      </h2>
      <form
        method="get"
        action={`${action}#media-search-heading`}
        role="search"
        aria-labelledby="media-search-heading"
      >
        <div className={fieldRow}>
          <label htmlFor="media-search">
            {withProductPictures ? (
              <Trans>Part of its name, of its text, of its product’s name or SKU</Trans>
            ) : (
              <Trans>Part of its name or of its text</Trans>
            )}
          </label>
          <input
            id="media-search"
            name={MEDIA_SEARCH_PARAMS.query}
            type="search"
            defaultValue={answer.query}
            aria-describedby="media-search-hint"
          />
          <p id="media-search-hint">
            <Trans>The search reloads this page: save what you typed in its forms first.</Trans>
          </p>
        </div>
        <button className={button} type="submit">
          <Trans>Search pictures</Trans>
        </button>
      </form>
      {answer.found.length === 0 ? (
        <p role="status">
          {answer.totalCount > 0 ? (
            <Trans>This page is past the last page of pictures.</Trans>
          ) : answer.query === '' ? (
            <Trans>The media library has no picture yet.</Trans>
          ) : (
            <Trans>No picture matches “{answer.query}”. Try a shorter part of its name or text.</Trans>
          )}
        </p>
      ) : (
        <>
          <p role="status">
            <Plural value={answer.totalCount} one="# picture found." other="# pictures found." />{' '}
            {withProductPictures ? (
              <Trans>Type a picture’s name into a picture field of the form below.</Trans>
            ) : (
              <Trans>Choose its name in the list of the picture form below.</Trans>
            )}
          </p>
          <ul id="media-search-found" className={mediaGrid}>
            {answer.found.map((media) => (
              <li key={media.id}>
                <img src={media.previewUrl} alt={media.alt} width={120} height={120} loading="lazy" />
                <code>{media.id}</code>
                <span>{media.alt}</span>
                {media.product ? (
                  <span>
                    <Trans>
                      Product {media.product.sku} · {media.product.name}
                    </Trans>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={answer.page} pageSize={answer.pageSize} totalCount={answer.totalCount} hrefOf={hrefOf} />
    </section>
  )
}
