import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createRequest } from '@urql/core'
import { describe, expect, it } from 'vitest'
import { AddToCartDocument } from '../generated/graphql.ts'
import { documentsAsJson } from './devDocumentsPlugin.ts'

/** The exports of a module made of `export const X = …` statements, run as a script. */
function exportsOf(code: string): Record<string, unknown> {
  const exported: Record<string, unknown> = {}
  new Function('exported', code.replace(/^export const (\w+) =/gm, 'exported.$1 ='))(exported)
  return exported
}

describe('the generated documents as JSON (dev)', () => {
  it('exports every document of generated/graphql.ts with the same value', async () => {
    const code = readFileSync(path.resolve(import.meta.dirname, '../generated/graphql.ts'), 'utf8')
    const asJson = await documentsAsJson(code)
    // urql marks the documents it has used (`__key`, `loc`), as other test files in this worker
    // may have done: the comparison is with a module instance of its own.
    createRequest(AddToCartDocument, { cartId: 'cart', items: [] })
    const pristine = '../generated/graphql.ts?pristine'
    const generated = (await import(/* @vite-ignore */ pristine)) as Record<string, unknown>
    expect(exportsOf(asJson)).toEqual({ ...generated })
    expect(asJson.split('\n')).toHaveLength(Object.keys(generated).length)
  })

  it('keeps a document whose literal ends without a semicolon, before the next export', async () => {
    const code = [
      "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core'",
      'export type ShopQuery = { shop: { id: string } }',
      "export const ShopDocument = { kind: 'Document', definitions: [] } as unknown as DocumentNode<ShopQuery, unknown>",
      "export const CartDocument = { kind: 'Document', definitions: [{ kind: 'OperationDefinition' }] } as unknown as DocumentNode<unknown, unknown>",
    ].join('\n')
    expect(exportsOf(await documentsAsJson(code))).toEqual({
      ShopDocument: { kind: 'Document', definitions: [] },
      CartDocument: { kind: 'Document', definitions: [{ kind: 'OperationDefinition' }] },
    })
  })
})
