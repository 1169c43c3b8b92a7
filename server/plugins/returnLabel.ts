import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { returnLabelPath } from '../../config/returnLabelPath.ts'
import {
  renderReturnLabelPdf,
  returnLabelFileName,
  returnTrackingNumber,
} from '../../domain/returns/returnLabelPdf.ts'
import { loadShopSettings } from '../../domain/shop/shopSettings.ts'

const ID_PATTERN = /^\d{1,15}$/
/** A label exists while the shop waits for the parcel: the return (or some of its items) is authorized. */
const LABEL_STATUSES = new Set(['authorized', 'partially_authorized'])

/**
 * The prepaid return label PDF at `{store}/user/returns/:rmaId/label` (docs/returns.md), for the
 * customer whose return it is, while it is authorized; another customer's, an unknown or a not
 * yet authorized return answer 404 alike. An anonymous visitor goes to the login page, which
 * brings them back. A guest's return is served by its order's signed link instead
 * (`?token=`, as on the order page /orders/?token=…): a token that is altered, expired or names
 * another order answers 404. `private, no-store`: it names a person and their address.
 */
export const returnLabelPlugin = fp(
  async (app) => {
    await app.register(async (scope) => {
      await scope.register(app.shopperSessions)
      for (const basePath of new Set(app.config.stores.map((store) => store.basePath))) {
        scope.get(`${basePath}/user/returns/:rmaId/label`, (request, reply) =>
          serveReturnLabel(app, request, reply),
        )
      }
    })
  },
  { name: 'return-label', dependencies: ['sessions', 'database', 'checkout'] },
)

async function serveReturnLabel(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const store = request.store
  reply.header('Cache-Control', 'private, no-store')
  const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found')
  if (!store) return notFound()
  const { rmaId } = request.params as { rmaId: string }
  const token = (request.query as { token?: unknown }).token
  const guestOrderId =
    typeof token === 'string' && token !== '' ? (app.orderLinks.verify(token, new Date()) ?? -1) : null
  const customerId = guestOrderId === null ? (app.shopperSessionOf(request)?.customerId ?? null) : null
  if (guestOrderId === null && customerId === null)
    return reply
      .code(303)
      .header('Location', `${store.basePath}/login?redirect=${encodeURIComponent(returnLabelPath(rmaId))}`)
      .send()
  if (!ID_PATTERN.test(rmaId)) return notFound()
  const db = app.shopDatabase.db
  const rma = await db
    .selectFrom('rma')
    .innerJoin('shop_order', 'shop_order.id', 'rma.order_id')
    .select([
      'rma.number',
      'rma.status',
      'rma.customer_id',
      'rma.store_key',
      'shop_order.id as order_id',
      'shop_order.number as order_number',
    ])
    .where('rma.id', '=', Number(rmaId))
    .executeTakeFirst()
  const owned =
    guestOrderId === null
      ? rma?.customer_id === customerId
      : rma?.customer_id === null && Number(rma.order_id) === guestOrderId
  if (!rma || !owned || rma.store_key !== store.key || !LABEL_STATUSES.has(rma.status)) return notFound()
  const addresses = await db
    .selectFrom('order_address')
    .selectAll()
    .where('order_id', '=', rma.order_id)
    .execute()
  const from =
    addresses.find((address) => address.kind === 'shipping') ??
    addresses.find((address) => address.kind === 'billing')
  if (!from) return notFound()
  const { settings } = await loadShopSettings(db, store.key)
  const pdf = await renderReturnLabelPdf(
    {
      returnNumber: rma.number,
      orderNumber: rma.order_number,
      sender: {
        name: [`${from.firstname} ${from.lastname}`, from.company].filter(Boolean).join(', '),
        address: {
          streetAddress: [from.street, from.street_extra].filter(Boolean),
          postalCode: from.postcode,
          locality: from.city,
          country: from.country_code,
        },
      },
      recipient: { name: settings.legalName, address: settings.address },
      trackingNumber: returnTrackingNumber(rma.number),
    },
    store.locale,
  )
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${returnLabelFileName(rma.number)}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(pdf)
}
