import type { ShopContext } from '../../context.ts'
import { GENDER_FILTER_NAME, GENDER_FILTER_VALUES } from '../../../../config/stores.ts'
import { ICON_NAMES, SHOP_CONFIG } from '../../../../config/shopConfig.ts'
import { defaultPageLength } from '../../../../domain/catalog/listingParams.ts'
import type { ShopConfig } from '../../generated/resolverTypes.ts'

/**
 * The shop configuration as `shop` builds it: the store's tax multiplier (it reads the VAT
 * rates), contact details and company (the back office's settings) resolve on their own.
 */
export type ShopConfigValue = Omit<ShopConfig, 'taxMultiplier' | 'contact' | 'company' | 'homeDeliveryDays'>

/** `shop`: the addressed storefront with the shop configuration (docs/storefront-rules.md#shop-configuration). */
export function shop(_: unknown, __: unknown, context: ShopContext) {
  const { store, language } = context
  const origin = new URL(store.baseUrl).origin
  return {
    id: store.key,
    key: store.key,
    url: `${store.baseUrl}/`,
    baseUrl: store.baseUrl,
    imageBaseUrl: `${origin}/media`,
    currentCurrency: store.currency,
    locale: store.locale,
    language,
    defaultCountryId: store.defaultCountryId,
    dataLayerLanguage: store.dataLayerLanguage,
    genderFilter: {
      name: GENDER_FILTER_NAME,
      values: GENDER_FILTER_VALUES.map((value) => ({ code: value.code, label: value.labels[language] })),
    },
    config: {
      ...SHOP_CONFIG,
      rootCategoryId: String(SHOP_CONFIG.rootCategoryId),
      availablePageSizes: [...SHOP_CONFIG.availablePageSizes],
      search: { ...SHOP_CONFIG.search, ignoredAttributeKeys: [...SHOP_CONFIG.search.ignoredAttributeKeys] },
      defaultPageSize: defaultPageLength(),
      persistedQueriesOverGet: true,
      paymentEnvironment: 'production',
      passwordHint: false,
      clientLogIntervalMs: SHOP_CONFIG.clientLog.defaultIntervalMs,
    },
    icons: ICON_NAMES.map((name) => ({ name, url: `${origin}/icons/${name}.svg` })),
  }
}
