/**
 * What the resolvers of a GraphQL type start from, when it is not the type's own shape: the
 * database rows (GraphQL Code Generator's `mappers`, see graphql/schema/codegen.ts).
 */
export type { ProductRow as ProductParent } from './catalog/productRow.ts'
export type { CategoryRow as CategoryParent } from './catalog/categoryLoaders.ts'
export type { ReviewRow as ProductReviewParent } from './catalog/reviewRow.ts'
export type { ProductReviewsValue as ProductReviewsParent } from './reviews/productReviewPages.ts'
export type { RouteEntityValue as RouteEntityParent } from './routing/routeEntityValue.ts'
export type { ExtraCostValue as ExtraCostParent } from './catalog/productMappers.ts'
export type { ProductPricesValue as ProductPricesParent } from './catalog/productMappers.ts'
export type { ShopConfigValue as ShopConfigParent } from './shop/resolvers/Query.shop.ts'
export type { WysiwygNodeValue as CmsNodeParent } from './cms/wysiwygMapper.ts'
export type { CmsRow as CmsContentParent } from './cms/cmsRow.ts'
export type { CustomerRow as CustomerParent, CustomerAddressValue as CustomerAddressParent } from './account/customerRow.ts'
export type { StoreCreditOwner as CustomerStoreCreditParent } from './storecredit/storeCreditOwner.ts'
export type { OrderView as OrderParent } from './order/orderView.ts'
export type { ReturnView as ReturnMerchandiseAuthorizationParent } from './returns/returnView.ts'
