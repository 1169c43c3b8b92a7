import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'
import { Breadcrumbs } from '../../../components/navigation/Breadcrumbs.tsx'
import { ListingView } from '../../../components/listing/ListingView.tsx'
import { Island } from '../../../components/island/Island.tsx'
import { CmsImage } from '../../../components/cms/CmsImage.tsx'
import { RecentlyViewed } from '../../../components/recentlyViewed/RecentlyViewed.island.tsx'
import type { CategoryPageData } from './+data.ts'

const description = css`
  max-width: 72rem;
  margin: -1.6rem 0 2.4rem;
`

// A strip, not the square rendition whole: on a phone a square would push every product below the fold.
const banner = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 1;
  max-height: 24rem;
  margin: 0 0 2.4rem;
  object-fit: cover;
`

/**
 * A category: trail, heading, description, its picture when it has one (a banner above the
 * listing, loaded at once: it is above the fold) and its product listing (on its own route or
 * the catch-all).
 */
export function CategoryView({ data }: { data: CategoryPageData }) {
  const { category, query, breadcrumbs } = data
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <PageHeading>{category.name}</PageHeading>
      {category.description ? <p className={description}>{category.description}</p> : null}
      {category.image ? (
        <CmsImage
          media={category.image}
          sizes="(min-width: 1280px) 1200px, 100vw"
          priority
          className={banner}
        />
      ) : null}
      <ListingView
        listing={category.products}
        query={query}
        path={category.path}
        gender={category.gender}
        pictureAbove={category.image !== null && category.image !== undefined}
        dataLayerList={{ id: `category_${category.id}`, name: category.name, category: category.name }}
        defaultSortLabel={<Trans>Recommended</Trans>}
        empty={
          <EmptyState>
            <Trans>This category has no products yet.</Trans>
          </EmptyState>
        }
      />
      <Island of={RecentlyViewed} props={{}} hydrate="visible" hydrateIf="recentlyViewed" />
    </>
  )
}
