import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { overBudget } from '../../../../domain/accounts/accountGuards.ts'
import { checkContactInput, enqueueContactEmails } from '../../../../domain/contact/contactMessages.ts'

/**
 * `contactUs`: e-mails the message to customer service and an acknowledgment to the shopper.
 * A filled honeypot (`website`) answers success and sends nothing; limited per client address.
 */
export const contactUs: NonNullable<MutationResolvers['contactUs']> = async (_, { input }, context) => {
  if ((input.website ?? '').trim() !== '') {
    context.log.info('contact message with the honeypot filled: not sent')
    return succeeded()
  }
  const checked = checkContactInput(input)
  if ('problem' in checked) return checked.problem
  const limited = await overBudget(context, 'contactMessage', context.clientIp)
  if (limited) return limited
  await enqueueContactEmails(context.db, context.store.key, checked.message)
  return succeeded()
}
