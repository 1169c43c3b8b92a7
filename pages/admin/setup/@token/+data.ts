// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { newTotpSecret, totpUri } from '../../../../domain/staff/secondFactor.ts'
import { staffOfSetupToken } from '../../../../domain/staff/staffAccounts.ts'

/**
 * The staff member the link is for, and the TOTP secret to enrol: a new one, or the one the
 * form was sent back with (the app already holds it).
 */
export async function data(pageContext: PageContextServer) {
  const { db, now, formState } = pageContext.admin!
  const member = await staffOfSetupToken(db, pageContext.routeParams.token ?? '', now)
  if (!member) return { member: null, secret: '', uri: '' }
  const kept = formState?.form === 'setup' ? formState.values.totpSecret : undefined
  const secret = kept && /^[A-Z2-7]{16,64}$/.test(kept) ? kept : newTotpSecret()
  return { member: { email: member.email, name: member.name }, secret, uri: totpUri(secret, member.email) }
}

export type SetupData = Awaited<ReturnType<typeof data>>
