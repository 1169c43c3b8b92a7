import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import {
  nextClientIp,
  newStaff as newStaffOf,
  pageText as text,
  signIn,
  STAFF_PASSWORD as PASSWORD,
  staffBrowser as staffBrowserOf,
} from '../helpers/adminSession.ts'
import { totpCode } from '../../domain/staff/secondFactor.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import { DEMO_OWNER } from '../../db/seed/demoOwner.ts'
import { ADMIN_ROUTES } from '../../server/admin/adminRoutes.ts'
import { SESSION_COOKIE_NAME } from '../../server/sessions/sessionPolicy.ts'
import { documentOf } from '../helpers/formShopper.ts'

const TOTP_STEP_MS = 30_000

let server: TestServer
let restricted: TestServer
beforeAll(async () => {
  ;[server, restricted] = await Promise.all([
    startTestServer(),
    startTestServer({ adminAllowedIps: ['10.9.0.0/16', '2001:db8::1'] }),
  ])
}, 300_000)
afterAll(async () => {
  await Promise.all([server?.close(), restricted?.close()])
})

const staffBrowser = (app = server.app, remoteAddress = nextClientIp(), https = false) =>
  staffBrowserOf(app, remoteAddress, https)
const newStaff = (email: string, role: 'owner' | 'customer_service' | 'warehouse', app = server.app) =>
  newStaffOf(app, email, role)

function cookieLine(response: LightMyRequestResponse, name: string): string {
  const header = response.headers['set-cookie']
  const lines = Array.isArray(header) ? header : header ? [header] : []
  return lines.find((line) => line.startsWith(`${name}=`)) ?? ''
}

