import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { loadReturnAttributes } from '../../../../domain/returns/returnAttributes.ts'

/** `returnAttributes`: the fields of the return form in the store's language (the same for every shopper of a store). */
export const returnAttributes: NonNullable<QueryResolvers['returnAttributes']> = async (_, __, context) =>
  (await loadReturnAttributes(context.db, context.language)).map((attribute) => ({
    code: attribute.code,
    label: attribute.label,
    required: attribute.required,
    kind:
      attribute.kind === 'select'
        ? 'SELECT'
        : attribute.kind === 'text_area'
          ? 'TEXT_AREA'
          : attribute.kind === 'text_field'
            ? 'TEXT_FIELD'
            : 'BOOLEAN',
    scope: attribute.scope === 'item' ? 'ITEM' : 'RETURN',
    max_length: attribute.maxLength,
    options: attribute.options,
  }))
