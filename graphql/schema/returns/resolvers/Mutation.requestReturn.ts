import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { shopperText } from '../../../../domain/shopperText.ts'
import { requestReturn as writeReturnRequest } from '../../../../domain/returns/requestReturn.ts'
import { RETURN_MESSAGES } from '../../../../domain/returns/returnMessages.ts'
import { returnViews } from '../../../../domain/returns/returnView.ts'

/**
 * `requestReturn` (Magento's name): the signed-in customer asks to send back pieces of a
 * delivered order, or a guest of their order opened by its signed link (`token`, which must name
 * `order_id`, a guest order of this store). Another customer's, another link's or an unknown
 * order answers ORDER_NOT_FOUND alike.
 */
export const requestReturn: NonNullable<MutationResolvers['requestReturn']> = async (
  _,
  { input },
  context,
) => {
  const text = (message: Parameters<typeof shopperText>[1]) => shopperText(context.store.locale, message)
  const token = input.token ?? ''
  const guestOrderId = token === '' ? null : (context.orderLinks?.verify(token, context.now) ?? null)
  if (token !== '' && (guestOrderId === null || String(guestOrderId) !== input.order_id)) {
    return {
      success: false,
      errorCode: 'ORDER_NOT_FOUND',
      errorMessage: text(RETURN_MESSAGES.orderNotFound),
      errorField: null,
      return: null,
    }
  }
  const customerId = token === '' ? (context.viewer?.customerId ?? null) : null
  if (token === '' && customerId === null)
    return {
      success: false,
      errorCode: 'SIGN_IN_REQUIRED',
      errorMessage: text(RETURN_MESSAGES.signInRequired),
      errorField: null,
      return: null,
    }
  const answers = (list: readonly { attribute_code: string; value: string }[] | null | undefined) =>
    (list ?? []).map((answer) => ({ code: answer.attribute_code, value: answer.value }))
  const outcome = await writeReturnRequest(
    context.db,
    {
      customerId,
      ...(token === '' ? {} : { storeKey: context.store.key }),
      language: context.language,
      orderId: input.order_id,
      items: input.items.map((item) => ({
        orderItemId: item.order_item_id,
        quantity: item.quantity_to_return,
        attributes: answers(item.entered_custom_attributes),
      })),
      attributes: answers(input.entered_custom_attributes),
      now: context.now,
    },
    { stores: [context.store], orderLinks: context.orderLinks },
  )
  if (!outcome.created)
    return {
      success: false,
      errorCode: outcome.refusal.code,
      errorMessage: text(outcome.refusal.message),
      errorField: outcome.refusal.field,
      return: null,
    }
  const row = await context.db
    .selectFrom('rma')
    .selectAll()
    .where('id', '=', outcome.rmaId)
    .executeTakeFirstOrThrow()
  const [view] = await returnViews(context.db, [row], context.store)
  return { success: true, errorCode: null, errorMessage: null, errorField: null, return: view ?? null }
}
