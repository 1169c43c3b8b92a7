import { GraphQLScalarType, Kind } from '../graphqlRuntime.ts'
import type { Resolvers } from './generated/resolverTypes.ts'
import { category } from './catalog/resolvers/Query.category.ts'
import { menu } from './catalog/resolvers/Query.menu.ts'
import { product } from './catalog/resolvers/Query.product.ts'
import { skuLookup } from './catalog/resolvers/Query.skuLookup.ts'
import { search } from './catalog/resolvers/Query.search.ts'
import { Category } from './catalog/resolvers/Category.ts'
import { Product } from './catalog/resolvers/Product.ts'
import { configurations } from './catalog/resolvers/Product.configurations.ts'
import { options } from './catalog/resolvers/Product.options.ts'
import { colorImages } from './catalog/resolvers/Product.colorImages.ts'
import { custom_options } from './catalog/resolvers/Product.custom_options.ts'
import { bundleOptions } from './catalog/resolvers/Product.bundleOptions.ts'
import { giftcard_amounts } from './catalog/resolvers/Product.giftcard_amounts.ts'
import { allow_open_amount } from './catalog/resolvers/Product.allow_open_amount.ts'
import { open_amount_min } from './catalog/resolvers/Product.open_amount_min.ts'
import { open_amount_max } from './catalog/resolvers/Product.open_amount_max.ts'
import { giftcard_type } from './catalog/resolvers/Product.giftcard_type.ts'
import { giftcard_lifetime } from './catalog/resolvers/Product.giftcard_lifetime.ts'
import { ProductReview } from './catalog/resolvers/ProductReview.ts'
import { ProductPrices } from './catalog/resolvers/ProductPrices.ts'
import { ExtraCost } from './catalog/resolvers/ExtraCost.ts'
import { shop } from './shop/resolvers/Query.shop.ts'
import { taxMultiplier } from './shop/resolvers/ShopConfig.taxMultiplier.ts'
import { isFeatureActive } from './shop/resolvers/Query.isFeatureActive.ts'
import { countries } from './shop/resolvers/Query.countries.ts'
import { setCurrency } from './shop/resolvers/Mutation.setCurrency.ts'
import { setPreviewMode } from './shop/resolvers/Mutation.setPreviewMode.ts'
import { setXRayMode } from './shop/resolvers/Mutation.setXRayMode.ts'
import { categoryLinks } from './links/resolvers/Query.categoryLinks.ts'
import { productLinks } from './links/resolvers/Query.productLinks.ts'
import { customLinks } from './links/resolvers/Query.customLinks.ts'
import { medias } from './links/resolvers/Query.medias.ts'
import { translations } from './links/resolvers/Query.translations.ts'
import { cmsPage } from './cms/resolvers/Query.cmsPage.ts'
import { cmsBlock } from './cms/resolvers/Query.cmsBlock.ts'
import { faq } from './cms/resolvers/Query.faq.ts'
import { cmsContentResolvers } from './cms/resolvers/CmsContent.ts'
import { widgetResolvers } from './cms/resolvers/widgets.ts'
import { route } from './routing/resolvers/Query.route.ts'
import { sitemap } from './routing/resolvers/Query.sitemap.ts'
import { RouteEntity } from './routing/resolvers/RouteEntity.ts'
import { pickupPoints } from './pickup/resolvers/Query.pickupPoints.ts'
import { pickupLocations } from './pickup/resolvers/Query.pickupLocations.ts'
import { createProductReview } from './reviews/resolvers/Mutation.createProductReview.ts'
import { subscribeStockAlert } from './alerts/resolvers/Mutation.subscribeStockAlert.ts'
import { confirmStockAlert } from './alerts/resolvers/Mutation.confirmStockAlert.ts'
import { unsubscribeStockAlert } from './alerts/resolvers/Mutation.unsubscribeStockAlert.ts'
import { reviews } from './catalog/resolvers/Product.reviews.ts'
import { reviews as reviewPage } from './catalog/resolvers/ProductReviews.reviews.ts'
import { contactUs } from './contact/resolvers/Mutation.contactUs.ts'
import { me } from './customer/resolvers/Query.me.ts'
import { sharedWishlist } from './wishlist/resolvers/Query.sharedWishlist.ts'
import { addToWishlist } from './wishlist/resolvers/Mutation.addToWishlist.ts'
import { addProductsToWishlist } from './wishlist/resolvers/Mutation.addProductsToWishlist.ts'
import { removeFromWishlist } from './wishlist/resolvers/Mutation.removeFromWishlist.ts'
import { moveWishlistItemToCart } from './wishlist/resolvers/Mutation.moveWishlistItemToCart.ts'
import { addSharedWishlistItemsToCart } from './wishlist/resolvers/Mutation.addSharedWishlistItemsToCart.ts'
import { shareWishlist } from './wishlist/resolvers/Mutation.shareWishlist.ts'
import { revokeWishlistShare } from './wishlist/resolvers/Mutation.revokeWishlistShare.ts'
import { wishlist } from './wishlist/resolvers/Customer.wishlist.ts'
import { createCustomer } from './account/resolvers/Mutation.createCustomer.ts'
import { signIn } from './account/resolvers/Mutation.signIn.ts'
import { signOut } from './account/resolvers/Mutation.signOut.ts'
import { requestPasswordResetEmail } from './account/resolvers/Mutation.requestPasswordResetEmail.ts'
import { resetPassword } from './account/resolvers/Mutation.resetPassword.ts'
import { updateCustomer } from './account/resolvers/Mutation.updateCustomer.ts'
import { changeCustomerPassword } from './account/resolvers/Mutation.changeCustomerPassword.ts'
import { requestCustomerEmailChange } from './account/resolvers/Mutation.requestCustomerEmailChange.ts'
import { confirmCustomerEmailChange } from './account/resolvers/Mutation.confirmCustomerEmailChange.ts'
import { createCustomerAddress } from './account/resolvers/Mutation.createCustomerAddress.ts'
import { updateCustomerAddress } from './account/resolvers/Mutation.updateCustomerAddress.ts'
import { deleteCustomerAddress } from './account/resolvers/Mutation.deleteCustomerAddress.ts'
import { updateNewsletterSubscription } from './account/resolvers/Mutation.updateNewsletterSubscription.ts'
import { subscribeEmailToNewsletter } from './newsletter/resolvers/Mutation.subscribeEmailToNewsletter.ts'
import { confirmNewsletterSubscription } from './newsletter/resolvers/Mutation.confirmNewsletterSubscription.ts'
import { unsubscribeFromNewsletter } from './newsletter/resolvers/Mutation.unsubscribeFromNewsletter.ts'
import { unsubscribeFromMarketing } from './marketing/resolvers/Mutation.unsubscribeFromMarketing.ts'
import { Customer } from './account/resolvers/Customer.ts'
import { CustomerAddress } from './account/resolvers/CustomerAddress.ts'
import { giftCardForm } from './giftcard/resolvers/Query.giftCardForm.ts'
import { cart } from './cart/resolvers/Query.cart.ts'
import { customerCart } from './cart/resolvers/Query.customerCart.ts'
import { shopperCart } from './cart/resolvers/Query.shopperCart.ts'
import { createGuestCart } from './cart/resolvers/Mutation.createGuestCart.ts'
import { addProductsToCart } from './cart/resolvers/Mutation.addProductsToCart.ts'
import { updateCartItems } from './cart/resolvers/Mutation.updateCartItems.ts'
import { removeItemFromCart } from './cart/resolvers/Mutation.removeItemFromCart.ts'
import { applyCouponToCart } from './cart/resolvers/Mutation.applyCouponToCart.ts'
import { removeCouponFromCart } from './cart/resolvers/Mutation.removeCouponFromCart.ts'
import { paymentIntent } from './payments/resolvers/Query.paymentIntent.ts'
import { giftCardAccount } from './giftcard/resolvers/Query.giftCardAccount.ts'
import { store_credit } from './storecredit/resolvers/Customer.store_credit.ts'
import { CustomerStoreCredit } from './storecredit/resolvers/CustomerStoreCredit.ts'
import { setGuestEmailOnCart } from './checkout/resolvers/Mutation.setGuestEmailOnCart.ts'
import { setShippingAddressesOnCart } from './checkout/resolvers/Mutation.setShippingAddressesOnCart.ts'
import { setShippingMethodsOnCart } from './checkout/resolvers/Mutation.setShippingMethodsOnCart.ts'
import { setBillingAddressOnCart } from './checkout/resolvers/Mutation.setBillingAddressOnCart.ts'
import { setPaymentMethodOnCart } from './checkout/resolvers/Mutation.setPaymentMethodOnCart.ts'
import { applyGiftCardToCart } from './checkout/resolvers/Mutation.applyGiftCardToCart.ts'
import { removeGiftCardFromCart } from './checkout/resolvers/Mutation.removeGiftCardFromCart.ts'
import { applyStoreCreditToCart } from './checkout/resolvers/Mutation.applyStoreCreditToCart.ts'
import { removeStoreCreditFromCart } from './checkout/resolvers/Mutation.removeStoreCreditFromCart.ts'
import { placeOrder } from './checkout/resolvers/Mutation.placeOrder.ts'
import { customer } from './order/resolvers/Query.customer.ts'
import { guestOrder } from './order/resolvers/Query.guestOrder.ts'
import { guestOrderByToken } from './order/resolvers/Query.guestOrderByToken.ts'
import { orders } from './order/resolvers/Customer.orders.ts'
import { order } from './order/resolvers/Customer.order.ts'
import { reorderItems } from './order/resolvers/Mutation.reorderItems.ts'
import { invoices } from './invoice/resolvers/Order.invoices.ts'
import { credit_memos } from './invoice/resolvers/Order.credit_memos.ts'
import { withdrawalStatement } from './withdrawal/resolvers/Query.withdrawalStatement.ts'
import { withdrawFromContract } from './withdrawal/resolvers/Mutation.withdrawFromContract.ts'
import { withdrawal } from './withdrawal/resolvers/Order.withdrawal.ts'
import { withdrawals } from './withdrawal/resolvers/Order.withdrawals.ts'
import { returnAttributes } from './returns/resolvers/Query.returnAttributes.ts'
import { requestReturn } from './returns/resolvers/Mutation.requestReturn.ts'
import { returns as customerReturns } from './returns/resolvers/Customer.returns.ts'
import { returns as orderReturns } from './returns/resolvers/Order.returns.ts'
import { items_eligible_for_return } from './returns/resolvers/Order.items_eligible_for_return.ts'
import { order as returnOrder } from './returns/resolvers/ReturnMerchandiseAuthorization.order.ts'
import { main_category } from './catalog/resolvers/Product.main_category.ts'
import { safety } from './catalog/resolvers/Product.safety.ts'
import { product_main_category } from './order/resolvers/OrderItem.product_main_category.ts'
import { downloadable_product_links } from './downloadable/resolvers/Product.downloadable_product_links.ts'
import { customerDownloadableProducts } from './downloadable/resolvers/Query.customerDownloadableProducts.ts'
import { downloadable_links } from './downloadable/resolvers/Order.downloadable_links.ts'

