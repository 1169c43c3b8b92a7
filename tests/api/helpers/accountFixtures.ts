import type { FastifyInstance } from 'fastify'
import type { GraphqlAgent } from './graphqlAgent.ts'

/** The password `registerCustomer` gives every customer unless told otherwise. */
export const DEFAULT_PASSWORD = 'correct horse battery'

export const SIGN_IN = 'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { success errorCode errorField customer { id } } }'
export const ME = '{ me { id email firstname isSubscribed } }'

/** Signs an agent in; returns the mutation's status and result. */
export async function signIn(agent: GraphqlAgent, email: string, password = DEFAULT_PASSWORD, options: { clientIp?: string } = {}) {
  const response = await agent.query(SIGN_IN, { email, password }, options)
  return { status: response.status, headers: response.headers, ...(response.data?.signIn as { success: boolean; errorCode: string | null; errorField: string | null; customer: { id: string } | null }) }
}

/** The id of the signed-in customer, or null when the agent is anonymous. */
export async function meId(agent: GraphqlAgent): Promise<string | null> {
  const response = await agent.query('{ me { id } }')
  return (response.data?.me as { id: string } | null)?.id ?? null
}

/** The newest e-mail of a template sent to an address (case as written), or undefined. */
export async function latestEmail(app: FastifyInstance, to: string, template: string) {
  return app.shopDatabase.db.selectFrom('email_outbox').selectAll().where('recipient', '=', to).where('template', '=', template).orderBy('id', 'desc').executeTakeFirst()
}

/** A query parameter of a link in an e-mail's data (`resetUrl` → `token`). */
export async function tokenFromEmail(app: FastifyInstance, to: string, template: string, urlField: string, parameter: string): Promise<string> {
  const email = await latestEmail(app, to, template)
  if (!email) throw new Error(`no ${template} e-mail to ${to} in the outbox`)
  const url = (email.data as Record<string, unknown>)[urlField]
  if (typeof url !== 'string') throw new Error(`the ${template} e-mail has no ${urlField}`)
  const token = new URL(url).searchParams.get(parameter)
  if (!token) throw new Error(`${url} has no ${parameter}`)
  return token
}
