import { expect } from 'vitest'
import { JSDOM } from 'jsdom'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { cookieJar } from './cookieJar.ts'
import { createStaff } from '../../domain/staff/staffAccounts.ts'
import { totpCode } from '../../domain/staff/secondFactor.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

/** The password of staff members made by {@link newStaff}. */
export const STAFF_PASSWORD = 'Felt-and-wool-2026'
const HOST = 'localhost:3000'

let clients = 0
/** A client address of its own, so no test meets another's sign-in limits. */
export const nextClientIp = () => `10.45.${Math.floor(++clients / 250)}.${clients % 250}`

/** A browser without JavaScript: a cookie jar over `app.inject`, posting forms with the last page's CSRF token. */
export function staffBrowser(app: FastifyInstance, remoteAddress = nextClientIp()) {
  const jar = cookieJar()
  let csrf = ''
  const get = async (url: string) => {
    const response = jar.remember(
      await app.inject({ method: 'GET', url, remoteAddress, headers: { host: HOST, cookie: jar.header() } }),
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
          host: HOST,
          cookie: jar.header(),
          origin: `http://${HOST}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ _csrf: options.csrf ?? csrf, ...fields }).toString(),
      }),
    )
  return { jar, get, post }
}

/** A staff browser of {@link staffBrowser}. */
export type StaffBrowser = ReturnType<typeof staffBrowser>

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

/** Signs a browser in through both forms (a staff member signs in once per TOTP step). */
export async function signIn(browser: StaffBrowser, staff: { email: string; secret: string }) {
  await browser.get('/admin/login')
  const password = await browser.post('/admin/login', { email: staff.email, password: STAFF_PASSWORD })
  expect(password.statusCode, pageText(password)).toBe(303)
  const code = await browser.post('/admin/login/code', { code: await totpCode(staff.secret, new Date()) })
  expect(code.statusCode, pageText(code)).toBe(303)
  expect(code.headers.location).toBe('/admin')
}

/** A new staff member of `role`, signed in in a browser of their own. */
export async function signedInStaff(app: FastifyInstance, email: string, role: StaffRole) {
  const staff = await newStaff(app, email, role)
  const browser = staffBrowser(app)
  await signIn(browser, staff)
  return { ...staff, browser }
}

/** The text of a page as a reader sees it, whitespace folded. */
export function pageText(response: LightMyRequestResponse): string {
  return new JSDOM(response.body).window.document.body.textContent?.replace(/\s+/g, ' ') ?? ''
}
