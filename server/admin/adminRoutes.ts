import type { StaffAction } from '../../domain/staff/roles.ts'

/**
 * Who may use an admin route: anyone (the sign-in and set-up pages), any signed-in staff member
 * (the dashboard, signing out), or those whose role may do a {@link StaffAction}.
 */
export type AdminAccess = 'public' | 'signedIn' | StaffAction

/** A page (GET) or a form action (POST) of the back office with what it needs. */
export interface AdminRoute {
  method: 'GET' | 'POST'
  /** Fastify's path, under /admin. */
  path: string
  access: AdminAccess
}

/**
 * Every route of the back office with its access, the one list the guard reads
 * (docs/back-office.md#the-guard) and a matrix test can walk. A route not listed here is not served.
 */
export const ADMIN_ROUTES = {
  dashboard: { method: 'GET', path: '/admin', access: 'signedIn' },
  login: { method: 'GET', path: '/admin/login', access: 'public' },
  loginPassword: { method: 'POST', path: '/admin/login', access: 'public' },
  loginCode: { method: 'POST', path: '/admin/login/code', access: 'public' },
  loginPasskeyOptions: { method: 'POST', path: '/admin/login/passkey/options', access: 'public' },
  loginPasskey: { method: 'POST', path: '/admin/login/passkey', access: 'public' },
  setup: { method: 'GET', path: '/admin/setup/:token', access: 'public' },
  setupComplete: { method: 'POST', path: '/admin/setup/:token', access: 'public' },
  setupPasskeyOptions: { method: 'POST', path: '/admin/setup/:token/passkey/options', access: 'public' },
  setupPasskey: { method: 'POST', path: '/admin/setup/:token/passkey', access: 'public' },
  logout: { method: 'POST', path: '/admin/logout', access: 'signedIn' },
  signOutEverywhere: { method: 'POST', path: '/admin/sign-out-everywhere', access: 'signedIn' },
  language: { method: 'POST', path: '/admin/language', access: 'signedIn' },
  security: { method: 'GET', path: '/admin/security', access: 'signedIn' },
  passkeyOptions: { method: 'POST', path: '/admin/security/passkeys/options', access: 'signedIn' },
  passkeyAdd: { method: 'POST', path: '/admin/security/passkeys', access: 'signedIn' },
  passkeyRename: { method: 'POST', path: '/admin/security/passkeys/rename', access: 'signedIn' },
  passkeyRemove: { method: 'POST', path: '/admin/security/passkeys/remove', access: 'signedIn' },
  audit: { method: 'GET', path: '/admin/audit', access: 'audit.view' },
  staff: { method: 'GET', path: '/admin/staff', access: 'staff.manage' },
  staffInvite: { method: 'POST', path: '/admin/staff/invite', access: 'staff.manage' },
  staffRole: { method: 'POST', path: '/admin/staff/role', access: 'staff.manage' },
  staffReset: { method: 'POST', path: '/admin/staff/reset', access: 'staff.manage' },
  staffDisable: { method: 'POST', path: '/admin/staff/disable', access: 'staff.manage' },
  orders: { method: 'GET', path: '/admin/orders', access: 'orders.view' },
  order: { method: 'GET', path: '/admin/orders/:orderId', access: 'orders.view' },
  orderInvoicePdf: {
    method: 'GET',
    path: '/admin/orders/:orderId/invoices/:invoiceId/pdf',
    access: 'orders.view',
  },
  orderCreditMemoPdf: {
    method: 'GET',
    path: '/admin/orders/:orderId/credit-memos/:creditMemoId/pdf',
    access: 'orders.view',
  },
  orderShip: { method: 'POST', path: '/admin/orders/:orderId/ship', access: 'orders.ship' },
  orderDeliver: { method: 'POST', path: '/admin/orders/:orderId/deliver', access: 'orders.ship' },
  orderCancel: { method: 'POST', path: '/admin/orders/:orderId/cancel', access: 'orders.cancel' },
  orderRefund: { method: 'POST', path: '/admin/orders/:orderId/refund', access: 'orders.refund' },
  orderComment: { method: 'POST', path: '/admin/orders/:orderId/comment', access: 'orders.comment' },
  orderResendEmail: { method: 'POST', path: '/admin/orders/:orderId/resend-email', access: 'orders.comment' },
  reviews: { method: 'GET', path: '/admin/reviews', access: 'reviews.moderate' },
  reviewApprove: { method: 'POST', path: '/admin/reviews/approve', access: 'reviews.moderate' },
  reviewReject: { method: 'POST', path: '/admin/reviews/reject', access: 'reviews.moderate' },
  stock: { method: 'GET', path: '/admin/stock', access: 'stock.view' },
  stockSku: { method: 'GET', path: '/admin/stock/:sku', access: 'stock.view' },
  stockThreshold: { method: 'POST', path: '/admin/stock/:sku/threshold', access: 'stock.set' },
  stockSet: { method: 'POST', path: '/admin/stock/set', access: 'stock.set' },
  stockBulk: { method: 'POST', path: '/admin/stock/bulk', access: 'stock.set' },
  customers: { method: 'GET', path: '/admin/customers', access: 'customers.view' },
  customer: { method: 'GET', path: '/admin/customers/:id', access: 'customers.view' },
  customerStoreCredit: {
    method: 'POST',
    path: '/admin/customers/:id/store-credit',
    access: 'storecredit.adjust',
  },
  customerPasswordReset: {
    method: 'POST',
    path: '/admin/customers/:id/password-reset',
    access: 'customers.manage',
  },
  customerExport: { method: 'POST', path: '/admin/customers/:id/export', access: 'customers.manage' },
  customerErase: { method: 'POST', path: '/admin/customers/:id/erase', access: 'customers.manage' },
  returns: { method: 'GET', path: '/admin/returns', access: 'returns.receive' },
  return: { method: 'GET', path: '/admin/returns/:number', access: 'returns.receive' },
  returnReceive: { method: 'POST', path: '/admin/returns/:number/receive', access: 'returns.receive' },
  returnDecide: { method: 'POST', path: '/admin/returns/:number/decide', access: 'returns.manage' },
  returnRefund: { method: 'POST', path: '/admin/returns/:number/refund', access: 'returns.manage' },
  withdrawals: { method: 'GET', path: '/admin/withdrawals', access: 'withdrawals.manage' },
  emails: { method: 'GET', path: '/admin/emails', access: 'emails.view' },
  withdrawalRefund: { method: 'POST', path: '/admin/withdrawals/refund', access: 'withdrawals.manage' },
  products: { method: 'GET', path: '/admin/products', access: 'catalogue.view' },
  product: { method: 'GET', path: '/admin/products/:sku', access: 'catalogue.view' },
  productSave: { method: 'POST', path: '/admin/products/:sku', access: 'catalogue.edit' },
  productPrices: { method: 'POST', path: '/admin/products/:sku/prices', access: 'catalogue.edit' },
  productReduction: { method: 'POST', path: '/admin/products/:sku/reductions', access: 'catalogue.edit' },
  productReductionCancel: {
    method: 'POST',
    path: '/admin/products/:sku/reductions/cancel',
    access: 'catalogue.edit',
  },
  productTierAdd: { method: 'POST', path: '/admin/products/:sku/tier-prices', access: 'catalogue.edit' },
  productTierRemove: {
    method: 'POST',
    path: '/admin/products/:sku/tier-prices/remove',
    access: 'catalogue.edit',
  },
  productOptionSave: { method: 'POST', path: '/admin/products/:sku/options', access: 'catalogue.edit' },
  productOptionRemove: {
    method: 'POST',
    path: '/admin/products/:sku/options/remove',
    access: 'catalogue.edit',
  },
  pictureAdd: { method: 'POST', path: '/admin/products/:sku/pictures', access: 'catalogue.edit' },
  pictureUpdate: { method: 'POST', path: '/admin/products/:sku/pictures/update', access: 'catalogue.edit' },
  pictureRemove: { method: 'POST', path: '/admin/products/:sku/pictures/remove', access: 'catalogue.edit' },
  productNew: { method: 'GET', path: '/admin/products/new', access: 'catalogue.edit' },
  productImport: { method: 'GET', path: '/admin/products/import', access: 'catalogue.edit' },
  productImportUpload: { method: 'POST', path: '/admin/products/import', access: 'catalogue.edit' },
  productImportStart: { method: 'POST', path: '/admin/products/import/start', access: 'catalogue.edit' },
  productExport: { method: 'GET', path: '/admin/products/export', access: 'catalogue.view' },
  productCreate: { method: 'POST', path: '/admin/products/new', access: 'catalogue.edit' },
  productClassify: { method: 'POST', path: '/admin/products/:sku/classification', access: 'catalogue.edit' },
  productVariantsAdd: { method: 'POST', path: '/admin/products/:sku/variants', access: 'catalogue.edit' },
  productVariantRemove: {
    method: 'POST',
    path: '/admin/products/:sku/variants/remove',
    access: 'catalogue.edit',
  },
  categories: { method: 'GET', path: '/admin/categories', access: 'catalogue.view' },
  categoryCreate: { method: 'POST', path: '/admin/categories/new', access: 'catalogue.edit' },
  categoryReorder: { method: 'POST', path: '/admin/categories/reorder', access: 'catalogue.edit' },
  category: { method: 'GET', path: '/admin/categories/:id', access: 'catalogue.view' },
  categorySave: { method: 'POST', path: '/admin/categories/:id', access: 'catalogue.edit' },
  categoryMove: { method: 'POST', path: '/admin/categories/:id/move', access: 'catalogue.edit' },
  coupons: { method: 'GET', path: '/admin/coupons', access: 'promotions.view' },
  couponNew: { method: 'GET', path: '/admin/coupons/new', access: 'promotions.edit' },
  couponCreate: { method: 'POST', path: '/admin/coupons/new', access: 'promotions.edit' },
  coupon: { method: 'GET', path: '/admin/coupons/:code', access: 'promotions.view' },
  couponSave: { method: 'POST', path: '/admin/coupons/:code', access: 'promotions.edit' },
  couponEnabled: { method: 'POST', path: '/admin/coupons/:code/enabled', access: 'promotions.edit' },
  couponBatchNew: { method: 'GET', path: '/admin/coupons/batches/new', access: 'promotions.edit' },
  couponBatchCreate: { method: 'POST', path: '/admin/coupons/batches/new', access: 'promotions.edit' },
  couponBatch: { method: 'GET', path: '/admin/coupons/batches/:batchId', access: 'promotions.view' },
  couponBatchCsv: {
    method: 'GET',
    path: '/admin/coupons/batches/:batchId/codes.csv',
    access: 'promotions.view',
  },
  giftCards: { method: 'GET', path: '/admin/gift-cards', access: 'giftcards.view' },
  giftCardLookup: { method: 'POST', path: '/admin/gift-cards', access: 'giftcards.view' },
  giftCardIssue: { method: 'POST', path: '/admin/gift-cards/issue', access: 'giftcards.edit' },
  giftCard: { method: 'GET', path: '/admin/gift-cards/:id', access: 'giftcards.view' },
  giftCardAdjust: { method: 'POST', path: '/admin/gift-cards/:id/adjust', access: 'giftcards.edit' },
  giftCardEnabled: { method: 'POST', path: '/admin/gift-cards/:id/enabled', access: 'giftcards.edit' },
  settings: { method: 'GET', path: '/admin/settings', access: 'settings.edit' },
  settingsSave: { method: 'POST', path: '/admin/settings', access: 'settings.edit' },
  content: { method: 'GET', path: '/admin/content', access: 'content.view' },
  contentNew: { method: 'GET', path: '/admin/content/new', access: 'content.edit' },
  contentCreate: { method: 'POST', path: '/admin/content/new', access: 'content.edit' },
  contentPage: { method: 'GET', path: '/admin/content/:kind/:identifier/:language', access: 'content.view' },
  contentSave: { method: 'POST', path: '/admin/content/:kind/:identifier/:language', access: 'content.edit' },
  contentPublished: {
    method: 'POST',
    path: '/admin/content/:kind/:identifier/:language/published',
    access: 'content.edit',
  },
} as const satisfies Record<string, AdminRoute>

/** The name of a route of {@link ADMIN_ROUTES}. */
export type AdminRouteName = keyof typeof ADMIN_ROUTES
