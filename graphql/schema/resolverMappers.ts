/**
 * What the resolvers of a GraphQL type start from, when it is not the type's own shape: the
 * database rows (GraphQL Code Generator's `mappers`, see graphql/schema/codegen.ts).
 */
export type { ProductRow as ProductParent } from '../../domain/catalog/productRow.ts'
export type { CategoryRow as CategoryParent } from '../../domain/catalog/categoryLoaders.ts'
export type { ReviewRow as ProductReviewParent } from '../../domain/catalog/reviewRow.ts'
export type { ProductReviewsValue as ProductReviewsParent } from '../../domain/reviews/productReviewPages.ts'
export type { RouteEntityValue as RouteEntityParent } from '../../domain/routing/routeEntityValue.ts'
export type { ExtraCostValue as ExtraCostParent } from '../../domain/catalog/productMappers.ts'
export type { ProductPricesValue as ProductPricesParent } from '../../domain/catalog/productMappers.ts'
export type { ShopConfigValue as ShopConfigParent } from './shop/resolvers/Query.shop.ts'
export type { WysiwygNodeValue as CmsNodeParent } from '../../domain/cms/wysiwygMapper.ts'
export type { CmsRow as CmsContentParent } from '../../domain/cms/cmsRow.ts'
export type { CustomerRow as CustomerParent, CustomerAddressValue as CustomerAddressParent } from '../../domain/accounts/customerRow.ts'
export type { StoreCreditOwner as CustomerStoreCreditParent } from '../../domain/storecredit/storeCreditOwner.ts'
export type { OrderView as OrderParent } from '../../domain/orders/orderView.ts'
export type { ReturnView as ReturnMerchandiseAuthorizationParent } from '../../domain/returns/returnView.ts'
