import { expect } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { cookieJar } from './cookieJar.ts'
import { createStaff } from '../../domain/staff/staffAccounts.ts'
import { totpCode } from '../../domain/staff/secondFactor.ts'
import type { StaffRole } from '../../db/tables.ts'
import { documentOf } from './formShopper.ts'

/** The password of the staff members these helpers create. */
export const STAFF_PASSWORD = 'Felt-and-wool-2026'
export const ADMIN_HOST = 'localhost:3000'
const ORIGIN = `http://${ADMIN_HOST}`

let clients = 0
/** A client address of its own, so no test meets another's sign-in limits. */
export const nextClientIp = () => `10.44.${Math.floor(++clients / 250)}.${clients % 250}`

/** A browser without JavaScript, from {@link staffBrowser}. */
export type StaffBrowser = ReturnType<typeof staffBrowser>

/** A browser without JavaScript: a cookie jar over `app.inject`, posting forms with the page's CSRF token. */
export function staffBrowser(app: FastifyInstance, remoteAddress = nextClientIp(), https = false) {
  const jar = cookieJar()
  // Behind a TLS proxy (TRUST_PROXY): the browser's origin is https.
  const proxy: Record<string, string> = https ? { 'x-forwarded-proto': 'https' } : {}
  const origin = https ? `https://${ADMIN_HOST}` : ORIGIN
  let csrf = ''
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = jar.remember(
      await app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: { host: ADMIN_HOST, cookie: jar.header(), ...proxy, ...headers },
      }),
    )
    const token = /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1]
    if (token) csrf = token
    return response
  }
  const post = async (url: string, fields: Record<string, string>, options: { csrf?: string } = {}) =>
    jar.remember(
      await app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: {
          host: ADMIN_HOST,
          cookie: jar.header(),
          origin,
          ...proxy,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ _csrf: options.csrf ?? csrf, ...fields }).toString(),
      }),
    )
  return { jar, get, post }
}

/** A staff member created like the command does, with a password and TOTP. */
export async function newStaff(app: FastifyInstance, email: string, role: StaffRole) {
  const created = await createStaff(
    app.shopDatabase.db,
    { kind: 'commandLine' },
    { email, name: 'Test', role, password: STAFF_PASSWORD },
    new Date(),
  )
  if (!created.ok || !created.totpSecret) throw new Error(JSON.stringify(created))
  return { id: created.staff.id, email, secret: created.totpSecret }
}

/** Signs a browser in through both forms; `at` moves the TOTP clock so two sign-ins never reuse a step. */
export async function signIn(
  browser: StaffBrowser,
  email: string,
  secret: string,
  at = new Date(),
  staffPassword = STAFF_PASSWORD,
) {
  await browser.get('/admin/login')
  const password = await browser.post('/admin/login', { email, password: staffPassword })
  expect(password.statusCode, pageText(password)).toBe(303)
  const code = await browser.post('/admin/login/code', { code: await totpCode(secret, at) })
  expect(code.statusCode, pageText(code)).toBe(303)
  expect(code.headers.location).toBe('/admin')
  return code
}

/** A browser of a new staff member of the role, signed in. */
export async function signedInStaff(app: FastifyInstance, email: string, role: StaffRole) {
  const member = await newStaff(app, email, role)
  const browser = staffBrowser(app)
  await signIn(browser, email, member.secret)
  return { ...member, browser }
}

/** A page's text as a reader sees it, spaces collapsed. */
export function pageText(response: LightMyRequestResponse): string {
  return (documentOf(response.body).body?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')
}
