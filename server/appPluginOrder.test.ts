import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** The module of every plugin `server/app.ts` registers, in the order it registers them. */
function registeredPluginModules(): string[] {
  const source = readFileSync(path.join(root, 'server/app.ts'), 'utf8')
  const moduleOf = new Map<string, string>()
  for (const match of source.matchAll(/^import (?:\{([^}]*)\}|(\w+)) from '([^']+)'/gm)) {
    const names = match[1] ? match[1].split(',').map((name) => name.trim()) : [match[2]!]
    const specifier = match[3]!
    const module = specifier.startsWith('.') ? path.posix.join('server', specifier) : specifier
    for (const name of names) moduleOf.set(name, module)
  }
  return [...source.matchAll(/await app\.register\((\w+)/g)].map(
    (match) => moduleOf.get(match[1]!) ?? match[1]!,
  )
}

/** The plugin modules docs/architecture.md lists under "A request, from socket to HTML", in its order. */
function documentedPluginModules(): string[] {
  const page = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
  const section = page.slice(page.indexOf('## A request, from socket to HTML'))
  const list = section.slice(0, section.indexOf('\n## ', 1))
  return [...list.matchAll(/^\d+\. \*\*[^*]+\*\* \(`([^`]+)`/gm)].map((match) => match[1]!)
}

describe('docs/architecture.md', () => {
  it('lists the plugins in the order server/app.ts registers them', () => {
    const registered = registeredPluginModules()
    expect(registered.length).toBeGreaterThan(20)
    expect(documentedPluginModules()).toEqual(registered)
  })
})