/** JSON scalar: any JSON value, passed through. */
const JSONScalar = new GraphQLScalarType({ name: 'JSON', serialize: (value) => value, parseValue: (value) => value })

/** DateTime scalar: ISO 8601 strings. */
const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null),
  parseLiteral: (ast) => (ast.kind === Kind.STRING && !Number.isNaN(Date.parse(ast.value)) ? ast.value : null),
})

/** Every resolver of the shop API, keyed by type then field, typed from the SDL. */
export const resolvers: Resolvers = {
  JSON: JSONScalar,
  DateTime: DateTimeScalar,
  Query: {
    shop, isFeatureActive, countries, category, menu, product, skuLookup, search, categoryLinks, productLinks, customLinks, medias, translations,
    cmsPage, cmsBlock, faq, route, sitemap, pickupPoints, pickupLocations, me, sharedWishlist, returnAttributes, giftCardForm, cart, customerCart, shopperCart, giftCardAccount,
    paymentIntent, customer, guestOrder, guestOrderByToken, withdrawalStatement, customerDownloadableProducts,
  },
  Mutation: {
    setCurrency, setPreviewMode, setXRayMode, createProductReview, subscribeStockAlert, confirmStockAlert, unsubscribeStockAlert, addToWishlist, removeFromWishlist,
    addProductsToWishlist, moveWishlistItemToCart, addSharedWishlistItemsToCart, shareWishlist, revokeWishlistShare,
    createCustomer, signIn, signOut, requestPasswordResetEmail, resetPassword, updateCustomer, changeCustomerPassword, requestCustomerEmailChange, confirmCustomerEmailChange, createCustomerAddress, updateCustomerAddress, deleteCustomerAddress, updateNewsletterSubscription,
    subscribeEmailToNewsletter, confirmNewsletterSubscription, unsubscribeFromNewsletter, unsubscribeFromMarketing, contactUs,
    createGuestCart, addProductsToCart, updateCartItems, removeItemFromCart, applyCouponToCart, removeCouponFromCart,
    setGuestEmailOnCart, setShippingAddressesOnCart, setShippingMethodsOnCart, setBillingAddressOnCart, setPaymentMethodOnCart, applyGiftCardToCart, removeGiftCardFromCart, applyStoreCreditToCart, removeStoreCreditFromCart, placeOrder,
    reorderItems, withdrawFromContract, requestReturn,
  },
  Customer: { ...Customer, store_credit, orders, order, wishlist, returns: customerReturns },
  Order: { invoices, credit_memos, withdrawal, withdrawals, returns: orderReturns, items_eligible_for_return, downloadable_links },
  ReturnMerchandiseAuthorization: { order: returnOrder },
  CustomerStoreCredit,
  CustomerAddress,
  ShopConfig: { taxMultiplier },
  Category,
  Product: {
    ...Product, configurations, options, custom_options, bundleOptions, colorImages, reviews,
    giftcard_amounts, allow_open_amount, open_amount_min, open_amount_max, giftcard_type, giftcard_lifetime,
    downloadable_product_links, main_category, safety,
  },
  OrderItem: { product_main_category },
  ProductReview,
  ProductReviews: { reviews: reviewPage },
  ProductPrices,
  ExtraCost,
  RouteEntity,
  ...cmsContentResolvers,
  ...widgetResolvers,
}
