import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createServerI18n } from '../../renderer/i18n/serverI18n.ts'
import { RMA_ITEM_STATUSES } from '../../domain/returns/returnStatus.ts'
import { AUDIT_ACTION_NAMES, AUDIT_AREA_NAMES, auditActionName } from './auditActionNames.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The app's source files that may record a change (tests left out). */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .flatMap((file) => (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) ? [path.join(folder, file)] : []))
}

/**
 * Every action code the code base records, read from its source as a reviewer would grep it:
 * `action: '…'` (also both sides of a `? :`) in `recordAudit(` calls and in a refund's subject,
 * the actions handed to `changeStaff(` and to a rule's own `audit…(` helper, and `returns.${…}` for each status a return's items move to.
 */
function recordedActions(): Set<string> {
  const found = new Set<string>()
  for (const file of ['domain', 'server', 'scripts', 'db'].flatMap(sourceFiles)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
    if (!/recordAudit\(|refundClaimedPieces\(|changeStaff\(/.test(text)) continue
    for (const [line] of text.matchAll(/\baction: [^\n]*/g))
      for (const [, code] of line.matchAll(/'([a-z]+(?:\.\w+)+)'/g)) found.add(code!)
    for (const [, code] of text.matchAll(/changeStaff\([^)]*?'([a-z]+(?:\.\w+)+)'/gs)) found.add(code!)
    // A rule's own audit helper (`auditTiers(trx, actor, 'catalogue.tierprice.add', …)`, `audited(…)`).
    for (const [, args] of text.matchAll(/\baudit\w*\(([^)]*)\)/gs))
      for (const [, code] of args!.matchAll(/'([a-z]+(?:\.\w+)+)'/g)) found.add(code!)
    if (text.includes('`returns.${decision.to}`'))
      for (const status of RMA_ITEM_STATUSES) if (status !== 'pending') found.add(`returns.${status}`)
  }
  return found
}

describe('the audit log’s action names', () => {
  it('name every action the code base records, and no other', () => {
    const recorded = recordedActions()
    // The grep finds what the type lists: a sanity check that it read the source at all.
    expect(recorded).toContain('orders.ship')
    expect(recorded).toContain('returns.authorized')
    expect(recorded).toContain('staff.changeRole')
    expect([...recorded].filter((action) => auditActionName(action) === null)).toEqual([])
    expect(Object.keys(AUDIT_ACTION_NAMES).filter((action) => !recorded.has(action))).toEqual([])
  })

  it('read in British English and in French, each name its own', () => {
    const english = createServerI18n('en-GB')
    const french = createServerI18n('fr-FR')
    const names = Object.values(AUDIT_ACTION_NAMES)
    expect(english._(AUDIT_ACTION_NAMES['returns.authorized'])).toBe('Return authorised')
    expect(french._(AUDIT_ACTION_NAMES['returns.authorized'])).toBe('Retour autorisé')
    for (const name of names) expect(french._(name), name.message).not.toBe(english._(name))
    expect(new Set(names.map((name) => english._(name))).size).toBe(names.length)
    expect(new Set(names.map((name) => french._(name))).size).toBe(names.length)
  })

  it('group every action under an area the filter offers', () => {
    const areas = Object.keys(AUDIT_AREA_NAMES)
    expect(
      Object.keys(AUDIT_ACTION_NAMES).filter((action) => !areas.includes(action.split('.')[0]!)),
    ).toEqual([])
  })

  it('leave a code no longer recorded as it is', () => {
    expect(auditActionName('orders.archive')).toBeNull()
    expect(auditActionName('constructor')).toBeNull()
  })
})
