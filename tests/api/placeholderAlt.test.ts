import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { createGraphqlAgent } from './helpers/graphqlAgent.ts'
import { ensurePlaceholderAlt } from '../../db/seed/ensurePlaceholderAlt.ts'
import { PLACEHOLDER_ALT } from '../../db/seed/media.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

const FORMER = { fr: 'Image à venir', de: 'Bild folgt', en: 'Image coming soon', it: 'Immagine in arrivo' }
const setAlt = (alt: object) =>
  app.shopDatabase.db
    .updateTable('media')
    .set({ alt: JSON.stringify(alt) })
    .where('id', '=', 'placeholder')
    .execute()
const altOf = async (store: string) =>
  (await createGraphqlAgent(app).query('{ medias(ids: ["placeholder"]) { alt } }', {}, { store })).data
    ?.medias[0]?.alt

describe('the placeholder picture’s alt text', () => {
  it('says there is no picture yet, in each language', async () => {
    expect(await altOf('/en')).toBe('No picture yet')
    expect(await altOf('/de')).toBe('Noch kein Bild')
    expect(await altOf('/fr')).toBe('Pas encore de photo')
    expect(await altOf('/it')).toBe('Ancora nessuna foto')
  })

  it('is brought up to date in a database seeded with the former text, and an alt the shop wrote is kept', async () => {
    const db = app.shopDatabase.db
    expect(await ensurePlaceholderAlt(db)).toBe(false)
    await setAlt(FORMER)
    expect(await ensurePlaceholderAlt(db)).toBe(true)
    expect(await altOf('/en')).toBe('No picture yet')
    await setAlt({ ...FORMER, en: 'Our own words' })
    expect(await ensurePlaceholderAlt(db)).toBe(false)
    expect(await altOf('/en')).toBe('Our own words')
    expect(await altOf('/fr')).toBe('Image à venir')
    await setAlt(PLACEHOLDER_ALT)
  })
})
