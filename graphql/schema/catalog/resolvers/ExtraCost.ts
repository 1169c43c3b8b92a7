import type { ExtraCostValue } from '../productMappers.ts'

/** Picks the ExtraCost union member set by `toExtraCost`. */
export const ExtraCost = {
  __resolveType: (cost: ExtraCostValue) => cost.__typename,
}
