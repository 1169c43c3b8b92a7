import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { setupI18n } from '@lingui/core'
import { JSDOM } from 'jsdom'
import { resolveStores } from '../../config/stores.ts'
import { toPublicStore } from '../../server/renderShopPage.ts'
import { IslandProviders } from '../island/IslandProviders.tsx'
import { PickupPointList } from './PickupPointList.tsx'
import type { PickupSearchResult } from './pickupLocationsQuery.ts'

const week = (opening: { from: string; to: string }[]) =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
    day,
    opening,
  }))

const RESULT: PickupSearchResult = {
  term: '69002',
  status: 'FOUND',
  origin: { label: '69002 Lyon', latitude: 45.7485, longitude: 4.8271 },
  points: [
    {
      pickup_location_code: 'PP-FR-LYS-02',
      name: 'Tabac des Jacobins',
      street: '4 place des Jacobins',
      postcode: '69002',
      city: 'Lyon',
      country_id: 'FR',
      latitude: 45.76,
      longitude: 4.83,
      distance: 1284,
      opening_hours: week([{ from: '07:00', to: '20:00' }]),
    },
    {
      pickup_location_code: 'PP-FR-LYS-01',
      name: 'Relais Mercière',
      street: '35 rue Mercière',
      postcode: '69002',
      city: 'Lyon',
      country_id: 'FR',
      latitude: 45.76,
      longitude: 4.83,
      distance: 1470,
      opening_hours: week([]),
    },
  ],
}

/** Renders the list as the server does, in the English store (source texts), and parses it. */
function render(result: PickupSearchResult | null, options: { selectedCode?: string; form?: string } = {}) {
  const store = toPublicStore(resolveStores({}, 3000).find((candidate) => candidate.key === 'b2c_en')!)
  const i18n = setupI18n({ locale: 'en-GB', messages: { 'en-GB': {} } })
  const html = renderToStaticMarkup(
    <IslandProviders i18n={i18n} shop={{ store, stores: [store], storePath: '/checkout/' }}>
      <PickupPointList
        result={result}
        selectedCode={options.selectedCode}
        form={options.form}
        searchAction="/en/checkout/"
      />
    </IslandProviders>,
  )
  return new JSDOM(html).window.document
}

describe('PickupPointList without JavaScript', () => {
  it('is a GET search form with a labelled postcode-or-town field that keeps the term', () => {
    const document = render(RESULT)
    const form = document.querySelector('form')!
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/en/checkout/')
    const field = form.querySelector<HTMLInputElement>('input[name=pickupSearch]')!
    expect(field.value).toBe('69002')
    expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Postcode or town')
    expect(form.querySelector('button[type=submit]')?.textContent).toBe('Find pickup points')
  })

  it('lists the points as pickupLocationCode radios with address, distance and opening hours, the chosen one checked', () => {
    const document = render(RESULT, { selectedCode: 'PP-FR-LYS-01', form: 'checkout' })
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[type=radio]')]
    expect(
      radios.map((radio) => [radio.name, radio.value, radio.checked, radio.getAttribute('form')]),
    ).toEqual([
      ['pickupLocationCode', 'PP-FR-LYS-02', false, 'checkout'],
      ['pickupLocationCode', 'PP-FR-LYS-01', true, 'checkout'],
    ])
    expect(document.querySelector(`label[for="${radios[0]!.id}"]`)?.textContent).toBe(
      'Tabac des Jacobins4 place des Jacobins69002 Lyon1.3 km away',
    )
    expect(document.getElementById(radios[1]!.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Monday to SundayClosed',
    )
    expect(document.querySelector('[role=status]')?.textContent).toBe('2 pickup points near 69002 Lyon')
  })

  it('says when the place is unknown, and shows only the form before any search', () => {
    expect(
      render({ term: 'Atlantis', status: 'PLACE_NOT_FOUND', origin: null, points: [] }).querySelector(
        '[role=status]',
      )?.textContent,
    ).toBe('We could not find that place. Try a postcode or the name of a town.')
    const empty = render(null)
    expect(empty.querySelectorAll('input[type=radio]')).toHaveLength(0)
    expect(empty.querySelector('[role=status]')?.textContent).toBe('')
  })
})
