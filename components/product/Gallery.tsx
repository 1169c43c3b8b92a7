import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { colors, media } from '../theme/tokens.ts'
import { gallerySources, type GalleryImage } from './gallerySources.ts'

/** One picture with its responsive sizes (spec §3 Media), gender variants included. */
export const GalleryMediaFragment = graphql(`
  fragment GalleryMedia on Media {
    id
    alt
    srcset {
      small
      medium
      large
      menSmall
      menMedium
      menLarge
      womenSmall
      womenMedium
      womenLarge
      childSmall
      childMedium
      childLarge
    }
  }
`)

/** Pictures of a product: its main image and one per colour variant. */
export const ProductGalleryFragment = graphql(`
  fragment ProductGallery on Product {
    name
    gender
    image {
      ...GalleryMedia
    }
    configurations {
      product {
        image {
          ...GalleryMedia
        }
      }
    }
  }
`)

const gallery = css`
  display: grid;
  gap: 0.8rem;
`

const track = css`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  border-radius: 0.4rem;
  background: ${colors.white};
  &:focus-visible {
    outline: 3px solid ${colors.brandPrimaryText};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`

const slide = css`
  flex: 0 0 100%;
  margin: 0;
  scroll-snap-align: start;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
  }
`

const thumbnails = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    width: 6.4rem;
    height: 6.4rem;
    border: 1px solid ${colors.greyBorder};
    border-radius: 0.4rem;
    overflow: hidden;
  }
  a:hover,
  a:focus-visible {
    border-color: ${colors.brandPrimaryText};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
  ${media.desktop} {
    a {
      width: 8rem;
      height: 8rem;
    }
  }
`

/** Display sizes: full width on phones and tablets, half the page beside the configurator on desktops. */
const SIZES = '(min-width: 1024px) 50vw, 100vw'

/**
 * The product's pictures in a scroll-snap track, with the artwork for the product's gender.
 * Thumbnails are plain anchors to each slide, so they work without JavaScript; only the
 * first picture is loaded eagerly (it is the page's largest paint).
 */
export function Gallery({ product: fragment }: { product: FragmentType<typeof ProductGalleryFragment> }) {
  const { t } = useLingui()
  const product = readFragment(ProductGalleryFragment, fragment)
  const media = [product.image, ...product.configurations.map((configuration) => configuration.product.image)]
  const images = gallerySources(
    product.gender,
    media.map((item) => readFragment(GalleryMediaFragment, item)),
  )
  return (
    <section className={gallery} aria-label={t`Pictures of ${product.name}`}>
      <div className={track} tabIndex={0} role="group" aria-label={t`Pictures, scroll sideways`}>
        {images.map((image, index) => (
          <figure key={image.id} id={`picture-${index + 1}`} className={slide}>
            <Picture image={image} first={index === 0} />
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <ul className={thumbnails} aria-label={t`Choose a picture`}>
          {images.map((image, index) => (
            <li key={image.id}>
              <a
                href={`#picture-${index + 1}`}
                aria-label={t`Picture ${index + 1} of ${images.length}: ${image.alt}`}
              >
                <img src={image.small} alt="" width={80} height={80} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function Picture({ image, first }: { image: GalleryImage; first: boolean }) {
  return (
    <img
      src={image.medium}
      srcSet={`${image.small} 300w, ${image.medium} 600w, ${image.large} 1200w`}
      sizes={SIZES}
      alt={image.alt}
      width={600}
      height={600}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
    />
  )
}