describe('/admin sign-in', () => {
  it('signs in with the password then a TOTP code, with a staff cookie only /admin gets, and shows the dashboard', async () => {
    const owner = await newStaff('signin.owner@example.org', 'owner')
    const browser = staffBrowser()
    const login = await browser.get('/admin/login')
    expect(login.statusCode).toBe(200)
    expect(text(login)).toContain('Sign in to the back office')
    const first = await browser.post('/admin/login', {
      email: 'signin.owner@example.org',
      password: PASSWORD,
    })
    expect(first.statusCode).toBe(303)
    expect(first.headers.location).toBe('/admin/login')
    expect(text(await browser.get('/admin/login'))).toContain(
      'Code from your authenticator app, or a recovery code',
    )
    const second = await browser.post('/admin/login/code', { code: await totpCode(owner.secret, new Date()) })
    expect(second.statusCode).toBe(303)
    const cookie = cookieLine(second, 'shop_admin_session')
    expect(cookie).toMatch(/Path=\/admin/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).not.toMatch(/Secure/)
    const dashboard = await browser.get('/admin')
    expect(dashboard.statusCode).toBe(200)
    expect(text(dashboard)).toContain('Orders waiting to ship')
    expect(text(dashboard)).toContain('signin.owner@example.org')
  })

  it('marks the staff cookies Secure when the back office is reached over https', async () => {
    const proxied = await startTestServer({ trustProxy: true })
    const app = proxied.app
    try {
      const owner = await newStaff('secure.owner@example.org', 'owner', app)
      const browser = staffBrowser(app, nextClientIp(), true)
      const login = await browser.get('/admin/login')
      expect(cookieLine(login, 'shop_admin_csrf')).toMatch(/; Secure/)
      const first = await browser.post('/admin/login', {
        email: 'secure.owner@example.org',
        password: PASSWORD,
      })
      expect(cookieLine(first, 'shop_admin_ticket')).toMatch(/; Secure/)
      const second = await browser.post('/admin/login/code', {
        code: await totpCode(owner.secret, new Date()),
      })
      expect(second.statusCode).toBe(303)
      expect(cookieLine(second, 'shop_admin_session')).toMatch(/; Secure/)
    } finally {
      await proxied.close()
    }
  })

  it('keeps the e-mail typed and says why when the password is wrong (no redirect, nothing set)', async () => {
    const browser = staffBrowser()
    await browser.get('/admin/login')
    const wrong = await browser.post('/admin/login', {
      email: 'nobody@example.org',
      password: 'not the one at all',
    })
    expect(wrong.statusCode).toBe(422)
    expect(text(wrong)).toContain('The e-mail address or the password is not right.')
    expect(wrong.body).toContain('value="nobody@example.org"')
    expect(cookieLine(wrong, 'shop_admin_ticket')).toBe('')
  })

  it('signs the demo owner of the seed in with its documented password and TOTP secret, from the machine itself only', async () => {
    const fromAfar = staffBrowser()
    await fromAfar.get('/admin/login')
    const refused = await fromAfar.post('/admin/login', {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
    })
    expect(refused.statusCode).toBe(422)
    expect(text(refused)).toContain('The e-mail address or the password is not right.')
    await signIn(
      staffBrowser(server.app, '127.0.0.1'),
      DEMO_OWNER.email,
      DEMO_OWNER.totpSecret,
      new Date(),
      DEMO_OWNER.password,
    )
  })

  it('refuses a form without the right CSRF token (403, nothing done)', async () => {
    const browser = staffBrowser()
    await browser.get('/admin/login')
    const forged = await browser.post(
      '/admin/login',
      { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
      { csrf: 'forged' },
    )
    expect(forged.statusCode).toBe(403)
    expect(text(forged)).toContain('This form has expired or was not sent from the back office.')
    expect(cookieLine(forged, 'shop_admin_ticket')).toBe('')
  })
})

describe('/admin passkey prompt', () => {
  it('runs the passkey script only on the pages that offer a passkey, with the passkey part hidden until it runs', async () => {
    const owner = await newStaff('passkey.pages@example.org', 'owner')
    const browser = staffBrowser()
    /** The JavaScript a page loads: its module scripts' bodies. */
    const scriptOf = async (url: string) => {
      const sources = [...(await browser.get(url)).body.matchAll(/<script src="([^"]+)" type="module"/g)]
      const bodies = await Promise.all(
        sources.map(async ([, src]) => (await server.app.inject({ url: src ?? '' })).body),
      )
      return bodies.join('')
    }
    // The sign-in page's script (its second step offers a passkey) finds nothing to do on the first step.
    expect((await browser.get('/admin/login')).body).not.toContain('data-passkey')
    await browser.post('/admin/login', { email: owner.email, password: PASSWORD })
    const secondStep = await browser.get('/admin/login')
    expect(secondStep.body).toMatch(/<div[^>]* hidden=""[^>]* data-passkey="authenticate"/)
    expect(await scriptOf('/admin/login')).toContain('chunk-')
    await browser.post('/admin/login/code', { code: await totpCode(owner.secret, new Date()) })
    // The other pages load the back office's empty client: no byte of script.
    expect(await scriptOf('/admin')).toBe('')
    expect(await scriptOf('/admin/staff')).toBe('')
    const security = await browser.get('/admin/security')
    expect(text(security)).toContain('You have no passkey yet.')
    expect(await scriptOf('/admin/security')).toContain('chunk-')
  })

  it('gives passkey options for the back office’s own host, and none to a ticket whose staff member has no passkey', async () => {
    const owner = await newStaff('passkey.options@example.org', 'owner')
    const browser = staffBrowser()
    await signIn(browser, owner.email, owner.secret)
    await browser.get('/admin/security')
    const options = await browser.post('/admin/security/passkeys/options', {})
    expect(options.statusCode).toBe(200)
    expect(options.headers['content-type']).toContain('application/json')
    expect(options.json()).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: 'passkey.options@example.org' },
      excludeCredentials: [],
    })

    const other = staffBrowser()
    await other.get('/admin/login')
    await other.post('/admin/login', { email: owner.email, password: PASSWORD })
    const none = await other.post('/admin/login/passkey/options', {})
    expect(none.statusCode).toBe(404)
    expect(none.json()).toEqual({ error: 'NO_PASSKEY' })
  })
})

describe('/admin headers', () => {
  it('answers private, no-store, noindex and its own strict CSP on every page and redirect', async () => {
    for (const url of ['/admin/login', '/admin', '/admin/nothing-here']) {
      const response = await server.app.inject({ method: 'GET', url, remoteAddress: nextClientIp() })
      expect(response.headers['cache-control'], url).toBe('private, no-store')
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow')
      const csp = String(response.headers['content-security-policy'])
      expect(csp, url).toContain("script-src 'self';")
      expect(csp, url).not.toContain('unsafe-inline')
      expect(csp, url).toContain("frame-ancestors 'none'")
      expect(csp, url).toContain("form-action 'self'")
    }
    const login = await server.app.inject({
      method: 'GET',
      url: '/admin/login',
      remoteAddress: nextClientIp(),
    })
    expect(login.body).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(login.body).not.toMatch(/<script(?![^>]*\b(src|type="application\/json")\b)[^>]*>/)
    expect(
      (await server.app.inject({ url: '/admin/nothing-here', remoteAddress: nextClientIp() })).statusCode,
    ).toBe(404)
  })

  it('answers 404 to an address outside ADMIN_ALLOWED_IPS and serves those inside', async () => {
    for (const remoteAddress of ['10.10.0.5', '2001:db8::2'])
      expect(
        (await restricted.app.inject({ url: '/admin/login', remoteAddress })).statusCode,
        remoteAddress,
      ).toBe(404)
    for (const remoteAddress of ['10.9.200.1', '2001:db8::1'])
      expect(
        (await restricted.app.inject({ url: '/admin/login', remoteAddress })).statusCode,
        remoteAddress,
      ).toBe(200)
    // The storefront is not concerned.
    expect((await restricted.app.inject({ url: '/fr/', remoteAddress: '10.10.0.5' })).statusCode).toBe(200)
  })
})

