import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { messages as fullGerman } from '../../locales/de-DE/messages.po'
import { islandMessages, islandModuleFiles } from './islandMessages.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('island messages', () => {
  it('follows island imports through the components they use', () => {
    const files = islandModuleFiles(root)
    expect(files).toContain('components/header/StoreSwitcher.island.tsx')
    expect(files).toContain('components/shop/ShopContext.tsx')
    expect(files).not.toContain('components/layout/Footer.tsx')
  })

  it('keeps exactly the compiled messages island code shows, as the full catalogue has them', () => {
    const german = islandMessages(root, 'de-DE')
    const switcherLabel = generateMessageId('Change store, current: {0} – {code}')
    expect(german[switcherLabel]).toEqual(fullGerman[switcherLabel])
    expect(german[generateMessageId('Skip to content')]).toBeUndefined()
    for (const [id, message] of Object.entries(german)) expect(message, id).toEqual(fullGerman[id])
    expect(Object.keys(german).length).toBeLessThan(Object.keys(fullGerman).length / 2)
  })

  it('gives each island only the messages its own code shows', () => {
    const searchBox = islandMessages(root, 'en-GB', 'header/SearchBox')
    const giftCardForm = islandMessages(root, 'en-GB', 'product/GiftCardForm')
    const otherAmount = generateMessageId('Other amount')
    expect(giftCardForm[otherAmount]).toBeDefined()
    expect(searchBox[otherAmount]).toBeUndefined()
    expect(Object.keys(searchBox).length).toBeGreaterThan(0)
    expect(Object.keys(searchBox).length).toBeLessThan(Object.keys(islandMessages(root, 'en-GB')).length)
  })
})
