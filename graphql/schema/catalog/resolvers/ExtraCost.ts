/** Picks the ExtraCost union member set by `toExtraCost`. */
export const ExtraCost = {
  __resolveType: (cost: { __typename: string }) => cost.__typename,
}
