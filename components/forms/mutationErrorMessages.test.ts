import { describe, expect, it } from 'vitest'
import { buildSchema, type GraphQLEnumType } from 'graphql'
import { createServerI18n } from '../../renderer/i18n/serverI18n.ts'
import { loadTypeDefs } from '../../graphql/schema/typeDefs.ts'
import { MUTATION_ERROR_MESSAGES } from './mutationErrorMessages.ts'

describe('mutation error messages', () => {
  it('has a message for every code of the schema, read in each store language', () => {
    // Read from the built schema: domains add codes with `extend enum`.
    const codes = (buildSchema(loadTypeDefs()).getType('MutationErrorCode') as GraphQLEnumType)
      .getValues()
      .map((value) => value.name)
    expect(Object.keys(MUTATION_ERROR_MESSAGES).sort()).toEqual(codes.sort())
    const english = createServerI18n('en-GB')
    for (const locale of ['de-DE', 'fr-FR', 'it-IT'] as const) {
      const i18n = createServerI18n(locale)
      for (const [code, message] of Object.entries(MUTATION_ERROR_MESSAGES)) {
        expect(i18n._(message), `${locale} ${code}`).not.toBe(english._(message))
      }
    }
    expect(createServerI18n('de-DE')._(MUTATION_ERROR_MESSAGES.SIGN_IN_REQUIRED)).toBe(
      'Bitte melden Sie sich an, um diese Funktion zu nutzen.',
    )
  })
})
