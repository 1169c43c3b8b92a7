import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { exportedNames } from './exportedNames.ts'
import { schemaMappers } from './schemaMappers.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A schema folder with the given files (`area/file` → text). */
function schemaDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'schema-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.join(dir, path.dirname(name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}

describe('mappers of the shop API', () => {
  it('maps each `XMapper` type of an area to the GraphQL type X that the area declares', () => {
    const dir = schemaDir({
      'catalog/catalog.graphql': 'type Product { sku: String! }\ntype Category { id: ID! }',
      'catalog/catalog.mappers.ts':
        "export type { ProductRow as ProductMapper } from './productRow.ts'\nexport type CategoryMapper = { id: number }\nexport type Helper = string",
      'order/order.graphql': 'extend type Product { ordered: Int }',
    })
    expect(schemaMappers(dir)).toEqual({
      Category: '../catalog/catalog.mappers.ts#CategoryMapper',
      Product: '../catalog/catalog.mappers.ts#ProductMapper',
    })
  })

  it('stops on a mapper of a type that another area declares', () => {
    const dir = schemaDir({
      'catalog/catalog.graphql': 'type Product { sku: String! }',
      'order/order.graphql': 'extend type Product { ordered: Int }',
      'order/order.mappers.ts': 'export type ProductMapper = { sku: string }',
    })
    expect(() => schemaMappers(dir)).toThrow(
      'order/order.mappers.ts: ProductMapper names no type that order/*.graphql declares',
    )
  })
})

describe('exported names of a module', () => {
  it('tells values from types', () => {
    const source = [
      'export const a = 1, b = 2',
      'export async function c() {}',
      'export type D = string',
      'export interface E {}',
      "export { f, type G } from './f.ts'",
      "export type { H } from './h.ts'",
      'const hidden = 3',
    ].join('\n')
    expect(exportedNames(source)).toEqual({ values: ['a', 'b', 'c', 'f'], types: ['D', 'E', 'G', 'H'] })
  })
})
