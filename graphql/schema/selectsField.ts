import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql'

/** Whether the field being resolved (or the inline fragments given as its nodes) asks for its field `name` (directly or through fragments). */
export function selectsField(
  info: Pick<GraphQLResolveInfo, 'fragments'> & {
    fieldNodes: ReadonlyArray<{ selectionSet?: SelectionSetNode | undefined }>
  },
  name: string,
): boolean {
  const seen = new Set<string>()
  const inSet = (set: SelectionSetNode | undefined): boolean =>
    set?.selections.some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === name
      if (selection.kind === 'InlineFragment') return inSet(selection.selectionSet)
      if (seen.has(selection.name.value)) return false
      seen.add(selection.name.value)
      return inSet(info.fragments[selection.name.value]?.selectionSet)
    }) ?? false
  return info.fieldNodes.some((node) => inSet(node.selectionSet))
}
