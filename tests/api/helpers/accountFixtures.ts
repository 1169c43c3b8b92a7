import type { FastifyInstance } from 'fastify'
import type { GraphqlAgent } from './graphqlAgent.ts'
import { emailLinkOf } from '../../helpers/sentEmail.ts'

/** The password `registerCustomer` gives every customer unless told otherwise. */
export const DEFAULT_PASSWORD = 'correct horse battery'

export const SIGN_IN =
  'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { success errorCode errorField customer { id } } }'
export const ME = '{ me { id email firstname isSubscribed } }'

/** Signs an agent in; returns the mutation's status and result. */
export async function signIn(
  agent: GraphqlAgent,
  email: string,
  password = DEFAULT_PASSWORD,
  options: { clientIp?: string } = {},
) {
  const response = await agent.query(SIGN_IN, { email, password }, options)
  return {
    status: response.status,
    headers: response.headers,
    ...(response.data?.signIn as {
      success: boolean
      errorCode: string | null
      errorField: string | null
      customer: { id: string } | null
    }),
  }
}

/** The id of the signed-in customer, or null when the agent is anonymous. */
export async function meId(agent: GraphqlAgent): Promise<string | null> {
  const response = await agent.query('{ me { id } }')
  return (response.data?.me as { id: string } | null)?.id ?? null
}

/** The id of the newest e-mail in the outbox (0 when empty), to wait for one written after it. */
export async function lastEmailId(app: FastifyInstance): Promise<number> {
  const row = await app.shopDatabase.db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}

/**
 * The newest e-mail of a template to an address (as written), newer than `afterId`; waits up to
 * 5 s for it, since some e-mails are written after the answer (password reset requests).
 */
export async function waitForEmail(app: FastifyInstance, to: string, template: string, afterId = 0) {
  const deadline = Date.now() + 5000
  for (;;) {
    const email = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('recipient', '=', to)
      .where('template', '=', template)
      .where('id', '>', afterId)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    if (email) return email
    if (Date.now() > deadline) throw new Error(`no ${template} e-mail to ${to} in the outbox`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A query parameter of a link in an e-mail (`resetUrl` → `token`), waiting for the e-mail as {@link waitForEmail} does. */
export async function tokenFromEmail(
  app: FastifyInstance,
  to: string,
  template: string,
  link: { urlField: string; parameter: string; afterId?: number },
): Promise<string> {
  const email = await waitForEmail(app, to, template, link.afterId)
  // The worker may have sent it already, blanking its data: then the link is read from the message.
  const url = await emailLinkOf(app.shopDatabase.db, app.config.dataDir, email, link)
  const token = url.searchParams.get(link.parameter)
  if (!token) throw new Error(`${url.href} has no ${link.parameter}`)
  return token
}