describe('/admin guard', () => {
  it('sends an anonymous page request to the sign-in page and refuses an anonymous post', async () => {
    const browser = staffBrowser()
    const page = await browser.get('/admin/audit')
    expect(page.statusCode).toBe(303)
    expect(page.headers.location).toBe('/admin/login')
    await browser.get('/admin/login')
    expect((await browser.post('/admin/staff/disable', { staffId: '1' })).statusCode).toBe(403)
  })

  it('refuses a role what it may not do with a 403 page, records access.refused and changes nothing', async () => {
    const warehouse = await newStaff('guard.warehouse@example.org', 'warehouse')
    const victim = await newStaff('guard.victim@example.org', 'customer_service')
    const browser = staffBrowser()
    await signIn(browser, 'guard.warehouse@example.org', warehouse.secret)
    const audit = await browser.get('/admin/audit')
    expect(audit.statusCode).toBe(403)
    expect(text(audit)).toContain('Your role does not give access to this page or action.')
    await browser.get('/admin')
    const disable = await browser.post('/admin/staff/disable', { staffId: String(victim.id) })
    expect(disable.statusCode).toBe(403)
    const db = server.app.shopDatabase.db
    expect(await listAudit(db, { staffId: warehouse.id, action: 'access.refused' })).toMatchObject([
      { subjectId: 'POST /admin/staff/disable', after: { action: 'staff.manage', role: 'warehouse' } },
      { subjectId: 'GET /admin/audit', after: { action: 'audit.view', role: 'warehouse' } },
    ])
    const row = await db
      .selectFrom('staff_member')
      .select('disabled_at')
      .where('id', '=', victim.id)
      .executeTakeFirstOrThrow()
    expect(row.disabled_at).toBeNull()
    // The menu only links what the role may open.
    expect((await browser.get('/admin')).body).not.toContain('href="/admin/audit"')
  })

  it('lists every route with its access: pages and posts alike', () => {
    const routes = Object.values(ADMIN_ROUTES)
    expect(
      routes.filter((route) => route.access === 'public').map((route) => `${route.method} ${route.path}`),
    ).toEqual([
      'GET /admin/login',
      'POST /admin/login',
      'POST /admin/login/code',
      'POST /admin/login/passkey/options',
      'POST /admin/login/passkey',
      'GET /admin/setup/:token',
      'POST /admin/setup/:token',
      'POST /admin/setup/:token/passkey/options',
      'POST /admin/setup/:token/passkey',
    ])
  })

  it('never opens /admin with a customer session cookie', async () => {
    const customer = await server.app.inject({
      method: 'GET',
      url: '/fr/login',
      remoteAddress: nextClientIp(),
    })
    expect(customer.statusCode).toBe(200)
    for (const cookie of [
      `${SESSION_COOKIE_NAME}=s%3Asome-customer-session`,
      'shop_admin_session=s%3Asome-customer-session',
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/admin',
        remoteAddress: nextClientIp(),
        headers: { cookie },
      })
      expect(response.statusCode, cookie).toBe(303)
      expect(response.headers.location).toBe('/admin/login')
    }
  })
})

