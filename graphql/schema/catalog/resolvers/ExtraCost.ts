import type { ExtraCostValue } from '../../../../domain/catalog/productMappers.ts'

/** Picks the ExtraCost union member set by `toExtraCost`. */
export const ExtraCost = {
  __resolveType: (cost: ExtraCostValue) => cost.__typename,
}
