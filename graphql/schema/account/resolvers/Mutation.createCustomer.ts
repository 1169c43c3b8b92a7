import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { enqueueEmail } from '../../../../domain/email/enqueueEmail.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { mergeGuestCarts } from '../../../../domain/cart/mergeGuestCarts.ts'
import { recordConsentAtSignIn } from '../../../../domain/consent/consentRecords.ts'
import { attachSessionGuestOrders } from '../../../../domain/orders/sessionGuestOrders.ts'
import {
  isEmailAddress,
  newPasswordProblem,
  normalizeEmail,
  requiredTextProblem,
} from '../../../../domain/accounts/accountInput.ts'
import {
  notSignedIn,
  overBudget,
  refusedInput,
  storeLink,
} from '../../../../domain/accounts/accountGuards.ts'
import { findCustomerByEmail } from '../../../../domain/accounts/customerRow.ts'
import { hashPassword } from '../../../../domain/accounts/passwords.ts'
import { notifyRegistrationAttempt } from '../../../../domain/accounts/registrationAttempt.ts'
import {
  CONFIRMATION_LINK_DAYS,
  requestSubscription,
} from '../../../../domain/newsletter/newsletterSubscribers.ts'

/**
 * `createCustomer`: opens an account, sends the welcome e-mail and signs the shopper in. The
 * account takes over the guest orders this session placed with its e-mail address, and the
 * browser's cookie choice (recordConsentAtSignIn). An address that has an account is refused
 * (EMAIL_TAKEN) and its owner gets an e-mail saying so (docs/security.md).
 */
export const createCustomer: NonNullable<MutationResolvers['createCustomer']> = async (
  _,
  { input },
  context,
) => {
  if (!context.shopper) return notSignedIn()
  const email = normalizeEmail(input.email)
  const problem = requiredTextProblem({ firstname: input.firstname, lastname: input.lastname, email })
  if (problem) return refusedInput(problem)
  if (!isEmailAddress(email)) return refusedInput({ code: 'INVALID_EMAIL', field: 'email' })
  const passwordIssue = await newPasswordProblem(input.password)
  if (passwordIssue) return refusedInput(passwordIssue)
  if (!input.acceptsTerms) return refusedInput({ code: 'TERMS_NOT_ACCEPTED', field: 'acceptsTerms' })
  const limited = await overBudget(context, 'register', context.clientIp)
  if (limited) return limited
  const owner = await findCustomerByEmail(context.db, email)
  if (owner) {
    // The owner learns of it: a takeover attempt, or themselves having forgotten the account (docs/security.md).
    await notifyRegistrationAttempt(context, owner)
    return failed('EMAIL_TAKEN', 'An account already uses this e-mail address', 'email')
  }
  const passwordHash = await hashPassword(input.password)
  const firstname = input.firstname.trim()
  const shopper = context.shopper
  const customer = await context.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('customer')
      .values({
        email,
        firstname,
        lastname: input.lastname.trim(),
        password_hash: passwordHash,
        newsletter_subscribed: false,
        store_key: context.store.key,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst()
    if (created) {
      await enqueueEmail(trx, {
        store: context.store.key,
        template: 'accountCreated',
        to: email,
        data: { firstName: firstname, email, accountUrl: storeLink(context, '/user/') },
      })
      await attachSessionGuestOrders(trx, shopper, created.id, email)
      // Nothing proves yet that the address is the customer's: the box asks for the public form's double opt-in.
      const confirmToken = input.isSubscribed
        ? await requestSubscription(trx, email, context.store.key)
        : null
      if (confirmToken)
        await enqueueEmail(trx, {
          store: context.store.key,
          template: 'newsletterConfirmation',
          to: email,
          data: {
            confirmUrl: storeLink(context, `/newsletter?confirm=${confirmToken}`),
            validDays: CONFIRMATION_LINK_DAYS,
          },
        })
    }
    return created
  })
  // Two registrations with one address at once: the unique index lets one through.
  if (!customer) return failed('EMAIL_TAKEN', 'An account already uses this e-mail address', 'email')
  await mergeGuestCarts(context, customer.id)
  await recordConsentAtSignIn(context, customer.id)
  await context.shopper.signIn(customer.id)
  return { ...succeeded(), customer }
}