describe('/admin sessions', () => {
  it('signs out everywhere: every browser of the staff member is signed out, others stay', async () => {
    const owner = await newStaff('everywhere.owner@example.org', 'owner')
    const laptop = staffBrowser()
    const phone = staffBrowser()
    // Two sign-ins of one staff member need two TOTP steps: now's, then the next (the server takes one step either side).
    await signIn(laptop, 'everywhere.owner@example.org', owner.secret, new Date())
    await signIn(phone, 'everywhere.owner@example.org', owner.secret, new Date(Date.now() + TOTP_STEP_MS))
    const colleague = await newStaff('everywhere.colleague@example.org', 'warehouse')
    const other = staffBrowser()
    await signIn(other, 'everywhere.colleague@example.org', colleague.secret)
    await laptop.get('/admin')
    const out = await laptop.post('/admin/sign-out-everywhere', {})
    expect(out.statusCode).toBe(303)
    expect(out.headers.location).toBe('/admin/login?done=signedOutEverywhere')
    expect(text(await laptop.get('/admin/login?done=signedOutEverywhere'))).toContain(
      'You are signed out on every device.',
    )
    expect((await phone.get('/admin')).headers.location).toBe('/admin/login')
    expect((await laptop.get('/admin')).headers.location).toBe('/admin/login')
    expect((await other.get('/admin')).statusCode).toBe(200)
  })

  it('switches the interface to French for the staff member who chooses it', async () => {
    const owner = await newStaff('langue.owner@example.org', 'owner')
    const browser = staffBrowser()
    await signIn(browser, 'langue.owner@example.org', owner.secret)
    await browser.get('/admin')
    const switched = await browser.post('/admin/language', { language: 'fr' })
    expect(switched.statusCode).toBe(303)
    const dashboard = await browser.get('/admin')
    expect(dashboard.body).toContain('<html lang="fr"')
    expect(text(dashboard)).toContain('Commandes à expédier')
  })
})

describe('/admin/staff and the set-up link', () => {
  it('invites a member whose set-up link enrols TOTP, shows the recovery codes once, and one of them signs in', async () => {
    const owner = await newStaff('invite.owner@example.org', 'owner')
    const browser = staffBrowser()
    await signIn(browser, 'invite.owner@example.org', owner.secret)
    await browser.get('/admin/staff')
    const refused = await browser.post('/admin/staff/invite', {
      email: 'not-an-address',
      name: 'Lou',
      role: 'warehouse',
    })
    expect(refused.statusCode).toBe(422)
    expect(text(refused)).toContain('Enter a valid e-mail address.')
    expect(refused.body).toContain('value="Lou"')
    const invited = await browser.post('/admin/staff/invite', {
      email: 'lou@example.org',
      name: 'Lou',
      role: 'warehouse',
    })
    expect(invited.statusCode).toBe(200)
    const link = /\/admin\/setup\/[\w-]+/.exec(invited.body)?.[0]
    if (!link) throw new Error(text(invited))

    const newcomer = staffBrowser()
    const setup = await newcomer.get(link)
    expect(setup.statusCode).toBe(200)
    expect(setup.headers['referrer-policy']).toBe('same-origin')
    const secret = /name="totpSecret" value="([A-Z2-7]+)"/.exec(setup.body)?.[1]
    if (!secret) throw new Error(setup.body)
    expect(setup.body).toContain(`otpauth://totp/`)
    const tooShort = await newcomer.post(link, { password: 'short', totpSecret: secret, totpCode: '000000' })
    expect(tooShort.statusCode).toBe(422)
    expect(text(tooShort)).toContain('The password needs at least 12 characters.')
    // The same key is kept: the app already holds it.
    expect(tooShort.body).toContain(`value="${secret}"`)
    const done = await newcomer.post(link, {
      password: PASSWORD,
      totpSecret: secret,
      totpCode: await totpCode(secret, new Date()),
    })
    expect(done.statusCode).toBe(200)
    const codes = [...documentOf(done.body).querySelectorAll('main li')].map((item) => item.textContent)
    expect(codes).toHaveLength(10)
    expect((await newcomer.get(link)).body).toContain('This set-up link is no longer valid.')

    await newcomer.get('/admin/login')
    expect(
      (await newcomer.post('/admin/login', { email: 'lou@example.org', password: PASSWORD })).statusCode,
    ).toBe(303)
    const signedIn = await newcomer.post('/admin/login/code', { code: codes[0]! })
    expect(signedIn.statusCode).toBe(303)
    expect((await newcomer.get('/admin')).statusCode).toBe(200)
    expect((await newcomer.get('/admin/staff')).statusCode).toBe(403)

    const memberId = (
      await server.app.shopDatabase.db
        .selectFrom('staff_member')
        .select('id')
        .where('email', '=', 'lou@example.org')
        .executeTakeFirstOrThrow()
    ).id
    const disabled = await browser.post('/admin/staff/disable', { staffId: String(memberId) })
    expect(disabled.statusCode).toBe(303)
    expect(text(await browser.get('/admin/staff?done=disabled'))).toContain(
      'The staff member is disabled; their sessions ended.',
    )
    expect((await newcomer.get('/admin')).headers.location).toBe('/admin/login')
  })
})
