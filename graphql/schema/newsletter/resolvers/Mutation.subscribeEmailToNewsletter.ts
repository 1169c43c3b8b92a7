import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import type { ShopContext } from '../../context.ts'
import { enqueueEmail } from '../../../../domain/email/enqueueEmail.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { isEmailAddress, normalizeEmail } from '../../../../domain/accounts/accountInput.ts'
import { overBudget, refusedInput, storeLink } from '../../../../domain/accounts/accountGuards.ts'
import {
  CONFIRMATION_LINK_DAYS,
  requestSubscription,
} from '../../../../domain/newsletter/newsletterSubscribers.ts'

/** Records the request and writes the confirmation e-mail, in one transaction. */
async function writeConfirmationEmail(context: ShopContext, email: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const token = await requestSubscription(trx, email, context.store.key)
    if (token === null) return
    await enqueueEmail(trx, {
      store: context.store.key,
      template: 'newsletterConfirmation',
      to: email,
      data: {
        confirmUrl: storeLink(context, `/newsletter?confirm=${token}`),
        validDays: CONFIRMATION_LINK_DAYS,
      },
    })
  })
}

/**
 * `subscribeEmailToNewsletter`: e-mails a confirmation link (double opt-in) and answers
 * NOT_ACTIVE, for a new address and a subscribed one alike, so nobody learns who is
 * subscribed. Limited per client address and per e-mail address.
 */
export const subscribeEmailToNewsletter: NonNullable<
  MutationResolvers['subscribeEmailToNewsletter']
> = async (_, args, context) => {
  const email = normalizeEmail(args.email)
  if (email === '') return { ...refusedInput({ code: 'REQUIRED', field: 'email' }), status: null }
  if (!isEmailAddress(email))
    return { ...refusedInput({ code: 'INVALID_EMAIL', field: 'email' }), status: null }
  const limited =
    (await overBudget(context, 'newsletterSubscribe', context.clientIp)) ??
    (await overBudget(context, 'newsletterSubscribe', email.toLowerCase()))
  if (limited) return { ...limited, status: null }
  // Written after the answer leaves, so a subscribed address (nothing written) answers as fast as a new one.
  setImmediate(() => {
    writeConfirmationEmail(context, email).catch((error: unknown) =>
      context.log.error({ err: error }, 'could not write a newsletter confirmation e-mail'),
    )
  })
  return { ...succeeded(), status: 'NOT_ACTIVE' }
}
