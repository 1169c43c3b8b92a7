// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { rememberProduct } from './recentlyViewedStore.ts'
import { whenRecentlyViewedToShow } from './whenRecentlyViewedToShow.ts'

const product = (sku: string) => ({
  sku,
  name: `Product ${sku}`,
  url: `/en/${sku}`,
  image: `/media/${sku}.jpg`,
  price: { amount: 19.9, currency: 'EUR' },
})

/** The recently viewed island as the server renders it, with its props. */
function island(props: object): HTMLElement {
  const element = document.createElement('shop-island')
  element.innerHTML = `<script type="application/json">${JSON.stringify({ props, identifierPrefix: 'i1-' })}</script>`
  return element
}

describe('whenRecentlyViewedToShow', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.dataset.store = 'b2c_en'
  })

  it('waits while the store has no product to show, then shows once one is viewed', () => {
    const show = vi.fn()
    whenRecentlyViewedToShow(island({}), show)
    expect(show).not.toHaveBeenCalled()
    rememberProduct('b2c_fr', product('SL-1'))
    expect(show).not.toHaveBeenCalled()
    rememberProduct('b2c_en', product('SL-1'))
    rememberProduct('b2c_en', product('SL-2'))
    expect(show).toHaveBeenCalledTimes(1)
  })

  it("does not count the page's own product; shows at once when another is stored", () => {
    rememberProduct('b2c_en', product('SL-1'))
    const onItsPage = vi.fn()
    whenRecentlyViewedToShow(island({ excludeSku: 'SL-1' }), onItsPage)
    expect(onItsPage).not.toHaveBeenCalled()
    const elsewhere = vi.fn()
    whenRecentlyViewedToShow(island({ excludeSku: 'SL-2' }), elsewhere)
    expect(elsewhere).toHaveBeenCalledTimes(1)
  })

  it('waits (and does not throw) on a damaged stored list', () => {
    localStorage.setItem('recently-viewed:b2c_en', '{not json')
    const show = vi.fn()
    whenRecentlyViewedToShow(island({}), show)
    expect(show).not.toHaveBeenCalled()
  })
})
