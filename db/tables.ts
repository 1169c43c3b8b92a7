/**
 * The database as Kysely sees it: the `Database` interface (table name → row type) assembled
 * from the tables of each area in `tables/<area>.ts`, named after the areas of `domain/` (the
 * catalogue's in four: catalog, catalogOptions, catalogSearch, productSafety; schemaMigration
 * is db/migrate.ts's own), whose types it re-exports so importers keep this one module.
 *
 * The types are written by hand, not generated from the migrations (kysely-codegen), because
 * they say more than a database's catalog can: statuses are unions shared with the rules that
 * move them (`OrderStatus`, `RmaStatus`), JSONB columns have their shapes (`CartAddressValue`,
 * `ShippingVatShare`), and each column says how it is written (`Generated` defaults, `never`
 * for what triggers fill, JSON written as text), with a line of why where it matters. What a
 * generator would guarantee, that the types name exactly the database's tables and columns and
 * say `| null` exactly where a column may be null, db/tables.test.ts checks against a freshly
 * migrated database, through the column list each area file keeps beside its types (held to
 * the types by `satisfies`). Every table the migrations create has its type.
 */
import type { AccountTables } from './tables/accounts.ts'
import type { AuditTables } from './tables/audit.ts'
import type { CartTables } from './tables/cart.ts'
import type { CatalogTables } from './tables/catalog.ts'
import type { CatalogOptionTables } from './tables/catalogOptions.ts'
import type { CatalogSearchTables } from './tables/catalogSearch.ts'
import type { CheckoutTables } from './tables/checkout.ts'
import type { CmsTables } from './tables/cms.ts'
import type { ConsentTables } from './tables/consent.ts'
import type { DownloadTables } from './tables/downloads.ts'
import type { EmailTables } from './tables/email.ts'
import type { GiftCardTables } from './tables/giftcards.ts'
import type { InvoiceTables } from './tables/invoices.ts'
import type { MarketingTables } from './tables/marketing.ts'
import type { NewsletterTables } from './tables/newsletter.ts'
import type { OrderTables } from './tables/orders.ts'
import type { PaymentTables } from './tables/payments.ts'
import type { PickupTables } from './tables/pickup.ts'
import type { ProductPictureTables } from './tables/productPictures.ts'
import type { ProductSafetyTables } from './tables/productSafety.ts'
import type { ReturnTables } from './tables/returns.ts'
import type { ReviewTables } from './tables/reviews.ts'
import type { RoutingTables } from './tables/routing.ts'
import type { SchemaMigrationTables } from './tables/schemaMigration.ts'
import type { ShopTables } from './tables/shop.ts'
import type { StaffTables } from './tables/staff.ts'
import type { StockTables } from './tables/stock.ts'
import type { StoreCreditTables } from './tables/storecredit.ts'
import type { WishlistTables } from './tables/wishlist.ts'
import type { WithdrawalTables } from './tables/withdrawal.ts'

export type * from './tables/columnTypes.ts'
export type * from './tables/accounts.ts'
export type * from './tables/audit.ts'
export type * from './tables/cart.ts'
export type * from './tables/catalog.ts'
export type * from './tables/catalogOptions.ts'
export type * from './tables/catalogSearch.ts'
export type * from './tables/checkout.ts'
export type * from './tables/cms.ts'
export type * from './tables/consent.ts'
export type * from './tables/downloads.ts'
export type * from './tables/email.ts'
export type * from './tables/giftcards.ts'
export type * from './tables/invoices.ts'
export type * from './tables/marketing.ts'
export type * from './tables/newsletter.ts'
export type * from './tables/orders.ts'
export type * from './tables/payments.ts'
export type * from './tables/pickup.ts'
export type * from './tables/productPictures.ts'
export type * from './tables/productSafety.ts'
export type * from './tables/returns.ts'
export type * from './tables/reviews.ts'
export type * from './tables/routing.ts'
export type * from './tables/schemaMigration.ts'
export type * from './tables/shop.ts'
export type * from './tables/staff.ts'
export type * from './tables/stock.ts'
export type * from './tables/storecredit.ts'
export type * from './tables/wishlist.ts'
export type * from './tables/withdrawal.ts'

/** The whole database: every table created by `migrations/`, by name. */
export interface Database
  extends
    AccountTables,
    AuditTables,
    CartTables,
    CatalogTables,
    CatalogOptionTables,
    CatalogSearchTables,
    CheckoutTables,
    CmsTables,
    ConsentTables,
    DownloadTables,
    EmailTables,
    GiftCardTables,
    InvoiceTables,
    MarketingTables,
    NewsletterTables,
    OrderTables,
    PaymentTables,
    PickupTables,
    ProductPictureTables,
    ProductSafetyTables,
    ReturnTables,
    ReviewTables,
    RoutingTables,
    SchemaMigrationTables,
    ShopTables,
    StaffTables,
    StockTables,
    StoreCreditTables,
    WishlistTables,
    WithdrawalTables {}
