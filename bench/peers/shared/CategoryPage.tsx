// The category page every peer renders: plain React (no framework API, no hooks, no context), so
// Next.js (server components and 'use client'), React Router and TanStack Start send the same
// markup for the same fixture. `npm run bench:peers` copies this file and the fixture into each
// peer before building it; the peers only wrap it in their own document and data loading.

/** A price as the shop API gives it. */
export interface FixtureMoney {
  amount: number
  currency: string
}

/** A product card's data, as the shop's category page asks for it. */
export interface FixtureProduct {
  sku: string
  name: string
  path: string
  isNew: boolean
  stickers: string[]
  image: { url: string; alt: string; srcset: { small: string; medium: string; large: string } } | null
  finalPrice: FixtureMoney
  referencePrice: FixtureMoney | null
  isInStock: boolean
}

/** A facet with its values and how many products each has. */
export interface FixtureFacet {
  code: string
  label: string
  buckets: Array<{ value: string; label: string; docCount: number }>
}

/** A link of the header's menu, with its children (one level). */
export interface FixtureMenuLink {
  name: string
  path: string
  children: Array<{ name: string; path: string }>
}

/** What `bench/peers/exportFixture.ts` writes to `bench/peers/fixture/category.json`. */
export interface CategoryFixture {
  /** The store's path prefix (`/en`). */
  storePath: string
  category: {
    name: string
    path: string
    description: string
    breadcrumbs: Array<{ name: string; path: string }>
  }
  total: number
  products: FixtureProduct[]
  facets: FixtureFacet[]
  menu: FixtureMenuLink[]
  footerLinks: Array<{ label: string; url: string }>
}

const priceFormats = new Map<string, Intl.NumberFormat>()

function formatPrice({ amount, currency }: FixtureMoney): string {
  let format = priceFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency })
    priceFormats.set(currency, format)
  }
  return format.format(amount)
}

function Header({ data }: { data: CategoryFixture }) {
  return (
    <header className="site-header">
      <a href={`${data.storePath}/`} className="logo">
        Slipper shop
      </a>
      <nav aria-label="Main menu">
        <ul className="menu">
          {data.menu.map((link) => (
            <li key={link.path}>
              <a href={`${data.storePath}${link.path}`}>{link.name}</a>
              {link.children.length > 0 && (
                <ul className="submenu">
                  {link.children.map((child) => (
                    <li key={child.path}>
                      <a href={`${data.storePath}${child.path}`}>{child.name}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <form role="search" method="get" action={`${data.storePath}/search`}>
        <label htmlFor="search-q">Search</label>
        <input id="search-q" name="q" type="search" />
        <button type="submit">Search</button>
      </form>
      <a href={`${data.storePath}/cart`}>Cart</a>
    </header>
  )
}

function Facets({ facets, path }: { facets: FixtureFacet[]; path: string }) {
  return (
    <aside aria-labelledby="listing-filters">
      <h2 id="listing-filters">Filters</h2>
      <details className="filters-toggle">
        <summary>Show filters</summary>
        <div>
          {facets.map((facet) => (
            <details key={facet.code} open={facet.code === 'genre' || undefined}>
              <summary>{facet.label}</summary>
              <ul aria-label={facet.label}>
                {facet.buckets.map((bucket) => (
                  <li key={bucket.value}>
                    <a
                      href={`${path}?${new URLSearchParams([[facet.code, bucket.value]])}`}
                      rel="nofollow"
                      data-facet={facet.code}
                      data-value={bucket.value}
                    >
                      <span aria-hidden="true"></span>
                      <span>{bucket.label}</span>
                      <span className="count">({bucket.docCount})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      </details>
    </aside>
  )
}

function ProductCard({
  product,
  storePath,
  index,
}: {
  product: FixtureProduct
  storePath: string
  index: number
}) {
  // As the shop's cards: "new" is its own badge, "sale" only against a reference price.
  const stickers = product.stickers.filter(
    (sticker) => sticker !== 'new' && (sticker !== 'sale' || product.referencePrice !== null),
  )
  return (
    <li>
      <article className="card">
        <a href={`${storePath}${product.path}`}>
          {product.image && (
            <img
              src={product.image.srcset.small}
              srcSet={`${product.image.srcset.small} 300w, ${product.image.srcset.medium} 600w, ${product.image.srcset.large} 1200w`}
              sizes="(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 45vw"
              width={300}
              height={300}
              alt=""
              loading={index < 4 ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
          <h3 className="card-name">{product.name}</h3>
        </a>
        {(product.isNew || stickers.length > 0) && (
          <ul className="stickers">
            {product.isNew && <li>New</li>}
            {stickers.map((sticker) => (
              <li key={sticker}>{sticker}</li>
            ))}
          </ul>
        )}
        <p className="prices">
          {product.referencePrice && product.referencePrice.amount > product.finalPrice.amount && (
            <s>{formatPrice(product.referencePrice)}</s>
          )}{' '}
          <span>{formatPrice(product.finalPrice)}</span>
        </p>
        {!product.isInStock && <p className="out-of-stock">Out of stock</p>}
      </article>
    </li>
  )
}

function Footer({ data }: { data: CategoryFixture }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Legal">
        <ul>
          {data.footerLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>© Slipper shop</p>
    </footer>
  )
}

/** The body of the category page: header with menu, breadcrumbs, facets, product cards, footer. */
export function CategoryPage({ data }: { data: CategoryFixture }) {
  const path = `${data.storePath}${data.category.path}`
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <Header data={data} />
      <main id="main-content">
        <nav aria-label="Breadcrumbs">
          <ol>
            {data.category.breadcrumbs.map((crumb) => (
              <li key={crumb.path}>
                <a href={`${data.storePath}${crumb.path}`}>{crumb.name}</a>
              </li>
            ))}
            <li aria-current="page">{data.category.name}</li>
          </ol>
        </nav>
        <h1>{data.category.name}</h1>
        {data.category.description && <p>{data.category.description}</p>}
        <div className="listing">
          <Facets facets={data.facets} path={path} />
          <section>
            <p>{data.total} products</p>
            <ul className="grid" aria-label="Products">
              {data.products.map((product, index) => (
                <ProductCard key={product.sku} product={product} storePath={data.storePath} index={index} />
              ))}
            </ul>
          </section>
        </div>
      </main>
      <Footer data={data} />
    </>
  )
}
