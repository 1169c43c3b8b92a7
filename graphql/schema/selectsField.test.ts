import { describe, expect, it } from 'vitest'
import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql'
import { selectsField } from './selectsField.ts'

function infoOf(document: string) {
  const definitions = parse(document).definitions
  const operation = definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  ) as OperationDefinitionNode
  const fragments = Object.fromEntries(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === 'FragmentDefinition')
      .map((fragment) => [fragment.name.value, fragment]),
  )
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments }
}

describe('selectsField', () => {
  it('finds a child field asked directly, in an inline fragment or in a (nested) fragment spread', () => {
    expect(selectsField(infoOf('{ category(id: "3") { id products { total } } }'), 'products')).toBe(true)
    expect(
      selectsField(infoOf('{ category(id: "3") { ... on Category { products { total } } } }'), 'products'),
    ).toBe(true)
    expect(
      selectsField(
        infoOf(
          '{ category(id: "3") { ...A } } fragment A on Category { ...B } fragment B on Category { products { total } }',
        ),
        'products',
      ),
    ).toBe(true)
  })

  it('ignores the field deeper down and other fields', () => {
    expect(
      selectsField(infoOf('{ category(id: "3") { id children { products { total } } } }'), 'products'),
    ).toBe(false)
    expect(selectsField(infoOf('{ category(id: "3") { id name } }'), 'products')).toBe(false)
  })
})
