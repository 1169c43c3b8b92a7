import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

describe('gift card form', () => {
  it('lists the seven am_giftcard fields by id, the message alone optional, the recipient e-mail from the sender e-mail', async () => {
    const { body } = await postGraphql(
      app,
      '{ giftCardForm { id code label type required defaultFrom } }',
      {},
      '/de',
    )
    const fields = body.data?.giftCardForm as Array<{
      id: string
      code: string
      label: string
      type: string
      required: boolean
      defaultFrom: string | null
    }>
    expect(fields.map((field) => field.id)).toEqual(['1', '2', '3', '4', '5', '6', '7'])
    expect(fields.every((field) => field.code.startsWith('am_giftcard_'))).toBe(true)
    expect(fields.map((field) => field.type)).toEqual([
      'TEXT',
      'TEXT',
      'EMAIL',
      'TEXT',
      'EMAIL',
      'TEXTAREA',
      'RADIO',
    ])
    expect(fields.filter((field) => !field.required).map((field) => field.id)).toEqual(['6'])
    expect(fields.find((field) => field.id === '5')?.defaultFrom).toBe('3')
    expect(fields.find((field) => field.id === '6')?.label).toBe('Nachricht')
  })
})
