import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { colors, media } from '../theme/tokens.ts'
import { AvifPicture } from '../listing/AvifPicture.tsx'
import { avifSrcSet, avifTwin } from '../listing/productImage.ts'
import { gallerySources, type GalleryImage } from './gallerySources.ts'
import { useProductPictureAlt } from './useProductPictureAlt.ts'

/** One picture with its responsive sizes, gender variants included. */
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

/** Pictures of a product: one per colour, its main image when it has none. */
export const ProductGalleryFragment = graphql(`
  fragment ProductGallery on Product {
    name
    gender
    image {
      ...GalleryMedia
    }
    colorImages {
      color
      label
      image {
        ...GalleryMedia
      }
    }
  }
`)

const gallery = css`
  display: grid;
  gap: 0.8rem;
`

const track = css`
  position: relative;
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
 * The product's pictures in a scroll-snap track, one per colour with the artwork for the
 * product's gender, the selected colour first. Each slide names its colour
 * (`data-gallery-color`) so the configurator can bring it into view when the shopper picks
 * that colour. Thumbnails are plain anchors to each slide, so they work without JavaScript;
 * only the first picture is loaded eagerly (it is the page's largest paint).
 */
export function Gallery({
  product: fragment,
  selectedColor,
}: {
  product: FragmentType<typeof ProductGalleryFragment>
  /** Colour code the page was asked for (`?color=`), shown first. */
  selectedColor?: string | null
}) {
  const { t } = useLingui()
  const product = readFragment(ProductGalleryFragment, fragment)
  const pictures =
    product.colorImages.length > 0
      ? product.colorImages.map(({ color, label, image }) => ({
          color,
          label,
          media: readFragment(GalleryMediaFragment, image),
        }))
      : [{ color: null, label: null, media: readFragment(GalleryMediaFragment, product.image) }]
  const images = gallerySources(product.gender, pictures, selectedColor)
  const alt = useProductPictureAlt(product.name, product.gender)
  return (
    <section className={gallery} aria-label={t`Pictures of ${product.name}`}>
      <div className={track} tabIndex={0} role="group" aria-label={t`Pictures, scroll sideways`}>
        {images.map((image, index) => (
          <figure
            key={image.id}
            id={`picture-${index + 1}`}
            className={slide}
            data-gallery-color={image.color ?? undefined}
          >
            <Picture image={image} alt={alt(image)} first={index === 0} />
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <ul className={thumbnails} aria-label={t`Choose a picture`}>
          {images.map((image, index) => (
            <li key={image.id}>
              <a
                href={`#picture-${index + 1}`}
                aria-label={t`Picture ${index + 1} of ${images.length}: ${alt(image)}`}
              >
                <AvifPicture avifSrcSet={avifTwin(image.small)}>
                  <img src={image.small} alt="" width={80} height={80} loading="lazy" decoding="async" />
                </AvifPicture>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function Picture({ image, alt, first }: { image: GalleryImage; alt: string; first: boolean }) {
  return (
    <AvifPicture avifSrcSet={avifSrcSet(image)} sizes={SIZES}>
      <img
        src={image.medium}
        srcSet={`${image.small} 300w, ${image.medium} 600w, ${image.large} 1200w`}
        sizes={SIZES}
        alt={alt}
        width={600}
        height={600}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
    </AvifPicture>
  )
}
