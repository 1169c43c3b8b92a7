import { describe, expect, it } from 'vitest'
import { FORM_ACTION_PATHS } from './formRoutes.ts'
import { FORM_ACTIONS } from './shopperRequests.ts'

describe('form routes', () => {
  it('are registered for the path of every form action, and only those', () => {
    expect(FORM_ACTION_PATHS).toEqual(FORM_ACTIONS.map((action) => action.path))
  })
})
