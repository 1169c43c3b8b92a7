import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { shopperText } from '../../shopperText.ts'
import { requestReturn as writeReturnRequest } from '../requestReturn.ts'
import { RETURN_MESSAGES } from '../returnMessages.ts'
import { returnViews } from '../returnView.ts'

/**
 * `requestReturn` (Magento's name): the signed-in customer asks to send back pieces of a
 * delivered order. Another customer's or an unknown order answers ORDER_NOT_FOUND alike.
 */
export const requestReturn: NonNullable<MutationResolvers['requestReturn']> = async (_, { input }, context) => {
  const customerId = context.viewer?.customerId ?? null
  const text = (message: Parameters<typeof shopperText>[1]) => shopperText(context.store.locale, message)
  if (customerId === null) return { success: false, errorCode: 'SIGN_IN_REQUIRED', errorMessage: text(RETURN_MESSAGES.signInRequired), errorField: null, return: null }
  const answers = (list: readonly { attribute_code: string; value: string }[] | null | undefined) => (list ?? []).map((answer) => ({ code: answer.attribute_code, value: answer.value }))
  const outcome = await writeReturnRequest(
    context.db,
    {
      customerId,
      language: context.language,
      orderId: input.order_id,
      items: input.items.map((item) => ({ orderItemId: item.order_item_id, quantity: item.quantity_to_return, attributes: answers(item.entered_custom_attributes) })),
      attributes: answers(input.entered_custom_attributes),
      now: context.now,
    },
    { stores: [context.store] },
  )
  if (!outcome.created) return { success: false, errorCode: outcome.refusal.code, errorMessage: text(outcome.refusal.message), errorField: outcome.refusal.field, return: null }
  const row = await context.db.selectFrom('rma').selectAll().where('id', '=', outcome.rmaId).executeTakeFirstOrThrow()
  const [view] = await returnViews(context.db, [row], context.store)
  return { success: true, errorCode: null, errorMessage: null, errorField: null, return: view ?? null }
}
