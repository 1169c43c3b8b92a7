import { expect } from 'vitest'
import { JSDOM } from 'jsdom'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { cookieJar } from './cookieJar.ts'
import { createStaff } from '../../domain/staff/staffAccounts.ts'
import { totpCode } from '../../domain/staff/secondFactor.ts'

/** The password every test staff member gets. */
export const STAFF_PASSWORD = 'Felt-and-wool-2026'
const HOST = 'localhost:3000'
const ORIGIN = `http://${HOST}`

let clients = 0
/** A client address of its own, so no test meets another's sign-in limits. */
export const nextStaffClientIp = () => `10.45.${Math.floor(++clients / 250)}.${clients % 250}`

/** A staff browser without JavaScript: a cookie jar over `app.inject`, posting forms with the page's CSRF token. */
export function staffBrowser(app: FastifyInstance, remoteAddress = nextStaffClientIp()) {
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
          origin: ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ _csrf: options.csrf ?? csrf, ...fields }).toString(),
      }),
    )
  return { jar, get, post }
}

/** A staff browser of {@link staffBrowser}. */
export type StaffBrowser = ReturnType<typeof staffBrowser>

/** A staff member created like `npm run staff:create -- --password … --totp` does. */
export async function newStaff(
  app: FastifyInstance,
  email: string,
  role: 'owner' | 'customer_service' | 'warehouse',
) {
  const created = await createStaff(
    app.shopDatabase.db,
    { kind: 'commandLine' },
    { email, name: 'Test', role, password: STAFF_PASSWORD },
    new Date(),
  )
  if (!created.ok || !created.totpSecret) throw new Error(JSON.stringify(created))
  return { id: created.staff.id, email, secret: created.totpSecret }
}

/** A new staff member of `role`, signed in through both forms in a browser of their own. */
export async function signedInStaff(
  app: FastifyInstance,
  email: string,
  role: 'owner' | 'customer_service' | 'warehouse',
) {
  const member = await newStaff(app, email, role)
  const browser = staffBrowser(app)
  await browser.get('/admin/login')
  const password = await browser.post('/admin/login', { email, password: STAFF_PASSWORD })
  expect(password.statusCode, pageText(password)).toBe(303)
  const code = await browser.post('/admin/login/code', { code: await totpCode(member.secret, new Date()) })
  expect(code.statusCode, pageText(code)).toBe(303)
  return { ...member, browser }
}

/** An answer's visible text, spaces collapsed. */
export function pageText(response: LightMyRequestResponse): string {
  return (new JSDOM(response.body).window.document.body?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')
}
