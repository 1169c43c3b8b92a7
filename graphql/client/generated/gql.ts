/* eslint-disable */
import * as types from './graphql.ts'
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core'

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  fragment DownloadableLink on CustomerDownloadableProduct {\n    id\n    date\n    order_increment_id\n    order_id\n    product_name\n    link_title\n    file_name\n    download_url\n    remaining_downloads\n    status\n  }\n': typeof types.DownloadableLinkFragmentDoc
  '\n  fragment OrderProgress on Order {\n    status_history {\n      status\n      date\n    }\n    shipments {\n      id\n      number\n      tracking {\n        carrier\n        title\n        number\n        url\n      }\n    }\n  }\n': typeof types.OrderProgressFragmentDoc
  '\n  fragment PostalAddress_address on CustomerAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    countryCode\n    countryName\n    telephone\n  }\n': typeof types.PostalAddress_AddressFragmentDoc
  '\n  fragment ReturnFormOrder on Order {\n    order_id\n    items_eligible_for_return {\n      id\n      product_name\n      selected_options {\n        label\n        value\n      }\n      quantity_ordered\n      quantity_returned\n      quantity_returnable\n    }\n  }\n': typeof types.ReturnFormOrderFragmentDoc
  '\n  fragment ReturnFormAttribute on ReturnAttribute {\n    code\n    label\n    required\n    kind\n    scope\n    max_length\n    options {\n      value\n      label\n    }\n  }\n': typeof types.ReturnFormAttributeFragmentDoc
  '\n  fragment ReturnSummary on ReturnMerchandiseAuthorization {\n    id\n    number\n    createdAt\n    status\n    order {\n      order_id\n      order_number\n    }\n    items {\n      id\n      name\n      sku\n      status\n      quantity\n      selected_options {\n        label\n        value\n      }\n      attributes {\n        code\n        label\n        value_label\n      }\n    }\n    attributes {\n      code\n      label\n      value_label\n    }\n    status_history {\n      status\n      date\n    }\n  }\n': typeof types.ReturnSummaryFragmentDoc
  '\n  fragment ReturnAddressConfig on ShopConfig {\n    company {\n      legalName\n    }\n    contact {\n      address {\n        streetAddress\n        postalCode\n        locality\n        country\n      }\n    }\n  }\n': typeof types.ReturnAddressConfigFragmentDoc
  '\n  fragment CartLineItem on CartItem {\n    item_id\n    quantity\n    is_available\n    not_available_message\n    errors {\n      message\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n    }\n    configured_variant {\n      sku\n      imageUrl\n    }\n    prices {\n      price {\n        amount\n        currency\n      }\n      row_total_including_tax {\n        amount\n        currency\n      }\n    }\n    configurable_options {\n      id\n      option_label\n      value_label\n    }\n    customizable_options {\n      id\n      label\n      values {\n        id\n        value\n      }\n    }\n    bundle_options {\n      id\n      label\n      values {\n        id\n        label\n        quantity\n      }\n    }\n    gift_card {\n      amount {\n        amount\n        currency\n      }\n      sender_name\n      sender_email\n      recipient_name\n      recipient_email\n      message\n    }\n  }\n': typeof types.CartLineItemFragmentDoc
  '\n  fragment CartSummary on Cart {\n    is_virtual\n    applied_coupons {\n      code\n    }\n    prices {\n      subtotal_including_tax {\n        amount\n        currency\n      }\n      applied_taxes {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n  }\n': typeof types.CartSummaryFragmentDoc
  '\n  mutation AddToCartShopperCart {\n    createGuestCart {\n      success\n      errorMessage\n      cart {\n        id\n      }\n    }\n  }\n': typeof types.AddToCartShopperCartDocument
  '\n  mutation AddToCart($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorMessage\n      user_errors {\n        code\n        message\n      }\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n': typeof types.AddToCartDocument
  '\n  fragment CheckoutCartAddress on CartAddressInterface {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country {\n      code\n      label\n    }\n    telephone\n  }\n': typeof types.CheckoutCartAddressFragmentDoc
  '\n  fragment CheckoutSummary on Cart {\n    total_quantity\n    is_virtual\n    items {\n      item_id\n      quantity\n      product {\n        sku\n        name\n        imageUrl\n      }\n      configurable_options {\n        id\n        option_label\n        value_label\n      }\n      prices {\n        row_total_including_tax {\n          amount\n          currency\n        }\n      }\n    }\n    shipping_addresses {\n      selected_shipping_method {\n        method_code\n      }\n    }\n    prices {\n      subtotal_including_tax {\n        amount\n        currency\n      }\n      shipping_including_tax {\n        amount\n        currency\n      }\n      gift_cards_total {\n        amount\n        currency\n      }\n      store_credit_total {\n        amount\n        currency\n      }\n      applied_taxes {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n  }\n': typeof types.CheckoutSummaryFragmentDoc
  '\n  fragment OrderView on Order {\n    order_id\n    order_number\n    order_date\n    email\n    shipping_method\n    items {\n      id\n      product_name\n      quantity_ordered\n      row_total {\n        amount\n        currency\n      }\n      selected_options {\n        label\n        value\n      }\n      gift_card {\n        sender_name\n        recipient_name\n        recipient_email\n        message\n      }\n    }\n    total {\n      subtotal {\n        amount\n        currency\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      total_shipping {\n        amount\n        currency\n      }\n      gift_cards {\n        amount\n        currency\n      }\n      store_credit {\n        amount\n        currency\n      }\n      total_tax {\n        amount\n        currency\n      }\n      taxes {\n        title\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n    shipping_address {\n      firstname\n      lastname\n      company\n      street\n      postcode\n      city\n    }\n    pickup_location {\n      name\n      street\n      postcode\n      city\n    }\n    billing_address {\n      firstname\n      lastname\n      company\n      street\n      postcode\n      city\n    }\n    payment_methods {\n      name\n      card_brand\n      card_last4\n    }\n    downloadable_links {\n      id\n      ...DownloadableLink\n    }\n  }\n': typeof types.OrderViewFragmentDoc
  '\n  query PickupLocationsSearch($searchTerm: String!) {\n    pickupLocations(area: { search_term: $searchTerm }, pageSize: 20) {\n      search_status\n      search_origin {\n        label\n        latitude\n        longitude\n      }\n      items {\n        pickup_location_code\n        name\n        street\n        postcode\n        city\n        country_id\n        latitude\n        longitude\n        distance\n        opening_hours {\n          day\n          opening {\n            from\n            to\n          }\n        }\n      }\n    }\n  }\n': typeof types.PickupLocationsSearchDocument
  '\n  fragment CmsContent_content on Wysiwyg {\n    childNodes {\n      ...CmsNode_node\n      ... on PageBuilderNode {\n        kind\n        html\n        childNodes {\n          ...CmsNode_node\n          ... on PageBuilderNode {\n            kind\n            html\n            childNodes {\n              ...CmsNode_node\n              ... on PageBuilderNode {\n                kind\n                html\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n': typeof types.CmsContent_ContentFragmentDoc
  '\n  fragment CmsImage_media on Media {\n    id\n    url\n    alt\n    width\n    height\n    srcset {\n      small\n      medium\n      large\n    }\n  }\n': typeof types.CmsImage_MediaFragmentDoc
  '\n  fragment CmsNode_node on WysiwygNode {\n    __typename\n    ... on Widget {\n      availableFrom\n    }\n    ... on PageBuilderNode {\n      kind\n      html\n    }\n    ...WidgetProductPush_widget\n    ...WidgetImageText_widget\n    ...WidgetTitleText_widget\n    ...WidgetParallaxImage_widget\n    ...WidgetThreePush_widget\n    ...WidgetFourEntry_widget\n    ...WidgetProductCarousel_widget\n    ...WidgetFullScreen_widget\n    ...WidgetImageQuote_widget\n    ...WidgetLookbook_widget\n    ...WidgetPush_widget\n    ...WidgetEkomi_widget\n    ...WidgetTheme_widget\n    ...WidgetFourProduct_widget\n    ...WidgetReassurance_widget\n  }\n': typeof types.CmsNode_NodeFragmentDoc
  '\n  fragment CornerProducts_corners on CornerProducts {\n    topLeft {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    topRight {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    bottomLeft {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    bottomRight {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n': typeof types.CornerProducts_CornersFragmentDoc
  '\n  fragment WidgetEkomi_widget on WidgetEkomi {\n    rating {\n      ratingNumber\n      average\n    }\n    lastFeedback {\n      firstname\n      review\n      submitted\n      rating\n      bestRating\n    }\n  }\n': typeof types.WidgetEkomi_WidgetFragmentDoc
  '\n  fragment WidgetFourEntry_widget on WidgetFourEntry {\n    entries {\n      title\n      withShadow\n      link\n      media {\n        ...CmsImage_media\n      }\n    }\n  }\n': typeof types.WidgetFourEntry_WidgetFragmentDoc
  '\n  fragment WidgetFourProduct_widget on WidgetFourProduct {\n    products {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n': typeof types.WidgetFourProduct_WidgetFragmentDoc
  '\n  fragment WidgetFullScreen_widget on WidgetFullScreen {\n    link\n    media {\n      ...CmsImage_media\n    }\n  }\n': typeof types.WidgetFullScreen_WidgetFragmentDoc
  '\n  fragment WidgetImageQuote_widget on WidgetImageQuote {\n    imagePosition\n    imageFormat\n    title\n    headingLevel\n    subtitle\n    text\n    ctaLabel\n    ctaLink\n    backgroundColor\n    fontSize\n    media {\n      ...CmsImage_media\n    }\n  }\n': typeof types.WidgetImageQuote_WidgetFragmentDoc
  '\n  fragment WidgetImageText_widget on WidgetImageText {\n    text\n    backgroundColor\n    textColor\n    imagePosition\n    link\n    fontSize\n    image {\n      ...CmsImage_media\n    }\n  }\n': typeof types.WidgetImageText_WidgetFragmentDoc
  '\n  fragment WidgetLookbook_widget on WidgetLookbook {\n    title\n    corners {\n      ...CornerProducts_corners\n    }\n    media {\n      ...CmsImage_media\n    }\n  }\n': typeof types.WidgetLookbook_WidgetFragmentDoc
  '\n  fragment WidgetParallaxImage_widget on WidgetParallaxImage {\n    link\n    images {\n      ...CmsImage_media\n    }\n  }\n': typeof types.WidgetParallaxImage_WidgetFragmentDoc
  '\n  fragment WidgetProductCarousel_widget on WidgetProductCarousel {\n    title\n    headingLevel\n    ctaLink\n    ctaLabel\n    products {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n': typeof types.WidgetProductCarousel_WidgetFragmentDoc
  '\n  fragment WidgetProductPush_widget on WidgetProductPush {\n    title\n    link\n    image {\n      ...CmsImage_media\n    }\n    mediaHover {\n      ...CmsImage_media\n    }\n    product {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n': typeof types.WidgetProductPush_WidgetFragmentDoc
  '\n  fragment WidgetPush_widget on WidgetPush {\n    label\n    ctaLabel\n    ctaLink\n    displayType\n    media {\n      ...CmsImage_media\n    }\n    hoverMedia {\n      ...CmsImage_media\n    }\n  }\n': typeof types.WidgetPush_WidgetFragmentDoc
  '\n  fragment WidgetReassurance_widget on WidgetReassurance {\n    items {\n      icon\n      title\n      text\n    }\n  }\n': typeof types.WidgetReassurance_WidgetFragmentDoc
  '\n  fragment WidgetTheme_widget on WidgetTheme {\n    title\n    mediaPosition\n    link\n    corners {\n      ...CornerProducts_corners\n    }\n    media {\n      ...CmsImage_media\n    }\n  }\n': typeof types.WidgetTheme_WidgetFragmentDoc
  '\n  fragment WidgetThreePush_widget on WidgetThreePush {\n    images {\n      title\n      labelCta\n      link\n      media {\n        ...CmsImage_media\n      }\n    }\n  }\n': typeof types.WidgetThreePush_WidgetFragmentDoc
  '\n  fragment WidgetTitleText_widget on WidgetTitleText {\n    title\n    text\n  }\n': typeof types.WidgetTitleText_WidgetFragmentDoc
  '\n  fragment ContactDetails_contact on ContactInfo {\n    phone\n    email\n    address {\n      streetAddress\n      postalCode\n      locality\n      country\n    }\n  }\n': typeof types.ContactDetails_ContactFragmentDoc
  '\n  fragment OpeningHours_contact on ContactInfo {\n    openingHours {\n      day\n      opening {\n        from\n        to\n      }\n    }\n  }\n': typeof types.OpeningHours_ContactFragmentDoc
  '\n  fragment DataLayerOrder on Order {\n    order_id\n    order_number\n    items {\n      id\n      product_sku\n      variant_sku\n      product_name\n      product_main_category\n      quantity_ordered\n      product_sale_price {\n        amount\n      }\n      configurable_options {\n        label\n        value\n      }\n    }\n    applied_coupons {\n      code\n    }\n    total {\n      grand_total {\n        amount\n      }\n      total_tax {\n        amount\n      }\n      total_shipping {\n        amount\n      }\n    }\n  }\n': typeof types.DataLayerOrderFragmentDoc
  '\n  fragment DataLayerCartItem on CartItem {\n    item_id\n    quantity\n    product {\n      sku\n      name\n      main_category {\n        id\n        name\n      }\n    }\n    configured_variant {\n      sku\n    }\n    prices {\n      price {\n        amount\n      }\n    }\n    configurable_options {\n      id\n      value_label\n    }\n  }\n': typeof types.DataLayerCartItemFragmentDoc
  '\n  fragment DataLayerProduct on Product {\n    sku\n    name\n    main_category {\n      id\n      name\n    }\n    prices {\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n          }\n        }\n      }\n    }\n  }\n': typeof types.DataLayerProductFragmentDoc
  '\n  fragment MainMenu_category on Category {\n    id\n    name\n    path\n    children {\n      id\n      name\n      path\n      includeInMenu\n      children {\n        id\n        name\n        path\n        includeInMenu\n      }\n    }\n  }\n': typeof types.MainMenu_CategoryFragmentDoc
  '\n  fragment MainMenu_customLink on CustomLink {\n    id\n    value\n    url\n  }\n': typeof types.MainMenu_CustomLinkFragmentDoc
  '\n  fragment MainMenu_entry on MenuEntry {\n    id\n    label\n    url\n    children {\n      id\n      label\n      url\n      children {\n        id\n        label\n        url\n      }\n    }\n  }\n': typeof types.MainMenu_EntryFragmentDoc
  '\n  query HeaderShopper {\n    me {\n      id\n      firstname\n    }\n    shopperCart {\n      id\n      total_quantity\n    }\n  }\n': typeof types.HeaderShopperDocument
  '\n  query MainMenu {\n    menu {\n      id\n      ...MainMenu_category\n    }\n    menuCustomLinks {\n      id\n      ...MainMenu_customLink\n    }\n    storeMenu {\n      id\n      ...MainMenu_entry\n    }\n  }\n': typeof types.MainMenuDocument
  '\n  query SearchSuggestions($text: String!) {\n    search(query: $text, params: { pageLength: 5 }) {\n      items {\n        sku\n        name\n        path\n      }\n    }\n    menu {\n      id\n      name\n      path\n      children {\n        id\n        name\n        path\n        children {\n          id\n          name\n          path\n        }\n      }\n    }\n  }\n': typeof types.SearchSuggestionsDocument
  '\n  fragment InvoiceLines on Invoice {\n    items {\n      id\n      name\n      sku\n      quantity\n      taxPercent\n      priceExclTax {\n        amount\n        currency\n      }\n      discountExclTax {\n        amount\n        currency\n      }\n      amountExclTax {\n        amount\n        currency\n      }\n      options\n      bundleOptions\n    }\n    shippingLines {\n      taxPercent\n      amountExclTax {\n        amount\n        currency\n      }\n    }\n  }\n': typeof types.InvoiceLinesFragmentDoc
  '\n  fragment InvoiceVatSummary on Invoice {\n    vatSummary {\n      taxPercent\n      taxableAmount {\n        amount\n        currency\n      }\n      taxAmount {\n        amount\n        currency\n      }\n      amountInclTax {\n        amount\n        currency\n      }\n    }\n  }\n': typeof types.InvoiceVatSummaryFragmentDoc
  '\n  fragment OrderDocumentDownloads on Order {\n    invoices {\n      id\n      number\n      downloadLink\n    }\n    credit_memos {\n      id\n      number\n      downloadLink\n    }\n  }\n': typeof types.OrderDocumentDownloadsFragmentDoc
  '\n  query Footer($legalLinkIds: [ID!]!, $giftCardSkus: [String!]!, $patternCategoryIds: [String!]!) {\n    shop {\n      config {\n        contact {\n          ...ContactDetails_contact\n        }\n      }\n    }\n    legalLinks: customLinks(ids: $legalLinkIds) {\n      id\n      value\n      url\n    }\n    giftCardLinks: productLinks(ids: $giftCardSkus) {\n      identifier\n      url\n    }\n    patternLinks: categoryLinks(ids: $patternCategoryIds) {\n      identifier\n      url\n    }\n  }\n': typeof types.FooterDocument
  '\n  fragment ListingView_listing on ProductListing {\n    total\n    page\n    pageLength\n    pageCount\n    availablePageSizes\n    items {\n      sku\n      name\n      prices {\n        finalPrice {\n          priceInclTax {\n            value {\n              amount\n            }\n          }\n        }\n      }\n      ...ProductCard_product\n      ...ProductCardColor_product\n    }\n    facets {\n      code\n      label\n      buckets {\n        value\n        label\n        docCount\n      }\n    }\n    priceRange {\n      name\n      value\n    }\n  }\n': typeof types.ListingView_ListingFragmentDoc
  '\n  fragment ProductCard_product on Product {\n    sku\n    name\n    path\n    imageUrl\n    isNew\n    stickers\n    image {\n      url\n      alt\n      srcset {\n        small\n        medium\n        large\n        menSmall\n        menMedium\n        menLarge\n        womenSmall\n        womenMedium\n        womenLarge\n        childSmall\n        childMedium\n        childLarge\n      }\n    }\n    prices {\n      referencePrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    stock {\n      isInStock\n    }\n    push_redirect {\n      identifier\n      title\n    }\n  }\n': typeof types.ProductCard_ProductFragmentDoc
  '\n  fragment ProductCardColor_product on Product {\n    filteredColorImages: colorImages(colors: $colors) {\n      color\n      image {\n        srcset {\n          small\n          medium\n          large\n          menSmall\n          menMedium\n          menLarge\n          womenSmall\n          womenMedium\n          womenLarge\n          childSmall\n          childMedium\n          childLarge\n        }\n      }\n    }\n  }\n': typeof types.ProductCardColor_ProductFragmentDoc
  '\n  fragment DownloadableFiles on Product {\n    downloadable_product_links {\n      uid\n      title\n      number_of_downloads\n      file_name\n    }\n  }\n': typeof types.DownloadableFilesFragmentDoc
  '\n  fragment GalleryMedia on Media {\n    id\n    alt\n    srcset {\n      small\n      medium\n      large\n      menSmall\n      menMedium\n      menLarge\n      womenSmall\n      womenMedium\n      womenLarge\n      childSmall\n      childMedium\n      childLarge\n    }\n  }\n': typeof types.GalleryMediaFragmentDoc
  '\n  fragment ProductGallery on Product {\n    name\n    gender\n    image {\n      ...GalleryMedia\n    }\n    colorImages {\n      color\n      label\n      image {\n        ...GalleryMedia\n      }\n    }\n  }\n': typeof types.ProductGalleryFragmentDoc
  '\n  fragment GiftCardConfigurator on Product {\n    sku\n    name\n    path\n    imageUrl\n    giftcard_amounts {\n      uid\n      value {\n        amount\n        currency\n      }\n    }\n    allow_open_amount\n    open_amount_min {\n      amount\n    }\n    open_amount_max {\n      amount\n    }\n    giftcard_lifetime\n  }\n': typeof types.GiftCardConfiguratorFragmentDoc
  '\n  fragment ProductConfigurator on Product {\n    sku\n    type\n    name\n    path\n    imageUrl\n    stock {\n      isInStock\n      qty\n    }\n    prices {\n      ...ConfiguratorPrices\n      tierPrice {\n        qty\n        price {\n          priceInclTax {\n            value {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n    options {\n      label\n      attribute {\n        id\n        code\n      }\n      values {\n        label\n        value\n        swatch {\n          type\n          value\n        }\n      }\n    }\n    configurations {\n      product {\n        sku\n        stock {\n          isInStock\n          qty\n        }\n        prices {\n          ...ConfiguratorPrices\n        }\n      }\n      attributes {\n        code\n        value\n      }\n    }\n    custom_options {\n      option_id\n      title\n      type\n      is_required\n      max_characters\n      extraCost {\n        ...ConfiguratorExtraCost\n      }\n      values {\n        option_value_id\n        title\n        sort_order\n        extraCost {\n          ...ConfiguratorExtraCost\n        }\n      }\n    }\n    bundleOptions {\n      id\n      label\n      required\n      values {\n        value\n        label\n        defaultQuantity\n        userDefinedQuantity\n        prices {\n          ...ConfiguratorPrices\n        }\n      }\n    }\n  }\n': typeof types.ProductConfiguratorFragmentDoc
  '\n  fragment ConfiguratorPrices on ProductPrices {\n    finalPrice {\n      priceInclTax {\n        value {\n          amount\n          currency\n        }\n      }\n    }\n    referencePrice {\n      priceInclTax {\n        value {\n          amount\n          currency\n        }\n      }\n    }\n  }\n': typeof types.ConfiguratorPricesFragmentDoc
  '\n  fragment ConfiguratorExtraCost on ExtraCost {\n    __typename\n    ... on FixedExtraCost {\n      prices {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    ... on PercentageExtraCost {\n      rate\n    }\n  }\n': typeof types.ConfiguratorExtraCostFragmentDoc
  '\n  fragment ProductReviews on Product {\n    sku\n    path\n    reviews {\n      total\n      ratingAverage\n    }\n    reviewPage: reviews(page: $reviewPage, sort: $reviewSort) {\n      page\n      totalPages\n      reviews {\n        id\n        rating\n        title\n        comment\n        creationDate\n        language\n        verifiedBuyer\n        author {\n          displayName\n        }\n      }\n    }\n  }\n': typeof types.ProductReviewsFragmentDoc
  '\n  fragment ProductSafety on Product {\n    safety {\n      manufacturer {\n        ...EconomicOperatorAddress\n      }\n      responsiblePerson {\n        ...EconomicOperatorAddress\n      }\n      productType\n      reference\n      warnings\n    }\n  }\n': typeof types.ProductSafetyFragmentDoc
  '\n  fragment EconomicOperatorAddress on EconomicOperator {\n    name\n    street\n    postalCode\n    city\n    countryCode\n    email\n  }\n': typeof types.EconomicOperatorAddressFragmentDoc
  '\n  fragment ProductSizeGuide on Product {\n    gender\n    options {\n      attribute {\n        code\n      }\n      values {\n        value\n      }\n    }\n  }\n': typeof types.ProductSizeGuideFragmentDoc
  '\n  mutation SubscribeStockAlert($sku: String!, $email: String!) {\n    subscribeStockAlert(sku: $sku, email: $email) {\n      success\n      errorCode\n      errorField\n      status\n    }\n  }\n': typeof types.SubscribeStockAlertDocument
  '\n  query StockAlertSignedInEmail {\n    me {\n      id\n      email\n    }\n  }\n': typeof types.StockAlertSignedInEmailDocument
  '\n  query SkuSuggestions($text: String!, $sku: String!) {\n    product(sku: $sku) {\n      sku\n      name\n    }\n    search(query: $text, params: { pageLength: 8 }) {\n      items {\n        sku\n        name\n      }\n    }\n  }\n': typeof types.SkuSuggestionsDocument
  '\n  fragment ReturnRequestFormOrder on Order {\n    order_number\n    status\n    items_eligible_for_return {\n      id\n    }\n    ...ReturnFormOrder\n  }\n': typeof types.ReturnRequestFormOrderFragmentDoc
  '\n  query FeatureFlags {\n    wishlist: isFeatureActive(name: "wishlist")\n    storeCredit: isFeatureActive(name: "store_credit")\n    quickOrder: isFeatureActive(name: "quick_order")\n    giftCard: isFeatureActive(name: "giftcard")\n  }\n': typeof types.FeatureFlagsDocument
  '\n  fragment WishlistItemCard_item on WishlistItem {\n    id\n    selectedOptions {\n      option_id\n      option_value\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n      prices {\n        finalPrice {\n          priceInclTax {\n            value {\n              amount\n              currency\n            }\n          }\n        }\n      }\n      stock {\n        isInStock\n      }\n      options {\n        attribute {\n          id\n          label\n        }\n        values {\n          value\n          label\n        }\n      }\n    }\n  }\n': typeof types.WishlistItemCard_ItemFragmentDoc
  '\n  fragment HeartWishlist on Wishlist {\n    id\n    items {\n      id\n      product {\n        sku\n      }\n    }\n  }\n': typeof types.HeartWishlistFragmentDoc
  '\n  query WishlistHeart {\n    me {\n      id\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n': typeof types.WishlistHeartDocument
  '\n  mutation HeartAddToWishlist($input: WishlistItemInput!) {\n    addToWishlist(input: $input) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n': typeof types.HeartAddToWishlistDocument
  '\n  mutation HeartRemoveFromWishlist($itemId: ID!) {\n    removeFromWishlist(itemId: $itemId) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n': typeof types.HeartRemoveFromWishlistDocument
  '\n  mutation MergeGuestWishlist($items: [WishlistItemInput!]!) {\n    addProductsToWishlist(items: $items) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n': typeof types.MergeGuestWishlistDocument
  '\n  fragment OrderWithdrawalPanel on Order {\n    withdrawal {\n      state\n      available\n      deadline\n    }\n    withdrawals {\n      id\n      submitted_at\n      items {\n        order_item_id\n        product_name\n        quantity\n      }\n    }\n  }\n': typeof types.OrderWithdrawalPanelFragmentDoc
  '\n  fragment WithdrawalOrder on Order {\n    order_id\n    order_number\n    order_date\n    email\n    billing_address {\n      firstname\n      lastname\n    }\n    withdrawal {\n      state\n      available\n      deadline\n      revision\n      items {\n        order_item_id\n        product_name\n        product_sku\n        selected_options {\n          label\n          value\n        }\n        quantity_ordered\n        quantity_left\n        is_gift_card\n      }\n    }\n    withdrawals {\n      id\n      submitted_at\n      return_by\n      name\n      email\n      whole_order\n      items {\n        order_item_id\n        product_name\n        product_sku\n        quantity\n        selected_options {\n          label\n          value\n        }\n      }\n    }\n  }\n': typeof types.WithdrawalOrderFragmentDoc
  '\n  query CustomerWithdrawalPage($orderId: ID!) {\n    customer {\n      id\n      firstname\n      lastname\n      order(orderId: $orderId) {\n        order_id\n        ...WithdrawalOrder\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n': typeof types.CustomerWithdrawalPageDocument
  '\n  query GuestWithdrawalPage($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      ...WithdrawalOrder\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n': typeof types.GuestWithdrawalPageDocument
  '\n  query CurrentUserQuery {\n    me {\n      id\n    }\n  }\n': typeof types.CurrentUserQueryDocument
  '\n  query FaqPage {\n    faq {\n      id\n      topic\n      question\n      answer\n      position\n    }\n  }\n': typeof types.FaqPageDocument
  '\n  query CartPage {\n    shopperCart {\n      id\n      total_quantity\n      notices {\n        code\n        sku\n        message\n      }\n      items {\n        item_id\n        ...CartLineItem\n        ...DataLayerCartItem\n      }\n      ...CartSummary\n    }\n  }\n': typeof types.CartPageDocument
  '\n  query CategoryPath($id: ID!) {\n    category(id: $id) {\n      id\n      path\n    }\n  }\n': typeof types.CategoryPathDocument
  '\n  fragment CategoryPage_category on Category {\n    id\n    name\n    path\n    description\n    metaTitle\n    gender\n    image {\n      ...CmsImage_media\n    }\n    breadcrumbs {\n      id\n      name\n      path\n    }\n    products(params: $params) {\n      pageCount\n      ...ListingView_listing\n    }\n  }\n': typeof types.CategoryPage_CategoryFragmentDoc
  '\n  query CategoryPage($id: ID!, $params: ListingParams, $colors: [String!]!) {\n    category(id: $id) {\n      ...CategoryPage_category\n    }\n  }\n': typeof types.CategoryPageDocument
  '\n  query CheckoutPage {\n    shopperCart {\n      id\n      total_quantity\n      is_virtual\n      email\n      ...CheckoutSummary\n      items {\n        item_id\n        ...DataLayerCartItem\n      }\n      applied_coupons {\n        code\n      }\n      prices {\n        grand_total {\n          amount\n          currency\n        }\n      }\n      shipping_addresses {\n        ...CheckoutCartAddress\n        firstname\n        lastname\n        company\n        street\n        postcode\n        city\n        country {\n          code\n        }\n        telephone\n        customer_address_id\n        available_shipping_methods {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n          available\n          error_message\n          price_incl_tax {\n            amount\n            currency\n          }\n          delivery_days {\n            min\n            max\n          }\n        }\n        selected_shipping_method {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n        }\n        pickup_location {\n          pickup_location_code\n          name\n          street\n          postcode\n          city\n        }\n      }\n      billing_address {\n        ...CheckoutCartAddress\n        customer_address_id\n        same_as_shipping\n      }\n      available_payment_methods {\n        code\n        title\n      }\n      selected_payment_method {\n        code\n      }\n      applied_gift_cards {\n        code\n        applied_balance {\n          amount\n          currency\n        }\n      }\n      applied_store_credit {\n        applied_balance {\n          amount\n          currency\n        }\n      }\n    }\n    me {\n      id\n      email\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        defaultShipping\n        defaultBilling\n        countryCode\n        ...PostalAddress_address\n      }\n      store_credit {\n        enabled\n        current_balance {\n          value\n          currency\n        }\n      }\n    }\n    countries {\n      code2\n      name\n      shipsTo\n    }\n    shop {\n      id\n      defaultCountryId\n    }\n    terms: cmsPage(identifier: "terms-of-sale") {\n      identifier\n      path\n    }\n    returns: cmsPage(identifier: "returns") {\n      identifier\n      path\n    }\n  }\n': typeof types.CheckoutPageDocument
  '\n  query CheckoutLoginPage {\n    shopperCart {\n      id\n      total_quantity\n      email\n      items {\n        item_id\n        ...DataLayerCartItem\n      }\n    }\n  }\n': typeof types.CheckoutLoginPageDocument
  '\n  query GuestOrderConfirmation($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      order_number\n      email\n      billing_address {\n        firstname\n        lastname\n      }\n      ...OrderView\n      ...DataLayerOrder\n    }\n  }\n': typeof types.GuestOrderConfirmationDocument
  '\n  query CustomerOrderConfirmation {\n    customer {\n      id\n      orders {\n        order_id\n        order_number\n        email\n        billing_address {\n          firstname\n          lastname\n        }\n        ...OrderView\n        ...DataLayerOrder\n      }\n    }\n  }\n': typeof types.CustomerOrderConfirmationDocument
  '\n  query CmsPagePreview {\n    cmsPagePreview {\n      identifier\n      title\n      path\n      metaTitle\n      metaDescription\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n': typeof types.CmsPagePreviewDocument
  '\n  query RouteQuery(\n    $url: String!\n    $params: ListingParams\n    $colors: [String!]!\n    $reviewPage: Int!\n    $reviewSort: ProductReviewSort!\n  ) {\n    route(url: $url) {\n      __typename\n      ... on RedirectEntity {\n        identifier\n        redirectTo\n        redirectType\n      }\n      ... on Category {\n        id\n        ...CategoryPage_category\n      }\n      ... on Product {\n        sku\n        ...ProductPage_product\n      }\n      ... on CmsPage {\n        identifier\n        title\n        path\n        metaTitle\n        metaDescription\n        contentWysiwyg {\n          ...CmsContent_content\n        }\n      }\n    }\n  }\n': typeof types.RouteQueryDocument
  '\n  query CmsPagePath($identifier: String!) {\n    cmsPage(identifier: $identifier) {\n      identifier\n      path\n    }\n  }\n': typeof types.CmsPagePathDocument
  '\n  query ContactPage {\n    shop {\n      config {\n        contact {\n          ...ContactDetails_contact\n          ...OpeningHours_contact\n        }\n      }\n    }\n  }\n': typeof types.ContactPageDocument
  '\n  query HomePage {\n    shop {\n      config {\n        contact {\n          phone\n          email\n          address {\n            streetAddress\n            postalCode\n            locality\n            country\n          }\n        }\n        company {\n          legalName\n          vatId\n        }\n      }\n    }\n    cmsPage(identifier: "home") {\n      identifier\n      metaTitle\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n': typeof types.HomePageDocument
  '\n  query HomePagePreview {\n    cmsPagePreview {\n      identifier\n      metaTitle\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n': typeof types.HomePagePreviewDocument
  '\n  query GuestOrderByToken($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      order_number\n      status\n      ...OrderView\n      ...OrderProgress\n      ...OrderWithdrawalPanel\n      ...OrderDocumentDownloads\n      items_eligible_for_return {\n        id\n      }\n      returns {\n        id\n        ...ReturnSummary\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n': typeof types.GuestOrderByTokenDocument
  '\n  query GuestReturnPage($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      ...ReturnRequestFormOrder\n    }\n    returnAttributes {\n      ...ReturnFormAttribute\n    }\n  }\n': typeof types.GuestReturnPageDocument
  '\n  query ProductPath($sku: String!) {\n    product(sku: $sku) {\n      sku\n      path\n    }\n  }\n': typeof types.ProductPathDocument
  '\n  fragment ProductBreadcrumbs on Product {\n    name\n    path\n    categories {\n      id\n      name\n      path\n      level\n      breadcrumbs {\n        id\n        name\n        path\n      }\n    }\n  }\n': typeof types.ProductBreadcrumbsFragmentDoc
  '\n  fragment ProductJsonLd on Product {\n    sku\n    type\n    name\n    description\n    path\n    image {\n      url\n    }\n    colorImages {\n      image {\n        url\n      }\n    }\n    prices {\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    stock {\n      isInStock\n    }\n    giftcard_amounts {\n      value {\n        amount\n        currency\n      }\n    }\n    options {\n      attribute {\n        code\n      }\n      values {\n        value\n        label\n      }\n    }\n    configurations {\n      product {\n        sku\n        stock {\n          isInStock\n        }\n        prices {\n          finalPrice {\n            priceInclTax {\n              value {\n                amount\n                currency\n              }\n            }\n          }\n        }\n        image {\n          url\n        }\n      }\n      attributes {\n        code\n        value\n      }\n    }\n    reviews {\n      total\n      ratingAverage\n    }\n  }\n': typeof types.ProductJsonLdFragmentDoc
  '\n  fragment ProductPage_product on Product {\n    sku\n    type\n    name\n    description\n    metaTitle\n    metaDescription\n    path\n    options {\n      attribute {\n        id\n        code\n      }\n      values {\n        value\n      }\n    }\n    ...ProductBreadcrumbs\n    ...ProductJsonLd\n    ...ProductGallery\n    ...ProductConfigurator\n    ...GiftCardConfigurator\n    ...DownloadableFiles\n    ...ProductSizeGuide\n    ...ProductReviews\n    ...ProductSafety\n  }\n': typeof types.ProductPage_ProductFragmentDoc
  '\n  fragment ProductPage_shop on Shop {\n    config {\n      colorAttributeId\n      homeDeliveryDays {\n        min\n        max\n      }\n    }\n  }\n': typeof types.ProductPage_ShopFragmentDoc
  '\n  query ProductPage($sku: String!, $reviewPage: Int!, $reviewSort: ProductReviewSort!) {\n    shop {\n      ...ProductPage_shop\n    }\n    product(sku: $sku) {\n      ...ProductPage_product\n    }\n  }\n': typeof types.ProductPageDocument
  '\n  query ProductPageShop {\n    shop {\n      ...ProductPage_shop\n    }\n  }\n': typeof types.ProductPageShopDocument
  '\n  query RegisterPage {\n    terms: cmsPage(identifier: "terms-of-sale") {\n      identifier\n      path\n    }\n  }\n': typeof types.RegisterPageDocument
  '\n  query ReviewPage($sku: String!) {\n    product(sku: $sku) {\n      sku\n      name\n      path\n    }\n  }\n': typeof types.ReviewPageDocument
  '\n  query SearchPage($text: String!, $params: ListingParams, $colors: [String!]!) {\n    search(query: $text, params: $params) {\n      total\n      correctedQuery\n      ...ListingView_listing\n    }\n    menu {\n      id\n      name\n      path\n    }\n  }\n': typeof types.SearchPageDocument
  '\n  query AddressBookPage {\n    me {\n      id\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        company\n        street\n        postcode\n        city\n        countryCode\n        telephone\n        vatId\n        defaultBilling\n        defaultShipping\n        ...PostalAddress_address\n      }\n    }\n    countries {\n      code2\n      name\n    }\n    shop {\n      id\n      defaultCountryId\n    }\n  }\n': typeof types.AddressBookPageDocument
  '\n  query DownloadableProductsPage {\n    customer {\n      id\n    }\n    customerDownloadableProducts {\n      items {\n        id\n        ...DownloadableLink\n      }\n    }\n  }\n': typeof types.DownloadableProductsPageDocument
  '\n  query DashboardPage {\n    me {\n      id\n      firstname\n      lastname\n      email\n      isSubscribed\n      addresses {\n        id\n        defaultBilling\n        defaultShipping\n        ...PostalAddress_address\n      }\n    }\n  }\n': typeof types.DashboardPageDocument
  '\n  query InformationPage {\n    me {\n      id\n      firstname\n      lastname\n      email\n    }\n  }\n': typeof types.InformationPageDocument
  '\n  query NewsletterPage {\n    me {\n      id\n      email\n      isSubscribed\n    }\n  }\n': typeof types.NewsletterPageDocument
  '\n  query CustomerOrderPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        status\n        ...OrderView\n        ...OrderProgress\n        ...OrderWithdrawalPanel\n        invoices {\n          id\n          number\n        }\n        credit_memos {\n          id\n        }\n        items_eligible_for_return {\n          id\n        }\n        returns {\n          id\n          ...ReturnSummary\n        }\n        downloadable_links {\n          id\n        }\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n': typeof types.CustomerOrderPageDocument
  '\n  query InvoicePage($orderId: ID!) {\n    shop {\n      config {\n        company {\n          legalName\n          shareCapital {\n            amount\n            currency\n          }\n          registeredOffice {\n            streetAddress\n            postalCode\n            locality\n            country\n          }\n          tradeRegister {\n            number\n          }\n          vatId\n        }\n      }\n    }\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        order_date\n        email\n        billing_address {\n          firstname\n          lastname\n          company\n          street\n          postcode\n          city\n          country_code\n        }\n        invoices {\n          id\n          number\n          creationDate\n          ...InvoiceLines\n          ...InvoiceVatSummary\n          totals {\n            shippingAmount {\n              amount\n              currency\n            }\n            taxAmount {\n              amount\n              currency\n            }\n            discount {\n              amount\n              currency\n            }\n            subtotal {\n              amount\n              currency\n            }\n            grandTotal {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n': typeof types.InvoicePageDocument
  '\n  query OrderRefundsPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        credit_memos {\n          id\n          number\n          created_at\n          downloadLink\n          items {\n            id\n            product_name\n            product_sku\n            quantity_refunded\n            amount {\n              amount\n              currency\n            }\n          }\n          total {\n            total_shipping {\n              amount\n              currency\n            }\n            adjustment {\n              amount\n              currency\n            }\n            grand_total {\n              amount\n              currency\n            }\n          }\n          refunded_to {\n            type\n            card_brand\n            card_last4\n          }\n        }\n      }\n    }\n  }\n': typeof types.OrderRefundsPageDocument
  '\n  query CreateReturnPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        ...ReturnRequestFormOrder\n      }\n    }\n    returnAttributes {\n      ...ReturnFormAttribute\n    }\n  }\n': typeof types.CreateReturnPageDocument
  '\n  query CustomerOrdersPage {\n    customer {\n      id\n      orders {\n        order_id\n        order_number\n        order_date\n        status\n        items {\n          id\n          quantity_ordered\n        }\n        total {\n          grand_total {\n            amount\n            currency\n          }\n        }\n      }\n    }\n  }\n': typeof types.CustomerOrdersPageDocument
  '\n  query ReturnsPage {\n    customer {\n      id\n      returns {\n        id\n        ...ReturnSummary\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n': typeof types.ReturnsPageDocument
  '\n  query StoreCreditPage {\n    customer {\n      id\n      store_credit {\n        enabled\n        current_balance {\n          value\n          currency\n        }\n        balance_history(pageSize: 50) {\n          total_count\n          items {\n            action\n            date_time_changed\n            balance_change {\n              value\n              currency\n            }\n            actual_balance {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n': typeof types.StoreCreditPageDocument
  '\n  query LoadWishlist {\n    me {\n      id\n      wishlist {\n        id\n        isShareable\n        items {\n          id\n          ...WishlistItemCard_item\n        }\n      }\n    }\n  }\n': typeof types.LoadWishlistDocument
  '\n  query SharedWishlistPage($shareCode: String!) {\n    wishlistOn: isFeatureActive(name: "wishlist")\n    sharedWishlist(shareCode: $shareCode) {\n      id\n      items {\n        id\n        product {\n          sku\n          name\n        }\n        ...WishlistItemCard_item\n      }\n    }\n  }\n': typeof types.SharedWishlistPageDocument
  '\n  mutation FormSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormSignInDocument
  '\n  mutation FormRegister($input: CustomerCreateInput!) {\n    createCustomer(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      customer {\n        orders {\n          order_number\n        }\n      }\n    }\n  }\n': typeof types.FormRegisterDocument
  '\n  mutation FormPasswordRequest($email: String!) {\n    requestPasswordResetEmail(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormPasswordRequestDocument
  '\n  mutation FormPasswordReset($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormPasswordResetDocument
  '\n  mutation FormUpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomer(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormUpdateCustomerDocument
  '\n  mutation FormRequestEmailChange($newEmail: String!, $password: String!) {\n    requestCustomerEmailChange(newEmail: $newEmail, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormRequestEmailChangeDocument
  '\n  mutation FormConfirmEmailChange($token: String!) {\n    confirmCustomerEmailChange(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormConfirmEmailChangeDocument
  '\n  mutation FormChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormChangePasswordDocument
  '\n  mutation FormUpdateAddress($id: ID!, $input: CustomerAddressInput!) {\n    saveAddress: updateCustomerAddress(id: $id, input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormUpdateAddressDocument
  '\n  mutation FormCreateAddress($input: CustomerAddressInput!) {\n    saveAddress: createCustomerAddress(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormCreateAddressDocument
  '\n  mutation FormDeleteAddress($id: ID!) {\n    deleteCustomerAddress(id: $id) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormDeleteAddressDocument
  '\n  mutation FormNewsletter($subscribed: Boolean!) {\n    updateNewsletterSubscription(subscribed: $subscribed) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormNewsletterDocument
  '\n  mutation FormSignOut {\n    signOut {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormSignOutDocument
  '\n  query FormCartLines($cartId: String!) {\n    cart(cart_id: $cartId) {\n      items {\n        item_id\n        quantity\n        product {\n          sku\n          name\n          main_category {\n            name\n          }\n        }\n        configured_variant {\n          sku\n        }\n        prices {\n          price {\n            amount\n          }\n        }\n        configurable_options {\n          value_label\n        }\n      }\n    }\n  }\n': typeof types.FormCartLinesDocument
  '\n  query FormShopperCartLines {\n    shopperCart {\n      items {\n        item_id\n        quantity\n        product {\n          sku\n          name\n          main_category {\n            name\n          }\n        }\n        configured_variant {\n          sku\n        }\n        prices {\n          price {\n            amount\n          }\n        }\n        configurable_options {\n          value_label\n        }\n      }\n    }\n  }\n': typeof types.FormShopperCartLinesDocument
  '\n  mutation FormAddToCart($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorCode\n      errorMessage\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n': typeof types.FormAddToCartDocument
  '\n  mutation FormUpdateCartItem($cartId: String!, $item: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_id: $item, quantity: $quantity }] }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n': typeof types.FormUpdateCartItemDocument
  '\n  mutation FormRemoveCartItem($cartId: String!, $item: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_id: $item }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n': typeof types.FormRemoveCartItemDocument
  '\n  mutation FormApplyCoupon($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n': typeof types.FormApplyCouponDocument
  '\n  mutation FormRemoveCoupon($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n': typeof types.FormRemoveCouponDocument
  '\n  mutation FormCheckoutSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormCheckoutSignInDocument
  '\n  mutation FormCheckoutGuestEmail($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormCheckoutGuestEmailDocument
  '\n  mutation FormCheckoutShippingAddress(\n    $cartId: String!\n    $shipping: ShippingAddressInput!\n    $billingSameAsShipping: Boolean!\n  ) {\n    shipping: setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n    billing: setBillingAddressOnCart(\n      input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }\n    ) @include(if: $billingSameAsShipping) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormCheckoutShippingAddressDocument
  '\n  mutation FormCheckoutShippingMethod($cartId: String!, $method: ShippingMethodInput!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method] }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormCheckoutShippingMethodDocument
  '\n  mutation FormCheckoutBillingAddress($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormCheckoutBillingAddressDocument
  '\n  mutation FormCheckoutApplyGiftCard($cartId: String!, $code: String!) {\n    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormCheckoutApplyGiftCardDocument
  '\n  mutation FormCheckoutRemoveGiftCard($cartId: String!, $code: String!) {\n    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormCheckoutRemoveGiftCardDocument
  '\n  mutation FormCheckoutApplyStoreCredit($cartId: String!) {\n    applyStoreCreditToCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormCheckoutApplyStoreCreditDocument
  '\n  mutation FormCheckoutRemoveStoreCredit($cartId: String!) {\n    removeStoreCreditFromCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormCheckoutRemoveStoreCreditDocument
  '\n  mutation FormCheckoutPlaceOrder(\n    $cartId: String!\n    $key: String\n    $paymentMethod: String!\n    $withPayment: Boolean!\n  ) {\n    # The payment method chosen beside the button, when the form sent one.\n    payment: setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $paymentMethod } })\n      @include(if: $withPayment) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n    placeOrder(input: { cart_id: $cartId, idempotency_key: $key }) {\n      order {\n        order_number\n        token\n      }\n      errors {\n        code\n        message\n      }\n      payment {\n        intent_id\n        client_secret\n        confirmation_url\n        status\n        method\n        next_action_url\n        decline_code\n        amount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n': typeof types.FormCheckoutPlaceOrderDocument
  '\n  mutation FormContactUs($input: ContactUsInput!) {\n    contactUs(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormContactUsDocument
  '\n  mutation FormShopperCart {\n    createGuestCart {\n      success\n      cart {\n        id\n      }\n    }\n  }\n': typeof types.FormShopperCartDocument
  '\n  query FormGiftCardBalance($code: String!) {\n    giftCardAccount(input: { gift_card_code: $code }) {\n      code\n      balance {\n        value\n        currency\n      }\n      expiration_date\n    }\n  }\n': typeof types.FormGiftCardBalanceDocument
  '\n  mutation FormMarketingUnsubscribe($token: String!) {\n    unsubscribeFromMarketing(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormMarketingUnsubscribeDocument
  '\n  mutation OneClickNewsletterUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n': typeof types.OneClickNewsletterUnsubscribeDocument
  '\n  mutation FormFooterNewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n': typeof types.FormFooterNewsletterSubscribeDocument
  '\n  mutation FormNewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n': typeof types.FormNewsletterSubscribeDocument
  '\n  mutation FormNewsletterUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n': typeof types.FormNewsletterUnsubscribeDocument
  '\n  mutation PageNewsletterConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      success\n      errorCode\n      errorField\n    }\n  }\n': typeof types.PageNewsletterConfirmDocument
  '\n  query FormGuestOrder($input: GuestOrderInformationInput!) {\n    guestOrder(input: $input) {\n      order_number\n      token\n    }\n  }\n': typeof types.FormGuestOrderDocument
  '\n  mutation PaymentReturnPlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n        token\n      }\n      errors {\n        code\n        message\n      }\n      payment {\n        intent_id\n        client_secret\n        confirmation_url\n        status\n        method\n        next_action_url\n        decline_code\n        amount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n': typeof types.PaymentReturnPlaceOrderDocument
  '\n  mutation QuickOrderAdd($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorCode\n      user_errors {\n        code\n        message\n      }\n      cart {\n        items {\n          quantity\n          product {\n            sku\n            name\n            main_category {\n              name\n            }\n          }\n          prices {\n            price {\n              amount\n            }\n          }\n          configurable_options {\n            value_id\n          }\n        }\n      }\n    }\n  }\n': typeof types.QuickOrderAddDocument
  '\n  query QuickOrderCustomerCart {\n    customerCart {\n      id\n    }\n  }\n': typeof types.QuickOrderCustomerCartDocument
  '\n  mutation QuickOrderCreateCart {\n    createGuestCart {\n      cart {\n        id\n      }\n    }\n  }\n': typeof types.QuickOrderCreateCartDocument
  '\n  query QuickOrderProduct($sku: String!) {\n    product(sku: $sku) {\n      path\n      stock {\n        qty\n      }\n    }\n  }\n': typeof types.QuickOrderProductDocument
  '\n  query QuickOrderSkus($skus: [String!]!) {\n    skuLookup(skus: $skus) {\n      typed\n      sku\n      selected_options\n    }\n  }\n': typeof types.QuickOrderSkusDocument
  '\n  mutation FormReorder($number: String!) {\n    reorderItems(orderNumber: $number) {\n      success\n      errorCode\n      errorMessage\n      userInputErrors {\n        message\n      }\n    }\n  }\n': typeof types.FormReorderDocument
  '\n  mutation FormRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      return {\n        number\n      }\n    }\n  }\n': typeof types.FormRequestReturnDocument
  '\n  mutation FormGuestRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      return {\n        number\n      }\n    }\n  }\n': typeof types.FormGuestRequestReturnDocument
  '\n  mutation FormProductReview($input: ProductReviewInput!) {\n    createProductReview(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormProductReviewDocument
  '\n  mutation OneClickStockAlertUnsubscribe($token: String!) {\n    unsubscribeStockAlert(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n': typeof types.OneClickStockAlertUnsubscribeDocument
  '\n  mutation FormStockAlertSubscribe($sku: String!, $email: String!) {\n    subscribeStockAlert(sku: $sku, email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n': typeof types.FormStockAlertSubscribeDocument
  '\n  mutation FormStockAlertUnsubscribe($token: String!) {\n    unsubscribeStockAlert(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n': typeof types.FormStockAlertUnsubscribeDocument
  '\n  mutation PageStockAlertConfirm($token: String!) {\n    confirmStockAlert(token: $token) {\n      success\n      errorCode\n      errorField\n      status\n    }\n  }\n': typeof types.PageStockAlertConfirmDocument
  '\n  mutation FormAddToWishlist($input: WishlistItemInput!) {\n    addToWishlist(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormAddToWishlistDocument
  '\n  mutation FormRemoveFromWishlist($itemId: ID!) {\n    removeFromWishlist(itemId: $itemId) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormRemoveFromWishlistDocument
  '\n  mutation FormMoveWishlistItemToCart($itemId: ID!, $cartId: String!, $chosen: [SelectedOptionInput!]) {\n    moveWishlistItemToCart(itemId: $itemId, cartId: $cartId, chosenOptions: $chosen) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      added\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n': typeof types.FormMoveWishlistItemToCartDocument
  '\n  mutation FormShareWishlist {\n    shareWishlist {\n      success\n      errorCode\n      errorMessage\n      errorField\n      shareCode\n    }\n  }\n': typeof types.FormShareWishlistDocument
  '\n  mutation FormRevokeWishlistShare {\n    revokeWishlistShare {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormRevokeWishlistShareDocument
  '\n  mutation FormAddSharedWishlistToCart(\n    $shareCode: String!\n    $cartId: String!\n    $itemId: ID\n    $chosen: [SelectedOptionInput!]\n  ) {\n    addSharedWishlistItemsToCart(\n      shareCode: $shareCode\n      cartId: $cartId\n      itemId: $itemId\n      chosenOptions: $chosen\n    ) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      added\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n': typeof types.FormAddSharedWishlistToCartDocument
  '\n  query FormWithdrawalStatement($input: WithdrawFromContractInput!) {\n    withdrawalStatement(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      statement {\n        name\n        email\n        whole_order\n        items {\n          order_item_id\n          quantity\n        }\n      }\n    }\n  }\n': typeof types.FormWithdrawalStatementDocument
  '\n  mutation FormWithdrawFromContract($input: WithdrawFromContractInput!) {\n    withdrawFromContract(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n': typeof types.FormWithdrawFromContractDocument
  '\n  query SitemapEntries($page: Int!, $pageLength: Int!) {\n    sitemap(page: $page, pageLength: $pageLength) {\n      total\n      entries {\n        path\n        priority\n        lastmod\n        changefreq\n        seoImages\n      }\n    }\n  }\n': typeof types.SitemapEntriesDocument
}
const documents: Documents = {
  '\n  fragment DownloadableLink on CustomerDownloadableProduct {\n    id\n    date\n    order_increment_id\n    order_id\n    product_name\n    link_title\n    file_name\n    download_url\n    remaining_downloads\n    status\n  }\n':
    types.DownloadableLinkFragmentDoc,
  '\n  fragment OrderProgress on Order {\n    status_history {\n      status\n      date\n    }\n    shipments {\n      id\n      number\n      tracking {\n        carrier\n        title\n        number\n        url\n      }\n    }\n  }\n':
    types.OrderProgressFragmentDoc,
  '\n  fragment PostalAddress_address on CustomerAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    countryCode\n    countryName\n    telephone\n  }\n':
    types.PostalAddress_AddressFragmentDoc,
  '\n  fragment ReturnFormOrder on Order {\n    order_id\n    items_eligible_for_return {\n      id\n      product_name\n      selected_options {\n        label\n        value\n      }\n      quantity_ordered\n      quantity_returned\n      quantity_returnable\n    }\n  }\n':
    types.ReturnFormOrderFragmentDoc,
  '\n  fragment ReturnFormAttribute on ReturnAttribute {\n    code\n    label\n    required\n    kind\n    scope\n    max_length\n    options {\n      value\n      label\n    }\n  }\n':
    types.ReturnFormAttributeFragmentDoc,
  '\n  fragment ReturnSummary on ReturnMerchandiseAuthorization {\n    id\n    number\n    createdAt\n    status\n    order {\n      order_id\n      order_number\n    }\n    items {\n      id\n      name\n      sku\n      status\n      quantity\n      selected_options {\n        label\n        value\n      }\n      attributes {\n        code\n        label\n        value_label\n      }\n    }\n    attributes {\n      code\n      label\n      value_label\n    }\n    status_history {\n      status\n      date\n    }\n  }\n':
    types.ReturnSummaryFragmentDoc,
  '\n  fragment ReturnAddressConfig on ShopConfig {\n    company {\n      legalName\n    }\n    contact {\n      address {\n        streetAddress\n        postalCode\n        locality\n        country\n      }\n    }\n  }\n':
    types.ReturnAddressConfigFragmentDoc,
  '\n  fragment CartLineItem on CartItem {\n    item_id\n    quantity\n    is_available\n    not_available_message\n    errors {\n      message\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n    }\n    configured_variant {\n      sku\n      imageUrl\n    }\n    prices {\n      price {\n        amount\n        currency\n      }\n      row_total_including_tax {\n        amount\n        currency\n      }\n    }\n    configurable_options {\n      id\n      option_label\n      value_label\n    }\n    customizable_options {\n      id\n      label\n      values {\n        id\n        value\n      }\n    }\n    bundle_options {\n      id\n      label\n      values {\n        id\n        label\n        quantity\n      }\n    }\n    gift_card {\n      amount {\n        amount\n        currency\n      }\n      sender_name\n      sender_email\n      recipient_name\n      recipient_email\n      message\n    }\n  }\n':
    types.CartLineItemFragmentDoc,
  '\n  fragment CartSummary on Cart {\n    is_virtual\n    applied_coupons {\n      code\n    }\n    prices {\n      subtotal_including_tax {\n        amount\n        currency\n      }\n      applied_taxes {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n  }\n':
    types.CartSummaryFragmentDoc,
  '\n  mutation AddToCartShopperCart {\n    createGuestCart {\n      success\n      errorMessage\n      cart {\n        id\n      }\n    }\n  }\n':
    types.AddToCartShopperCartDocument,
  '\n  mutation AddToCart($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorMessage\n      user_errors {\n        code\n        message\n      }\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n':
    types.AddToCartDocument,
  '\n  fragment CheckoutCartAddress on CartAddressInterface {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country {\n      code\n      label\n    }\n    telephone\n  }\n':
    types.CheckoutCartAddressFragmentDoc,
  '\n  fragment CheckoutSummary on Cart {\n    total_quantity\n    is_virtual\n    items {\n      item_id\n      quantity\n      product {\n        sku\n        name\n        imageUrl\n      }\n      configurable_options {\n        id\n        option_label\n        value_label\n      }\n      prices {\n        row_total_including_tax {\n          amount\n          currency\n        }\n      }\n    }\n    shipping_addresses {\n      selected_shipping_method {\n        method_code\n      }\n    }\n    prices {\n      subtotal_including_tax {\n        amount\n        currency\n      }\n      shipping_including_tax {\n        amount\n        currency\n      }\n      gift_cards_total {\n        amount\n        currency\n      }\n      store_credit_total {\n        amount\n        currency\n      }\n      applied_taxes {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n  }\n':
    types.CheckoutSummaryFragmentDoc,
  '\n  fragment OrderView on Order {\n    order_id\n    order_number\n    order_date\n    email\n    shipping_method\n    items {\n      id\n      product_name\n      quantity_ordered\n      row_total {\n        amount\n        currency\n      }\n      selected_options {\n        label\n        value\n      }\n      gift_card {\n        sender_name\n        recipient_name\n        recipient_email\n        message\n      }\n    }\n    total {\n      subtotal {\n        amount\n        currency\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      total_shipping {\n        amount\n        currency\n      }\n      gift_cards {\n        amount\n        currency\n      }\n      store_credit {\n        amount\n        currency\n      }\n      total_tax {\n        amount\n        currency\n      }\n      taxes {\n        title\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n    shipping_address {\n      firstname\n      lastname\n      company\n      street\n      postcode\n      city\n    }\n    pickup_location {\n      name\n      street\n      postcode\n      city\n    }\n    billing_address {\n      firstname\n      lastname\n      company\n      street\n      postcode\n      city\n    }\n    payment_methods {\n      name\n      card_brand\n      card_last4\n    }\n    downloadable_links {\n      id\n      ...DownloadableLink\n    }\n  }\n':
    types.OrderViewFragmentDoc,
  '\n  query PickupLocationsSearch($searchTerm: String!) {\n    pickupLocations(area: { search_term: $searchTerm }, pageSize: 20) {\n      search_status\n      search_origin {\n        label\n        latitude\n        longitude\n      }\n      items {\n        pickup_location_code\n        name\n        street\n        postcode\n        city\n        country_id\n        latitude\n        longitude\n        distance\n        opening_hours {\n          day\n          opening {\n            from\n            to\n          }\n        }\n      }\n    }\n  }\n':
    types.PickupLocationsSearchDocument,
  '\n  fragment CmsContent_content on Wysiwyg {\n    childNodes {\n      ...CmsNode_node\n      ... on PageBuilderNode {\n        kind\n        html\n        childNodes {\n          ...CmsNode_node\n          ... on PageBuilderNode {\n            kind\n            html\n            childNodes {\n              ...CmsNode_node\n              ... on PageBuilderNode {\n                kind\n                html\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n':
    types.CmsContent_ContentFragmentDoc,
  '\n  fragment CmsImage_media on Media {\n    id\n    url\n    alt\n    width\n    height\n    srcset {\n      small\n      medium\n      large\n    }\n  }\n':
    types.CmsImage_MediaFragmentDoc,
  '\n  fragment CmsNode_node on WysiwygNode {\n    __typename\n    ... on Widget {\n      availableFrom\n    }\n    ... on PageBuilderNode {\n      kind\n      html\n    }\n    ...WidgetProductPush_widget\n    ...WidgetImageText_widget\n    ...WidgetTitleText_widget\n    ...WidgetParallaxImage_widget\n    ...WidgetThreePush_widget\n    ...WidgetFourEntry_widget\n    ...WidgetProductCarousel_widget\n    ...WidgetFullScreen_widget\n    ...WidgetImageQuote_widget\n    ...WidgetLookbook_widget\n    ...WidgetPush_widget\n    ...WidgetEkomi_widget\n    ...WidgetTheme_widget\n    ...WidgetFourProduct_widget\n    ...WidgetReassurance_widget\n  }\n':
    types.CmsNode_NodeFragmentDoc,
  '\n  fragment CornerProducts_corners on CornerProducts {\n    topLeft {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    topRight {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    bottomLeft {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    bottomRight {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n':
    types.CornerProducts_CornersFragmentDoc,
  '\n  fragment WidgetEkomi_widget on WidgetEkomi {\n    rating {\n      ratingNumber\n      average\n    }\n    lastFeedback {\n      firstname\n      review\n      submitted\n      rating\n      bestRating\n    }\n  }\n':
    types.WidgetEkomi_WidgetFragmentDoc,
  '\n  fragment WidgetFourEntry_widget on WidgetFourEntry {\n    entries {\n      title\n      withShadow\n      link\n      media {\n        ...CmsImage_media\n      }\n    }\n  }\n':
    types.WidgetFourEntry_WidgetFragmentDoc,
  '\n  fragment WidgetFourProduct_widget on WidgetFourProduct {\n    products {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n':
    types.WidgetFourProduct_WidgetFragmentDoc,
  '\n  fragment WidgetFullScreen_widget on WidgetFullScreen {\n    link\n    media {\n      ...CmsImage_media\n    }\n  }\n':
    types.WidgetFullScreen_WidgetFragmentDoc,
  '\n  fragment WidgetImageQuote_widget on WidgetImageQuote {\n    imagePosition\n    imageFormat\n    title\n    headingLevel\n    subtitle\n    text\n    ctaLabel\n    ctaLink\n    backgroundColor\n    fontSize\n    media {\n      ...CmsImage_media\n    }\n  }\n':
    types.WidgetImageQuote_WidgetFragmentDoc,
  '\n  fragment WidgetImageText_widget on WidgetImageText {\n    text\n    backgroundColor\n    textColor\n    imagePosition\n    link\n    fontSize\n    image {\n      ...CmsImage_media\n    }\n  }\n':
    types.WidgetImageText_WidgetFragmentDoc,
  '\n  fragment WidgetLookbook_widget on WidgetLookbook {\n    title\n    corners {\n      ...CornerProducts_corners\n    }\n    media {\n      ...CmsImage_media\n    }\n  }\n':
    types.WidgetLookbook_WidgetFragmentDoc,
  '\n  fragment WidgetParallaxImage_widget on WidgetParallaxImage {\n    link\n    images {\n      ...CmsImage_media\n    }\n  }\n':
    types.WidgetParallaxImage_WidgetFragmentDoc,
  '\n  fragment WidgetProductCarousel_widget on WidgetProductCarousel {\n    title\n    headingLevel\n    ctaLink\n    ctaLabel\n    products {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n':
    types.WidgetProductCarousel_WidgetFragmentDoc,
  '\n  fragment WidgetProductPush_widget on WidgetProductPush {\n    title\n    link\n    image {\n      ...CmsImage_media\n    }\n    mediaHover {\n      ...CmsImage_media\n    }\n    product {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n':
    types.WidgetProductPush_WidgetFragmentDoc,
  '\n  fragment WidgetPush_widget on WidgetPush {\n    label\n    ctaLabel\n    ctaLink\n    displayType\n    media {\n      ...CmsImage_media\n    }\n    hoverMedia {\n      ...CmsImage_media\n    }\n  }\n':
    types.WidgetPush_WidgetFragmentDoc,
  '\n  fragment WidgetReassurance_widget on WidgetReassurance {\n    items {\n      icon\n      title\n      text\n    }\n  }\n':
    types.WidgetReassurance_WidgetFragmentDoc,
  '\n  fragment WidgetTheme_widget on WidgetTheme {\n    title\n    mediaPosition\n    link\n    corners {\n      ...CornerProducts_corners\n    }\n    media {\n      ...CmsImage_media\n    }\n  }\n':
    types.WidgetTheme_WidgetFragmentDoc,
  '\n  fragment WidgetThreePush_widget on WidgetThreePush {\n    images {\n      title\n      labelCta\n      link\n      media {\n        ...CmsImage_media\n      }\n    }\n  }\n':
    types.WidgetThreePush_WidgetFragmentDoc,
  '\n  fragment WidgetTitleText_widget on WidgetTitleText {\n    title\n    text\n  }\n':
    types.WidgetTitleText_WidgetFragmentDoc,
  '\n  fragment ContactDetails_contact on ContactInfo {\n    phone\n    email\n    address {\n      streetAddress\n      postalCode\n      locality\n      country\n    }\n  }\n':
    types.ContactDetails_ContactFragmentDoc,
  '\n  fragment OpeningHours_contact on ContactInfo {\n    openingHours {\n      day\n      opening {\n        from\n        to\n      }\n    }\n  }\n':
    types.OpeningHours_ContactFragmentDoc,
  '\n  fragment DataLayerOrder on Order {\n    order_id\n    order_number\n    items {\n      id\n      product_sku\n      variant_sku\n      product_name\n      product_main_category\n      quantity_ordered\n      product_sale_price {\n        amount\n      }\n      configurable_options {\n        label\n        value\n      }\n    }\n    applied_coupons {\n      code\n    }\n    total {\n      grand_total {\n        amount\n      }\n      total_tax {\n        amount\n      }\n      total_shipping {\n        amount\n      }\n    }\n  }\n':
    types.DataLayerOrderFragmentDoc,
  '\n  fragment DataLayerCartItem on CartItem {\n    item_id\n    quantity\n    product {\n      sku\n      name\n      main_category {\n        id\n        name\n      }\n    }\n    configured_variant {\n      sku\n    }\n    prices {\n      price {\n        amount\n      }\n    }\n    configurable_options {\n      id\n      value_label\n    }\n  }\n':
    types.DataLayerCartItemFragmentDoc,
  '\n  fragment DataLayerProduct on Product {\n    sku\n    name\n    main_category {\n      id\n      name\n    }\n    prices {\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n          }\n        }\n      }\n    }\n  }\n':
    types.DataLayerProductFragmentDoc,
  '\n  fragment MainMenu_category on Category {\n    id\n    name\n    path\n    children {\n      id\n      name\n      path\n      includeInMenu\n      children {\n        id\n        name\n        path\n        includeInMenu\n      }\n    }\n  }\n':
    types.MainMenu_CategoryFragmentDoc,
  '\n  fragment MainMenu_customLink on CustomLink {\n    id\n    value\n    url\n  }\n':
    types.MainMenu_CustomLinkFragmentDoc,
  '\n  fragment MainMenu_entry on MenuEntry {\n    id\n    label\n    url\n    children {\n      id\n      label\n      url\n      children {\n        id\n        label\n        url\n      }\n    }\n  }\n':
    types.MainMenu_EntryFragmentDoc,
  '\n  query HeaderShopper {\n    me {\n      id\n      firstname\n    }\n    shopperCart {\n      id\n      total_quantity\n    }\n  }\n':
    types.HeaderShopperDocument,
  '\n  query MainMenu {\n    menu {\n      id\n      ...MainMenu_category\n    }\n    menuCustomLinks {\n      id\n      ...MainMenu_customLink\n    }\n    storeMenu {\n      id\n      ...MainMenu_entry\n    }\n  }\n':
    types.MainMenuDocument,
  '\n  query SearchSuggestions($text: String!) {\n    search(query: $text, params: { pageLength: 5 }) {\n      items {\n        sku\n        name\n        path\n      }\n    }\n    menu {\n      id\n      name\n      path\n      children {\n        id\n        name\n        path\n        children {\n          id\n          name\n          path\n        }\n      }\n    }\n  }\n':
    types.SearchSuggestionsDocument,
  '\n  fragment InvoiceLines on Invoice {\n    items {\n      id\n      name\n      sku\n      quantity\n      taxPercent\n      priceExclTax {\n        amount\n        currency\n      }\n      discountExclTax {\n        amount\n        currency\n      }\n      amountExclTax {\n        amount\n        currency\n      }\n      options\n      bundleOptions\n    }\n    shippingLines {\n      taxPercent\n      amountExclTax {\n        amount\n        currency\n      }\n    }\n  }\n':
    types.InvoiceLinesFragmentDoc,
  '\n  fragment InvoiceVatSummary on Invoice {\n    vatSummary {\n      taxPercent\n      taxableAmount {\n        amount\n        currency\n      }\n      taxAmount {\n        amount\n        currency\n      }\n      amountInclTax {\n        amount\n        currency\n      }\n    }\n  }\n':
    types.InvoiceVatSummaryFragmentDoc,
  '\n  fragment OrderDocumentDownloads on Order {\n    invoices {\n      id\n      number\n      downloadLink\n    }\n    credit_memos {\n      id\n      number\n      downloadLink\n    }\n  }\n':
    types.OrderDocumentDownloadsFragmentDoc,
  '\n  query Footer($legalLinkIds: [ID!]!, $giftCardSkus: [String!]!, $patternCategoryIds: [String!]!) {\n    shop {\n      config {\n        contact {\n          ...ContactDetails_contact\n        }\n      }\n    }\n    legalLinks: customLinks(ids: $legalLinkIds) {\n      id\n      value\n      url\n    }\n    giftCardLinks: productLinks(ids: $giftCardSkus) {\n      identifier\n      url\n    }\n    patternLinks: categoryLinks(ids: $patternCategoryIds) {\n      identifier\n      url\n    }\n  }\n':
    types.FooterDocument,
  '\n  fragment ListingView_listing on ProductListing {\n    total\n    page\n    pageLength\n    pageCount\n    availablePageSizes\n    items {\n      sku\n      name\n      prices {\n        finalPrice {\n          priceInclTax {\n            value {\n              amount\n            }\n          }\n        }\n      }\n      ...ProductCard_product\n      ...ProductCardColor_product\n    }\n    facets {\n      code\n      label\n      buckets {\n        value\n        label\n        docCount\n      }\n    }\n    priceRange {\n      name\n      value\n    }\n  }\n':
    types.ListingView_ListingFragmentDoc,
  '\n  fragment ProductCard_product on Product {\n    sku\n    name\n    path\n    imageUrl\n    isNew\n    stickers\n    image {\n      url\n      alt\n      srcset {\n        small\n        medium\n        large\n        menSmall\n        menMedium\n        menLarge\n        womenSmall\n        womenMedium\n        womenLarge\n        childSmall\n        childMedium\n        childLarge\n      }\n    }\n    prices {\n      referencePrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    stock {\n      isInStock\n    }\n    push_redirect {\n      identifier\n      title\n    }\n  }\n':
    types.ProductCard_ProductFragmentDoc,
  '\n  fragment ProductCardColor_product on Product {\n    filteredColorImages: colorImages(colors: $colors) {\n      color\n      image {\n        srcset {\n          small\n          medium\n          large\n          menSmall\n          menMedium\n          menLarge\n          womenSmall\n          womenMedium\n          womenLarge\n          childSmall\n          childMedium\n          childLarge\n        }\n      }\n    }\n  }\n':
    types.ProductCardColor_ProductFragmentDoc,
  '\n  fragment DownloadableFiles on Product {\n    downloadable_product_links {\n      uid\n      title\n      number_of_downloads\n      file_name\n    }\n  }\n':
    types.DownloadableFilesFragmentDoc,
  '\n  fragment GalleryMedia on Media {\n    id\n    alt\n    srcset {\n      small\n      medium\n      large\n      menSmall\n      menMedium\n      menLarge\n      womenSmall\n      womenMedium\n      womenLarge\n      childSmall\n      childMedium\n      childLarge\n    }\n  }\n':
    types.GalleryMediaFragmentDoc,
  '\n  fragment ProductGallery on Product {\n    name\n    gender\n    image {\n      ...GalleryMedia\n    }\n    colorImages {\n      color\n      label\n      image {\n        ...GalleryMedia\n      }\n    }\n  }\n':
    types.ProductGalleryFragmentDoc,
  '\n  fragment GiftCardConfigurator on Product {\n    sku\n    name\n    path\n    imageUrl\n    giftcard_amounts {\n      uid\n      value {\n        amount\n        currency\n      }\n    }\n    allow_open_amount\n    open_amount_min {\n      amount\n    }\n    open_amount_max {\n      amount\n    }\n    giftcard_lifetime\n  }\n':
    types.GiftCardConfiguratorFragmentDoc,
  '\n  fragment ProductConfigurator on Product {\n    sku\n    type\n    name\n    path\n    imageUrl\n    stock {\n      isInStock\n      qty\n    }\n    prices {\n      ...ConfiguratorPrices\n      tierPrice {\n        qty\n        price {\n          priceInclTax {\n            value {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n    options {\n      label\n      attribute {\n        id\n        code\n      }\n      values {\n        label\n        value\n        swatch {\n          type\n          value\n        }\n      }\n    }\n    configurations {\n      product {\n        sku\n        stock {\n          isInStock\n          qty\n        }\n        prices {\n          ...ConfiguratorPrices\n        }\n      }\n      attributes {\n        code\n        value\n      }\n    }\n    custom_options {\n      option_id\n      title\n      type\n      is_required\n      max_characters\n      extraCost {\n        ...ConfiguratorExtraCost\n      }\n      values {\n        option_value_id\n        title\n        sort_order\n        extraCost {\n          ...ConfiguratorExtraCost\n        }\n      }\n    }\n    bundleOptions {\n      id\n      label\n      required\n      values {\n        value\n        label\n        defaultQuantity\n        userDefinedQuantity\n        prices {\n          ...ConfiguratorPrices\n        }\n      }\n    }\n  }\n':
    types.ProductConfiguratorFragmentDoc,
  '\n  fragment ConfiguratorPrices on ProductPrices {\n    finalPrice {\n      priceInclTax {\n        value {\n          amount\n          currency\n        }\n      }\n    }\n    referencePrice {\n      priceInclTax {\n        value {\n          amount\n          currency\n        }\n      }\n    }\n  }\n':
    types.ConfiguratorPricesFragmentDoc,
  '\n  fragment ConfiguratorExtraCost on ExtraCost {\n    __typename\n    ... on FixedExtraCost {\n      prices {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    ... on PercentageExtraCost {\n      rate\n    }\n  }\n':
    types.ConfiguratorExtraCostFragmentDoc,
  '\n  fragment ProductReviews on Product {\n    sku\n    path\n    reviews {\n      total\n      ratingAverage\n    }\n    reviewPage: reviews(page: $reviewPage, sort: $reviewSort) {\n      page\n      totalPages\n      reviews {\n        id\n        rating\n        title\n        comment\n        creationDate\n        language\n        verifiedBuyer\n        author {\n          displayName\n        }\n      }\n    }\n  }\n':
    types.ProductReviewsFragmentDoc,
  '\n  fragment ProductSafety on Product {\n    safety {\n      manufacturer {\n        ...EconomicOperatorAddress\n      }\n      responsiblePerson {\n        ...EconomicOperatorAddress\n      }\n      productType\n      reference\n      warnings\n    }\n  }\n':
    types.ProductSafetyFragmentDoc,
  '\n  fragment EconomicOperatorAddress on EconomicOperator {\n    name\n    street\n    postalCode\n    city\n    countryCode\n    email\n  }\n':
    types.EconomicOperatorAddressFragmentDoc,
  '\n  fragment ProductSizeGuide on Product {\n    gender\n    options {\n      attribute {\n        code\n      }\n      values {\n        value\n      }\n    }\n  }\n':
    types.ProductSizeGuideFragmentDoc,
  '\n  mutation SubscribeStockAlert($sku: String!, $email: String!) {\n    subscribeStockAlert(sku: $sku, email: $email) {\n      success\n      errorCode\n      errorField\n      status\n    }\n  }\n':
    types.SubscribeStockAlertDocument,
  '\n  query StockAlertSignedInEmail {\n    me {\n      id\n      email\n    }\n  }\n':
    types.StockAlertSignedInEmailDocument,
  '\n  query SkuSuggestions($text: String!, $sku: String!) {\n    product(sku: $sku) {\n      sku\n      name\n    }\n    search(query: $text, params: { pageLength: 8 }) {\n      items {\n        sku\n        name\n      }\n    }\n  }\n':
    types.SkuSuggestionsDocument,
  '\n  fragment ReturnRequestFormOrder on Order {\n    order_number\n    status\n    items_eligible_for_return {\n      id\n    }\n    ...ReturnFormOrder\n  }\n':
    types.ReturnRequestFormOrderFragmentDoc,
  '\n  query FeatureFlags {\n    wishlist: isFeatureActive(name: "wishlist")\n    storeCredit: isFeatureActive(name: "store_credit")\n    quickOrder: isFeatureActive(name: "quick_order")\n    giftCard: isFeatureActive(name: "giftcard")\n  }\n':
    types.FeatureFlagsDocument,
  '\n  fragment WishlistItemCard_item on WishlistItem {\n    id\n    selectedOptions {\n      option_id\n      option_value\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n      prices {\n        finalPrice {\n          priceInclTax {\n            value {\n              amount\n              currency\n            }\n          }\n        }\n      }\n      stock {\n        isInStock\n      }\n      options {\n        attribute {\n          id\n          label\n        }\n        values {\n          value\n          label\n        }\n      }\n    }\n  }\n':
    types.WishlistItemCard_ItemFragmentDoc,
  '\n  fragment HeartWishlist on Wishlist {\n    id\n    items {\n      id\n      product {\n        sku\n      }\n    }\n  }\n':
    types.HeartWishlistFragmentDoc,
  '\n  query WishlistHeart {\n    me {\n      id\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n':
    types.WishlistHeartDocument,
  '\n  mutation HeartAddToWishlist($input: WishlistItemInput!) {\n    addToWishlist(input: $input) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n':
    types.HeartAddToWishlistDocument,
  '\n  mutation HeartRemoveFromWishlist($itemId: ID!) {\n    removeFromWishlist(itemId: $itemId) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n':
    types.HeartRemoveFromWishlistDocument,
  '\n  mutation MergeGuestWishlist($items: [WishlistItemInput!]!) {\n    addProductsToWishlist(items: $items) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n':
    types.MergeGuestWishlistDocument,
  '\n  fragment OrderWithdrawalPanel on Order {\n    withdrawal {\n      state\n      available\n      deadline\n    }\n    withdrawals {\n      id\n      submitted_at\n      items {\n        order_item_id\n        product_name\n        quantity\n      }\n    }\n  }\n':
    types.OrderWithdrawalPanelFragmentDoc,
  '\n  fragment WithdrawalOrder on Order {\n    order_id\n    order_number\n    order_date\n    email\n    billing_address {\n      firstname\n      lastname\n    }\n    withdrawal {\n      state\n      available\n      deadline\n      revision\n      items {\n        order_item_id\n        product_name\n        product_sku\n        selected_options {\n          label\n          value\n        }\n        quantity_ordered\n        quantity_left\n        is_gift_card\n      }\n    }\n    withdrawals {\n      id\n      submitted_at\n      return_by\n      name\n      email\n      whole_order\n      items {\n        order_item_id\n        product_name\n        product_sku\n        quantity\n        selected_options {\n          label\n          value\n        }\n      }\n    }\n  }\n':
    types.WithdrawalOrderFragmentDoc,
  '\n  query CustomerWithdrawalPage($orderId: ID!) {\n    customer {\n      id\n      firstname\n      lastname\n      order(orderId: $orderId) {\n        order_id\n        ...WithdrawalOrder\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n':
    types.CustomerWithdrawalPageDocument,
  '\n  query GuestWithdrawalPage($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      ...WithdrawalOrder\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n':
    types.GuestWithdrawalPageDocument,
  '\n  query CurrentUserQuery {\n    me {\n      id\n    }\n  }\n': types.CurrentUserQueryDocument,
  '\n  query FaqPage {\n    faq {\n      id\n      topic\n      question\n      answer\n      position\n    }\n  }\n':
    types.FaqPageDocument,
  '\n  query CartPage {\n    shopperCart {\n      id\n      total_quantity\n      notices {\n        code\n        sku\n        message\n      }\n      items {\n        item_id\n        ...CartLineItem\n        ...DataLayerCartItem\n      }\n      ...CartSummary\n    }\n  }\n':
    types.CartPageDocument,
  '\n  query CategoryPath($id: ID!) {\n    category(id: $id) {\n      id\n      path\n    }\n  }\n':
    types.CategoryPathDocument,
  '\n  fragment CategoryPage_category on Category {\n    id\n    name\n    path\n    description\n    metaTitle\n    gender\n    image {\n      ...CmsImage_media\n    }\n    breadcrumbs {\n      id\n      name\n      path\n    }\n    products(params: $params) {\n      pageCount\n      ...ListingView_listing\n    }\n  }\n':
    types.CategoryPage_CategoryFragmentDoc,
  '\n  query CategoryPage($id: ID!, $params: ListingParams, $colors: [String!]!) {\n    category(id: $id) {\n      ...CategoryPage_category\n    }\n  }\n':
    types.CategoryPageDocument,
  '\n  query CheckoutPage {\n    shopperCart {\n      id\n      total_quantity\n      is_virtual\n      email\n      ...CheckoutSummary\n      items {\n        item_id\n        ...DataLayerCartItem\n      }\n      applied_coupons {\n        code\n      }\n      prices {\n        grand_total {\n          amount\n          currency\n        }\n      }\n      shipping_addresses {\n        ...CheckoutCartAddress\n        firstname\n        lastname\n        company\n        street\n        postcode\n        city\n        country {\n          code\n        }\n        telephone\n        customer_address_id\n        available_shipping_methods {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n          available\n          error_message\n          price_incl_tax {\n            amount\n            currency\n          }\n          delivery_days {\n            min\n            max\n          }\n        }\n        selected_shipping_method {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n        }\n        pickup_location {\n          pickup_location_code\n          name\n          street\n          postcode\n          city\n        }\n      }\n      billing_address {\n        ...CheckoutCartAddress\n        customer_address_id\n        same_as_shipping\n      }\n      available_payment_methods {\n        code\n        title\n      }\n      selected_payment_method {\n        code\n      }\n      applied_gift_cards {\n        code\n        applied_balance {\n          amount\n          currency\n        }\n      }\n      applied_store_credit {\n        applied_balance {\n          amount\n          currency\n        }\n      }\n    }\n    me {\n      id\n      email\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        defaultShipping\n        defaultBilling\n        countryCode\n        ...PostalAddress_address\n      }\n      store_credit {\n        enabled\n        current_balance {\n          value\n          currency\n        }\n      }\n    }\n    countries {\n      code2\n      name\n      shipsTo\n    }\n    shop {\n      id\n      defaultCountryId\n    }\n    terms: cmsPage(identifier: "terms-of-sale") {\n      identifier\n      path\n    }\n    returns: cmsPage(identifier: "returns") {\n      identifier\n      path\n    }\n  }\n':
    types.CheckoutPageDocument,
  '\n  query CheckoutLoginPage {\n    shopperCart {\n      id\n      total_quantity\n      email\n      items {\n        item_id\n        ...DataLayerCartItem\n      }\n    }\n  }\n':
    types.CheckoutLoginPageDocument,
  '\n  query GuestOrderConfirmation($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      order_number\n      email\n      billing_address {\n        firstname\n        lastname\n      }\n      ...OrderView\n      ...DataLayerOrder\n    }\n  }\n':
    types.GuestOrderConfirmationDocument,
  '\n  query CustomerOrderConfirmation {\n    customer {\n      id\n      orders {\n        order_id\n        order_number\n        email\n        billing_address {\n          firstname\n          lastname\n        }\n        ...OrderView\n        ...DataLayerOrder\n      }\n    }\n  }\n':
    types.CustomerOrderConfirmationDocument,
  '\n  query CmsPagePreview {\n    cmsPagePreview {\n      identifier\n      title\n      path\n      metaTitle\n      metaDescription\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n':
    types.CmsPagePreviewDocument,
  '\n  query RouteQuery(\n    $url: String!\n    $params: ListingParams\n    $colors: [String!]!\n    $reviewPage: Int!\n    $reviewSort: ProductReviewSort!\n  ) {\n    route(url: $url) {\n      __typename\n      ... on RedirectEntity {\n        identifier\n        redirectTo\n        redirectType\n      }\n      ... on Category {\n        id\n        ...CategoryPage_category\n      }\n      ... on Product {\n        sku\n        ...ProductPage_product\n      }\n      ... on CmsPage {\n        identifier\n        title\n        path\n        metaTitle\n        metaDescription\n        contentWysiwyg {\n          ...CmsContent_content\n        }\n      }\n    }\n  }\n':
    types.RouteQueryDocument,
  '\n  query CmsPagePath($identifier: String!) {\n    cmsPage(identifier: $identifier) {\n      identifier\n      path\n    }\n  }\n':
    types.CmsPagePathDocument,
  '\n  query ContactPage {\n    shop {\n      config {\n        contact {\n          ...ContactDetails_contact\n          ...OpeningHours_contact\n        }\n      }\n    }\n  }\n':
    types.ContactPageDocument,
  '\n  query HomePage {\n    shop {\n      config {\n        contact {\n          phone\n          email\n          address {\n            streetAddress\n            postalCode\n            locality\n            country\n          }\n        }\n        company {\n          legalName\n          vatId\n        }\n      }\n    }\n    cmsPage(identifier: "home") {\n      identifier\n      metaTitle\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n':
    types.HomePageDocument,
  '\n  query HomePagePreview {\n    cmsPagePreview {\n      identifier\n      metaTitle\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n':
    types.HomePagePreviewDocument,
  '\n  query GuestOrderByToken($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      order_number\n      status\n      ...OrderView\n      ...OrderProgress\n      ...OrderWithdrawalPanel\n      ...OrderDocumentDownloads\n      items_eligible_for_return {\n        id\n      }\n      returns {\n        id\n        ...ReturnSummary\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n':
    types.GuestOrderByTokenDocument,
  '\n  query GuestReturnPage($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      ...ReturnRequestFormOrder\n    }\n    returnAttributes {\n      ...ReturnFormAttribute\n    }\n  }\n':
    types.GuestReturnPageDocument,
  '\n  query ProductPath($sku: String!) {\n    product(sku: $sku) {\n      sku\n      path\n    }\n  }\n':
    types.ProductPathDocument,
  '\n  fragment ProductBreadcrumbs on Product {\n    name\n    path\n    categories {\n      id\n      name\n      path\n      level\n      breadcrumbs {\n        id\n        name\n        path\n      }\n    }\n  }\n':
    types.ProductBreadcrumbsFragmentDoc,
  '\n  fragment ProductJsonLd on Product {\n    sku\n    type\n    name\n    description\n    path\n    image {\n      url\n    }\n    colorImages {\n      image {\n        url\n      }\n    }\n    prices {\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    stock {\n      isInStock\n    }\n    giftcard_amounts {\n      value {\n        amount\n        currency\n      }\n    }\n    options {\n      attribute {\n        code\n      }\n      values {\n        value\n        label\n      }\n    }\n    configurations {\n      product {\n        sku\n        stock {\n          isInStock\n        }\n        prices {\n          finalPrice {\n            priceInclTax {\n              value {\n                amount\n                currency\n              }\n            }\n          }\n        }\n        image {\n          url\n        }\n      }\n      attributes {\n        code\n        value\n      }\n    }\n    reviews {\n      total\n      ratingAverage\n    }\n  }\n':
    types.ProductJsonLdFragmentDoc,
  '\n  fragment ProductPage_product on Product {\n    sku\n    type\n    name\n    description\n    metaTitle\n    metaDescription\n    path\n    options {\n      attribute {\n        id\n        code\n      }\n      values {\n        value\n      }\n    }\n    ...ProductBreadcrumbs\n    ...ProductJsonLd\n    ...ProductGallery\n    ...ProductConfigurator\n    ...GiftCardConfigurator\n    ...DownloadableFiles\n    ...ProductSizeGuide\n    ...ProductReviews\n    ...ProductSafety\n  }\n':
    types.ProductPage_ProductFragmentDoc,
  '\n  fragment ProductPage_shop on Shop {\n    config {\n      colorAttributeId\n      homeDeliveryDays {\n        min\n        max\n      }\n    }\n  }\n':
    types.ProductPage_ShopFragmentDoc,
  '\n  query ProductPage($sku: String!, $reviewPage: Int!, $reviewSort: ProductReviewSort!) {\n    shop {\n      ...ProductPage_shop\n    }\n    product(sku: $sku) {\n      ...ProductPage_product\n    }\n  }\n':
    types.ProductPageDocument,
  '\n  query ProductPageShop {\n    shop {\n      ...ProductPage_shop\n    }\n  }\n':
    types.ProductPageShopDocument,
  '\n  query RegisterPage {\n    terms: cmsPage(identifier: "terms-of-sale") {\n      identifier\n      path\n    }\n  }\n':
    types.RegisterPageDocument,
  '\n  query ReviewPage($sku: String!) {\n    product(sku: $sku) {\n      sku\n      name\n      path\n    }\n  }\n':
    types.ReviewPageDocument,
  '\n  query SearchPage($text: String!, $params: ListingParams, $colors: [String!]!) {\n    search(query: $text, params: $params) {\n      total\n      correctedQuery\n      ...ListingView_listing\n    }\n    menu {\n      id\n      name\n      path\n    }\n  }\n':
    types.SearchPageDocument,
  '\n  query AddressBookPage {\n    me {\n      id\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        company\n        street\n        postcode\n        city\n        countryCode\n        telephone\n        vatId\n        defaultBilling\n        defaultShipping\n        ...PostalAddress_address\n      }\n    }\n    countries {\n      code2\n      name\n    }\n    shop {\n      id\n      defaultCountryId\n    }\n  }\n':
    types.AddressBookPageDocument,
  '\n  query DownloadableProductsPage {\n    customer {\n      id\n    }\n    customerDownloadableProducts {\n      items {\n        id\n        ...DownloadableLink\n      }\n    }\n  }\n':
    types.DownloadableProductsPageDocument,
  '\n  query DashboardPage {\n    me {\n      id\n      firstname\n      lastname\n      email\n      isSubscribed\n      addresses {\n        id\n        defaultBilling\n        defaultShipping\n        ...PostalAddress_address\n      }\n    }\n  }\n':
    types.DashboardPageDocument,
  '\n  query InformationPage {\n    me {\n      id\n      firstname\n      lastname\n      email\n    }\n  }\n':
    types.InformationPageDocument,
  '\n  query NewsletterPage {\n    me {\n      id\n      email\n      isSubscribed\n    }\n  }\n':
    types.NewsletterPageDocument,
  '\n  query CustomerOrderPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        status\n        ...OrderView\n        ...OrderProgress\n        ...OrderWithdrawalPanel\n        invoices {\n          id\n          number\n        }\n        credit_memos {\n          id\n        }\n        items_eligible_for_return {\n          id\n        }\n        returns {\n          id\n          ...ReturnSummary\n        }\n        downloadable_links {\n          id\n        }\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n':
    types.CustomerOrderPageDocument,
  '\n  query InvoicePage($orderId: ID!) {\n    shop {\n      config {\n        company {\n          legalName\n          shareCapital {\n            amount\n            currency\n          }\n          registeredOffice {\n            streetAddress\n            postalCode\n            locality\n            country\n          }\n          tradeRegister {\n            number\n          }\n          vatId\n        }\n      }\n    }\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        order_date\n        email\n        billing_address {\n          firstname\n          lastname\n          company\n          street\n          postcode\n          city\n          country_code\n        }\n        invoices {\n          id\n          number\n          creationDate\n          ...InvoiceLines\n          ...InvoiceVatSummary\n          totals {\n            shippingAmount {\n              amount\n              currency\n            }\n            taxAmount {\n              amount\n              currency\n            }\n            discount {\n              amount\n              currency\n            }\n            subtotal {\n              amount\n              currency\n            }\n            grandTotal {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n':
    types.InvoicePageDocument,
  '\n  query OrderRefundsPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        credit_memos {\n          id\n          number\n          created_at\n          downloadLink\n          items {\n            id\n            product_name\n            product_sku\n            quantity_refunded\n            amount {\n              amount\n              currency\n            }\n          }\n          total {\n            total_shipping {\n              amount\n              currency\n            }\n            adjustment {\n              amount\n              currency\n            }\n            grand_total {\n              amount\n              currency\n            }\n          }\n          refunded_to {\n            type\n            card_brand\n            card_last4\n          }\n        }\n      }\n    }\n  }\n':
    types.OrderRefundsPageDocument,
  '\n  query CreateReturnPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        ...ReturnRequestFormOrder\n      }\n    }\n    returnAttributes {\n      ...ReturnFormAttribute\n    }\n  }\n':
    types.CreateReturnPageDocument,
  '\n  query CustomerOrdersPage {\n    customer {\n      id\n      orders {\n        order_id\n        order_number\n        order_date\n        status\n        items {\n          id\n          quantity_ordered\n        }\n        total {\n          grand_total {\n            amount\n            currency\n          }\n        }\n      }\n    }\n  }\n':
    types.CustomerOrdersPageDocument,
  '\n  query ReturnsPage {\n    customer {\n      id\n      returns {\n        id\n        ...ReturnSummary\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n':
    types.ReturnsPageDocument,
  '\n  query StoreCreditPage {\n    customer {\n      id\n      store_credit {\n        enabled\n        current_balance {\n          value\n          currency\n        }\n        balance_history(pageSize: 50) {\n          total_count\n          items {\n            action\n            date_time_changed\n            balance_change {\n              value\n              currency\n            }\n            actual_balance {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n':
    types.StoreCreditPageDocument,
  '\n  query LoadWishlist {\n    me {\n      id\n      wishlist {\n        id\n        isShareable\n        items {\n          id\n          ...WishlistItemCard_item\n        }\n      }\n    }\n  }\n':
    types.LoadWishlistDocument,
  '\n  query SharedWishlistPage($shareCode: String!) {\n    wishlistOn: isFeatureActive(name: "wishlist")\n    sharedWishlist(shareCode: $shareCode) {\n      id\n      items {\n        id\n        product {\n          sku\n          name\n        }\n        ...WishlistItemCard_item\n      }\n    }\n  }\n':
    types.SharedWishlistPageDocument,
  '\n  mutation FormSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormSignInDocument,
  '\n  mutation FormRegister($input: CustomerCreateInput!) {\n    createCustomer(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      customer {\n        orders {\n          order_number\n        }\n      }\n    }\n  }\n':
    types.FormRegisterDocument,
  '\n  mutation FormPasswordRequest($email: String!) {\n    requestPasswordResetEmail(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormPasswordRequestDocument,
  '\n  mutation FormPasswordReset($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormPasswordResetDocument,
  '\n  mutation FormUpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomer(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormUpdateCustomerDocument,
  '\n  mutation FormRequestEmailChange($newEmail: String!, $password: String!) {\n    requestCustomerEmailChange(newEmail: $newEmail, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormRequestEmailChangeDocument,
  '\n  mutation FormConfirmEmailChange($token: String!) {\n    confirmCustomerEmailChange(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormConfirmEmailChangeDocument,
  '\n  mutation FormChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormChangePasswordDocument,
  '\n  mutation FormUpdateAddress($id: ID!, $input: CustomerAddressInput!) {\n    saveAddress: updateCustomerAddress(id: $id, input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormUpdateAddressDocument,
  '\n  mutation FormCreateAddress($input: CustomerAddressInput!) {\n    saveAddress: createCustomerAddress(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormCreateAddressDocument,
  '\n  mutation FormDeleteAddress($id: ID!) {\n    deleteCustomerAddress(id: $id) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormDeleteAddressDocument,
  '\n  mutation FormNewsletter($subscribed: Boolean!) {\n    updateNewsletterSubscription(subscribed: $subscribed) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormNewsletterDocument,
  '\n  mutation FormSignOut {\n    signOut {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormSignOutDocument,
  '\n  query FormCartLines($cartId: String!) {\n    cart(cart_id: $cartId) {\n      items {\n        item_id\n        quantity\n        product {\n          sku\n          name\n          main_category {\n            name\n          }\n        }\n        configured_variant {\n          sku\n        }\n        prices {\n          price {\n            amount\n          }\n        }\n        configurable_options {\n          value_label\n        }\n      }\n    }\n  }\n':
    types.FormCartLinesDocument,
  '\n  query FormShopperCartLines {\n    shopperCart {\n      items {\n        item_id\n        quantity\n        product {\n          sku\n          name\n          main_category {\n            name\n          }\n        }\n        configured_variant {\n          sku\n        }\n        prices {\n          price {\n            amount\n          }\n        }\n        configurable_options {\n          value_label\n        }\n      }\n    }\n  }\n':
    types.FormShopperCartLinesDocument,
  '\n  mutation FormAddToCart($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorCode\n      errorMessage\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n':
    types.FormAddToCartDocument,
  '\n  mutation FormUpdateCartItem($cartId: String!, $item: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_id: $item, quantity: $quantity }] }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n':
    types.FormUpdateCartItemDocument,
  '\n  mutation FormRemoveCartItem($cartId: String!, $item: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_id: $item }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n':
    types.FormRemoveCartItemDocument,
  '\n  mutation FormApplyCoupon($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n':
    types.FormApplyCouponDocument,
  '\n  mutation FormRemoveCoupon($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n':
    types.FormRemoveCouponDocument,
  '\n  mutation FormCheckoutSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormCheckoutSignInDocument,
  '\n  mutation FormCheckoutGuestEmail($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormCheckoutGuestEmailDocument,
  '\n  mutation FormCheckoutShippingAddress(\n    $cartId: String!\n    $shipping: ShippingAddressInput!\n    $billingSameAsShipping: Boolean!\n  ) {\n    shipping: setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n    billing: setBillingAddressOnCart(\n      input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }\n    ) @include(if: $billingSameAsShipping) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormCheckoutShippingAddressDocument,
  '\n  mutation FormCheckoutShippingMethod($cartId: String!, $method: ShippingMethodInput!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method] }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormCheckoutShippingMethodDocument,
  '\n  mutation FormCheckoutBillingAddress($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormCheckoutBillingAddressDocument,
  '\n  mutation FormCheckoutApplyGiftCard($cartId: String!, $code: String!) {\n    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormCheckoutApplyGiftCardDocument,
  '\n  mutation FormCheckoutRemoveGiftCard($cartId: String!, $code: String!) {\n    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormCheckoutRemoveGiftCardDocument,
  '\n  mutation FormCheckoutApplyStoreCredit($cartId: String!) {\n    applyStoreCreditToCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormCheckoutApplyStoreCreditDocument,
  '\n  mutation FormCheckoutRemoveStoreCredit($cartId: String!) {\n    removeStoreCreditFromCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormCheckoutRemoveStoreCreditDocument,
  '\n  mutation FormCheckoutPlaceOrder(\n    $cartId: String!\n    $key: String\n    $paymentMethod: String!\n    $withPayment: Boolean!\n  ) {\n    # The payment method chosen beside the button, when the form sent one.\n    payment: setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $paymentMethod } })\n      @include(if: $withPayment) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n    placeOrder(input: { cart_id: $cartId, idempotency_key: $key }) {\n      order {\n        order_number\n        token\n      }\n      errors {\n        code\n        message\n      }\n      payment {\n        intent_id\n        client_secret\n        confirmation_url\n        status\n        method\n        next_action_url\n        decline_code\n        amount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n':
    types.FormCheckoutPlaceOrderDocument,
  '\n  mutation FormContactUs($input: ContactUsInput!) {\n    contactUs(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormContactUsDocument,
  '\n  mutation FormShopperCart {\n    createGuestCart {\n      success\n      cart {\n        id\n      }\n    }\n  }\n':
    types.FormShopperCartDocument,
  '\n  query FormGiftCardBalance($code: String!) {\n    giftCardAccount(input: { gift_card_code: $code }) {\n      code\n      balance {\n        value\n        currency\n      }\n      expiration_date\n    }\n  }\n':
    types.FormGiftCardBalanceDocument,
  '\n  mutation FormMarketingUnsubscribe($token: String!) {\n    unsubscribeFromMarketing(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormMarketingUnsubscribeDocument,
  '\n  mutation OneClickNewsletterUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n':
    types.OneClickNewsletterUnsubscribeDocument,
  '\n  mutation FormFooterNewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n':
    types.FormFooterNewsletterSubscribeDocument,
  '\n  mutation FormNewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n':
    types.FormNewsletterSubscribeDocument,
  '\n  mutation FormNewsletterUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n':
    types.FormNewsletterUnsubscribeDocument,
  '\n  mutation PageNewsletterConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      success\n      errorCode\n      errorField\n    }\n  }\n':
    types.PageNewsletterConfirmDocument,
  '\n  query FormGuestOrder($input: GuestOrderInformationInput!) {\n    guestOrder(input: $input) {\n      order_number\n      token\n    }\n  }\n':
    types.FormGuestOrderDocument,
  '\n  mutation PaymentReturnPlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n        token\n      }\n      errors {\n        code\n        message\n      }\n      payment {\n        intent_id\n        client_secret\n        confirmation_url\n        status\n        method\n        next_action_url\n        decline_code\n        amount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n':
    types.PaymentReturnPlaceOrderDocument,
  '\n  mutation QuickOrderAdd($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorCode\n      user_errors {\n        code\n        message\n      }\n      cart {\n        items {\n          quantity\n          product {\n            sku\n            name\n            main_category {\n              name\n            }\n          }\n          prices {\n            price {\n              amount\n            }\n          }\n          configurable_options {\n            value_id\n          }\n        }\n      }\n    }\n  }\n':
    types.QuickOrderAddDocument,
  '\n  query QuickOrderCustomerCart {\n    customerCart {\n      id\n    }\n  }\n':
    types.QuickOrderCustomerCartDocument,
  '\n  mutation QuickOrderCreateCart {\n    createGuestCart {\n      cart {\n        id\n      }\n    }\n  }\n':
    types.QuickOrderCreateCartDocument,
  '\n  query QuickOrderProduct($sku: String!) {\n    product(sku: $sku) {\n      path\n      stock {\n        qty\n      }\n    }\n  }\n':
    types.QuickOrderProductDocument,
  '\n  query QuickOrderSkus($skus: [String!]!) {\n    skuLookup(skus: $skus) {\n      typed\n      sku\n      selected_options\n    }\n  }\n':
    types.QuickOrderSkusDocument,
  '\n  mutation FormReorder($number: String!) {\n    reorderItems(orderNumber: $number) {\n      success\n      errorCode\n      errorMessage\n      userInputErrors {\n        message\n      }\n    }\n  }\n':
    types.FormReorderDocument,
  '\n  mutation FormRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      return {\n        number\n      }\n    }\n  }\n':
    types.FormRequestReturnDocument,
  '\n  mutation FormGuestRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      return {\n        number\n      }\n    }\n  }\n':
    types.FormGuestRequestReturnDocument,
  '\n  mutation FormProductReview($input: ProductReviewInput!) {\n    createProductReview(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormProductReviewDocument,
  '\n  mutation OneClickStockAlertUnsubscribe($token: String!) {\n    unsubscribeStockAlert(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n':
    types.OneClickStockAlertUnsubscribeDocument,
  '\n  mutation FormStockAlertSubscribe($sku: String!, $email: String!) {\n    subscribeStockAlert(sku: $sku, email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n':
    types.FormStockAlertSubscribeDocument,
  '\n  mutation FormStockAlertUnsubscribe($token: String!) {\n    unsubscribeStockAlert(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n':
    types.FormStockAlertUnsubscribeDocument,
  '\n  mutation PageStockAlertConfirm($token: String!) {\n    confirmStockAlert(token: $token) {\n      success\n      errorCode\n      errorField\n      status\n    }\n  }\n':
    types.PageStockAlertConfirmDocument,
  '\n  mutation FormAddToWishlist($input: WishlistItemInput!) {\n    addToWishlist(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormAddToWishlistDocument,
  '\n  mutation FormRemoveFromWishlist($itemId: ID!) {\n    removeFromWishlist(itemId: $itemId) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormRemoveFromWishlistDocument,
  '\n  mutation FormMoveWishlistItemToCart($itemId: ID!, $cartId: String!, $chosen: [SelectedOptionInput!]) {\n    moveWishlistItemToCart(itemId: $itemId, cartId: $cartId, chosenOptions: $chosen) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      added\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n':
    types.FormMoveWishlistItemToCartDocument,
  '\n  mutation FormShareWishlist {\n    shareWishlist {\n      success\n      errorCode\n      errorMessage\n      errorField\n      shareCode\n    }\n  }\n':
    types.FormShareWishlistDocument,
  '\n  mutation FormRevokeWishlistShare {\n    revokeWishlistShare {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormRevokeWishlistShareDocument,
  '\n  mutation FormAddSharedWishlistToCart(\n    $shareCode: String!\n    $cartId: String!\n    $itemId: ID\n    $chosen: [SelectedOptionInput!]\n  ) {\n    addSharedWishlistItemsToCart(\n      shareCode: $shareCode\n      cartId: $cartId\n      itemId: $itemId\n      chosenOptions: $chosen\n    ) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      added\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n':
    types.FormAddSharedWishlistToCartDocument,
  '\n  query FormWithdrawalStatement($input: WithdrawFromContractInput!) {\n    withdrawalStatement(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      statement {\n        name\n        email\n        whole_order\n        items {\n          order_item_id\n          quantity\n        }\n      }\n    }\n  }\n':
    types.FormWithdrawalStatementDocument,
  '\n  mutation FormWithdrawFromContract($input: WithdrawFromContractInput!) {\n    withdrawFromContract(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n':
    types.FormWithdrawFromContractDocument,
  '\n  query SitemapEntries($page: Int!, $pageLength: Int!) {\n    sitemap(page: $page, pageLength: $pageLength) {\n      total\n      entries {\n        path\n        priority\n        lastmod\n        changefreq\n        seoImages\n      }\n    }\n  }\n':
    types.SitemapEntriesDocument,
}

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DownloadableLink on CustomerDownloadableProduct {\n    id\n    date\n    order_increment_id\n    order_id\n    product_name\n    link_title\n    file_name\n    download_url\n    remaining_downloads\n    status\n  }\n',
): (typeof documents)['\n  fragment DownloadableLink on CustomerDownloadableProduct {\n    id\n    date\n    order_increment_id\n    order_id\n    product_name\n    link_title\n    file_name\n    download_url\n    remaining_downloads\n    status\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderProgress on Order {\n    status_history {\n      status\n      date\n    }\n    shipments {\n      id\n      number\n      tracking {\n        carrier\n        title\n        number\n        url\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderProgress on Order {\n    status_history {\n      status\n      date\n    }\n    shipments {\n      id\n      number\n      tracking {\n        carrier\n        title\n        number\n        url\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PostalAddress_address on CustomerAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    countryCode\n    countryName\n    telephone\n  }\n',
): (typeof documents)['\n  fragment PostalAddress_address on CustomerAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    countryCode\n    countryName\n    telephone\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReturnFormOrder on Order {\n    order_id\n    items_eligible_for_return {\n      id\n      product_name\n      selected_options {\n        label\n        value\n      }\n      quantity_ordered\n      quantity_returned\n      quantity_returnable\n    }\n  }\n',
): (typeof documents)['\n  fragment ReturnFormOrder on Order {\n    order_id\n    items_eligible_for_return {\n      id\n      product_name\n      selected_options {\n        label\n        value\n      }\n      quantity_ordered\n      quantity_returned\n      quantity_returnable\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReturnFormAttribute on ReturnAttribute {\n    code\n    label\n    required\n    kind\n    scope\n    max_length\n    options {\n      value\n      label\n    }\n  }\n',
): (typeof documents)['\n  fragment ReturnFormAttribute on ReturnAttribute {\n    code\n    label\n    required\n    kind\n    scope\n    max_length\n    options {\n      value\n      label\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReturnSummary on ReturnMerchandiseAuthorization {\n    id\n    number\n    createdAt\n    status\n    order {\n      order_id\n      order_number\n    }\n    items {\n      id\n      name\n      sku\n      status\n      quantity\n      selected_options {\n        label\n        value\n      }\n      attributes {\n        code\n        label\n        value_label\n      }\n    }\n    attributes {\n      code\n      label\n      value_label\n    }\n    status_history {\n      status\n      date\n    }\n  }\n',
): (typeof documents)['\n  fragment ReturnSummary on ReturnMerchandiseAuthorization {\n    id\n    number\n    createdAt\n    status\n    order {\n      order_id\n      order_number\n    }\n    items {\n      id\n      name\n      sku\n      status\n      quantity\n      selected_options {\n        label\n        value\n      }\n      attributes {\n        code\n        label\n        value_label\n      }\n    }\n    attributes {\n      code\n      label\n      value_label\n    }\n    status_history {\n      status\n      date\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReturnAddressConfig on ShopConfig {\n    company {\n      legalName\n    }\n    contact {\n      address {\n        streetAddress\n        postalCode\n        locality\n        country\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ReturnAddressConfig on ShopConfig {\n    company {\n      legalName\n    }\n    contact {\n      address {\n        streetAddress\n        postalCode\n        locality\n        country\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CartLineItem on CartItem {\n    item_id\n    quantity\n    is_available\n    not_available_message\n    errors {\n      message\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n    }\n    configured_variant {\n      sku\n      imageUrl\n    }\n    prices {\n      price {\n        amount\n        currency\n      }\n      row_total_including_tax {\n        amount\n        currency\n      }\n    }\n    configurable_options {\n      id\n      option_label\n      value_label\n    }\n    customizable_options {\n      id\n      label\n      values {\n        id\n        value\n      }\n    }\n    bundle_options {\n      id\n      label\n      values {\n        id\n        label\n        quantity\n      }\n    }\n    gift_card {\n      amount {\n        amount\n        currency\n      }\n      sender_name\n      sender_email\n      recipient_name\n      recipient_email\n      message\n    }\n  }\n',
): (typeof documents)['\n  fragment CartLineItem on CartItem {\n    item_id\n    quantity\n    is_available\n    not_available_message\n    errors {\n      message\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n    }\n    configured_variant {\n      sku\n      imageUrl\n    }\n    prices {\n      price {\n        amount\n        currency\n      }\n      row_total_including_tax {\n        amount\n        currency\n      }\n    }\n    configurable_options {\n      id\n      option_label\n      value_label\n    }\n    customizable_options {\n      id\n      label\n      values {\n        id\n        value\n      }\n    }\n    bundle_options {\n      id\n      label\n      values {\n        id\n        label\n        quantity\n      }\n    }\n    gift_card {\n      amount {\n        amount\n        currency\n      }\n      sender_name\n      sender_email\n      recipient_name\n      recipient_email\n      message\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CartSummary on Cart {\n    is_virtual\n    applied_coupons {\n      code\n    }\n    prices {\n      subtotal_including_tax {\n        amount\n        currency\n      }\n      applied_taxes {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment CartSummary on Cart {\n    is_virtual\n    applied_coupons {\n      code\n    }\n    prices {\n      subtotal_including_tax {\n        amount\n        currency\n      }\n      applied_taxes {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddToCartShopperCart {\n    createGuestCart {\n      success\n      errorMessage\n      cart {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AddToCartShopperCart {\n    createGuestCart {\n      success\n      errorMessage\n      cart {\n        id\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddToCart($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorMessage\n      user_errors {\n        code\n        message\n      }\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AddToCart($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorMessage\n      user_errors {\n        code\n        message\n      }\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CheckoutCartAddress on CartAddressInterface {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country {\n      code\n      label\n    }\n    telephone\n  }\n',
): (typeof documents)['\n  fragment CheckoutCartAddress on CartAddressInterface {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country {\n      code\n      label\n    }\n    telephone\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CheckoutSummary on Cart {\n    total_quantity\n    is_virtual\n    items {\n      item_id\n      quantity\n      product {\n        sku\n        name\n        imageUrl\n      }\n      configurable_options {\n        id\n        option_label\n        value_label\n      }\n      prices {\n        row_total_including_tax {\n          amount\n          currency\n        }\n      }\n    }\n    shipping_addresses {\n      selected_shipping_method {\n        method_code\n      }\n    }\n    prices {\n      subtotal_including_tax {\n        amount\n        currency\n      }\n      shipping_including_tax {\n        amount\n        currency\n      }\n      gift_cards_total {\n        amount\n        currency\n      }\n      store_credit_total {\n        amount\n        currency\n      }\n      applied_taxes {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment CheckoutSummary on Cart {\n    total_quantity\n    is_virtual\n    items {\n      item_id\n      quantity\n      product {\n        sku\n        name\n        imageUrl\n      }\n      configurable_options {\n        id\n        option_label\n        value_label\n      }\n      prices {\n        row_total_including_tax {\n          amount\n          currency\n        }\n      }\n    }\n    shipping_addresses {\n      selected_shipping_method {\n        method_code\n      }\n    }\n    prices {\n      subtotal_including_tax {\n        amount\n        currency\n      }\n      shipping_including_tax {\n        amount\n        currency\n      }\n      gift_cards_total {\n        amount\n        currency\n      }\n      store_credit_total {\n        amount\n        currency\n      }\n      applied_taxes {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderView on Order {\n    order_id\n    order_number\n    order_date\n    email\n    shipping_method\n    items {\n      id\n      product_name\n      quantity_ordered\n      row_total {\n        amount\n        currency\n      }\n      selected_options {\n        label\n        value\n      }\n      gift_card {\n        sender_name\n        recipient_name\n        recipient_email\n        message\n      }\n    }\n    total {\n      subtotal {\n        amount\n        currency\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      total_shipping {\n        amount\n        currency\n      }\n      gift_cards {\n        amount\n        currency\n      }\n      store_credit {\n        amount\n        currency\n      }\n      total_tax {\n        amount\n        currency\n      }\n      taxes {\n        title\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n    shipping_address {\n      firstname\n      lastname\n      company\n      street\n      postcode\n      city\n    }\n    pickup_location {\n      name\n      street\n      postcode\n      city\n    }\n    billing_address {\n      firstname\n      lastname\n      company\n      street\n      postcode\n      city\n    }\n    payment_methods {\n      name\n      card_brand\n      card_last4\n    }\n    downloadable_links {\n      id\n      ...DownloadableLink\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderView on Order {\n    order_id\n    order_number\n    order_date\n    email\n    shipping_method\n    items {\n      id\n      product_name\n      quantity_ordered\n      row_total {\n        amount\n        currency\n      }\n      selected_options {\n        label\n        value\n      }\n      gift_card {\n        sender_name\n        recipient_name\n        recipient_email\n        message\n      }\n    }\n    total {\n      subtotal {\n        amount\n        currency\n      }\n      discounts {\n        label\n        amount {\n          amount\n          currency\n        }\n      }\n      total_shipping {\n        amount\n        currency\n      }\n      gift_cards {\n        amount\n        currency\n      }\n      store_credit {\n        amount\n        currency\n      }\n      total_tax {\n        amount\n        currency\n      }\n      taxes {\n        title\n        amount {\n          amount\n          currency\n        }\n      }\n      grand_total {\n        amount\n        currency\n      }\n    }\n    shipping_address {\n      firstname\n      lastname\n      company\n      street\n      postcode\n      city\n    }\n    pickup_location {\n      name\n      street\n      postcode\n      city\n    }\n    billing_address {\n      firstname\n      lastname\n      company\n      street\n      postcode\n      city\n    }\n    payment_methods {\n      name\n      card_brand\n      card_last4\n    }\n    downloadable_links {\n      id\n      ...DownloadableLink\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PickupLocationsSearch($searchTerm: String!) {\n    pickupLocations(area: { search_term: $searchTerm }, pageSize: 20) {\n      search_status\n      search_origin {\n        label\n        latitude\n        longitude\n      }\n      items {\n        pickup_location_code\n        name\n        street\n        postcode\n        city\n        country_id\n        latitude\n        longitude\n        distance\n        opening_hours {\n          day\n          opening {\n            from\n            to\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PickupLocationsSearch($searchTerm: String!) {\n    pickupLocations(area: { search_term: $searchTerm }, pageSize: 20) {\n      search_status\n      search_origin {\n        label\n        latitude\n        longitude\n      }\n      items {\n        pickup_location_code\n        name\n        street\n        postcode\n        city\n        country_id\n        latitude\n        longitude\n        distance\n        opening_hours {\n          day\n          opening {\n            from\n            to\n          }\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CmsContent_content on Wysiwyg {\n    childNodes {\n      ...CmsNode_node\n      ... on PageBuilderNode {\n        kind\n        html\n        childNodes {\n          ...CmsNode_node\n          ... on PageBuilderNode {\n            kind\n            html\n            childNodes {\n              ...CmsNode_node\n              ... on PageBuilderNode {\n                kind\n                html\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment CmsContent_content on Wysiwyg {\n    childNodes {\n      ...CmsNode_node\n      ... on PageBuilderNode {\n        kind\n        html\n        childNodes {\n          ...CmsNode_node\n          ... on PageBuilderNode {\n            kind\n            html\n            childNodes {\n              ...CmsNode_node\n              ... on PageBuilderNode {\n                kind\n                html\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CmsImage_media on Media {\n    id\n    url\n    alt\n    width\n    height\n    srcset {\n      small\n      medium\n      large\n    }\n  }\n',
): (typeof documents)['\n  fragment CmsImage_media on Media {\n    id\n    url\n    alt\n    width\n    height\n    srcset {\n      small\n      medium\n      large\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CmsNode_node on WysiwygNode {\n    __typename\n    ... on Widget {\n      availableFrom\n    }\n    ... on PageBuilderNode {\n      kind\n      html\n    }\n    ...WidgetProductPush_widget\n    ...WidgetImageText_widget\n    ...WidgetTitleText_widget\n    ...WidgetParallaxImage_widget\n    ...WidgetThreePush_widget\n    ...WidgetFourEntry_widget\n    ...WidgetProductCarousel_widget\n    ...WidgetFullScreen_widget\n    ...WidgetImageQuote_widget\n    ...WidgetLookbook_widget\n    ...WidgetPush_widget\n    ...WidgetEkomi_widget\n    ...WidgetTheme_widget\n    ...WidgetFourProduct_widget\n    ...WidgetReassurance_widget\n  }\n',
): (typeof documents)['\n  fragment CmsNode_node on WysiwygNode {\n    __typename\n    ... on Widget {\n      availableFrom\n    }\n    ... on PageBuilderNode {\n      kind\n      html\n    }\n    ...WidgetProductPush_widget\n    ...WidgetImageText_widget\n    ...WidgetTitleText_widget\n    ...WidgetParallaxImage_widget\n    ...WidgetThreePush_widget\n    ...WidgetFourEntry_widget\n    ...WidgetProductCarousel_widget\n    ...WidgetFullScreen_widget\n    ...WidgetImageQuote_widget\n    ...WidgetLookbook_widget\n    ...WidgetPush_widget\n    ...WidgetEkomi_widget\n    ...WidgetTheme_widget\n    ...WidgetFourProduct_widget\n    ...WidgetReassurance_widget\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CornerProducts_corners on CornerProducts {\n    topLeft {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    topRight {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    bottomLeft {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    bottomRight {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n',
): (typeof documents)['\n  fragment CornerProducts_corners on CornerProducts {\n    topLeft {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    topRight {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    bottomLeft {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n    bottomRight {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetEkomi_widget on WidgetEkomi {\n    rating {\n      ratingNumber\n      average\n    }\n    lastFeedback {\n      firstname\n      review\n      submitted\n      rating\n      bestRating\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetEkomi_widget on WidgetEkomi {\n    rating {\n      ratingNumber\n      average\n    }\n    lastFeedback {\n      firstname\n      review\n      submitted\n      rating\n      bestRating\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetFourEntry_widget on WidgetFourEntry {\n    entries {\n      title\n      withShadow\n      link\n      media {\n        ...CmsImage_media\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetFourEntry_widget on WidgetFourEntry {\n    entries {\n      title\n      withShadow\n      link\n      media {\n        ...CmsImage_media\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetFourProduct_widget on WidgetFourProduct {\n    products {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetFourProduct_widget on WidgetFourProduct {\n    products {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetFullScreen_widget on WidgetFullScreen {\n    link\n    media {\n      ...CmsImage_media\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetFullScreen_widget on WidgetFullScreen {\n    link\n    media {\n      ...CmsImage_media\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetImageQuote_widget on WidgetImageQuote {\n    imagePosition\n    imageFormat\n    title\n    headingLevel\n    subtitle\n    text\n    ctaLabel\n    ctaLink\n    backgroundColor\n    fontSize\n    media {\n      ...CmsImage_media\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetImageQuote_widget on WidgetImageQuote {\n    imagePosition\n    imageFormat\n    title\n    headingLevel\n    subtitle\n    text\n    ctaLabel\n    ctaLink\n    backgroundColor\n    fontSize\n    media {\n      ...CmsImage_media\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetImageText_widget on WidgetImageText {\n    text\n    backgroundColor\n    textColor\n    imagePosition\n    link\n    fontSize\n    image {\n      ...CmsImage_media\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetImageText_widget on WidgetImageText {\n    text\n    backgroundColor\n    textColor\n    imagePosition\n    link\n    fontSize\n    image {\n      ...CmsImage_media\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetLookbook_widget on WidgetLookbook {\n    title\n    corners {\n      ...CornerProducts_corners\n    }\n    media {\n      ...CmsImage_media\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetLookbook_widget on WidgetLookbook {\n    title\n    corners {\n      ...CornerProducts_corners\n    }\n    media {\n      ...CmsImage_media\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetParallaxImage_widget on WidgetParallaxImage {\n    link\n    images {\n      ...CmsImage_media\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetParallaxImage_widget on WidgetParallaxImage {\n    link\n    images {\n      ...CmsImage_media\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetProductCarousel_widget on WidgetProductCarousel {\n    title\n    headingLevel\n    ctaLink\n    ctaLabel\n    products {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetProductCarousel_widget on WidgetProductCarousel {\n    title\n    headingLevel\n    ctaLink\n    ctaLabel\n    products {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetProductPush_widget on WidgetProductPush {\n    title\n    link\n    image {\n      ...CmsImage_media\n    }\n    mediaHover {\n      ...CmsImage_media\n    }\n    product {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetProductPush_widget on WidgetProductPush {\n    title\n    link\n    image {\n      ...CmsImage_media\n    }\n    mediaHover {\n      ...CmsImage_media\n    }\n    product {\n      sku\n      ...ProductCard_product\n      ...DataLayerProduct\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetPush_widget on WidgetPush {\n    label\n    ctaLabel\n    ctaLink\n    displayType\n    media {\n      ...CmsImage_media\n    }\n    hoverMedia {\n      ...CmsImage_media\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetPush_widget on WidgetPush {\n    label\n    ctaLabel\n    ctaLink\n    displayType\n    media {\n      ...CmsImage_media\n    }\n    hoverMedia {\n      ...CmsImage_media\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetReassurance_widget on WidgetReassurance {\n    items {\n      icon\n      title\n      text\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetReassurance_widget on WidgetReassurance {\n    items {\n      icon\n      title\n      text\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetTheme_widget on WidgetTheme {\n    title\n    mediaPosition\n    link\n    corners {\n      ...CornerProducts_corners\n    }\n    media {\n      ...CmsImage_media\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetTheme_widget on WidgetTheme {\n    title\n    mediaPosition\n    link\n    corners {\n      ...CornerProducts_corners\n    }\n    media {\n      ...CmsImage_media\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetThreePush_widget on WidgetThreePush {\n    images {\n      title\n      labelCta\n      link\n      media {\n        ...CmsImage_media\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment WidgetThreePush_widget on WidgetThreePush {\n    images {\n      title\n      labelCta\n      link\n      media {\n        ...CmsImage_media\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetTitleText_widget on WidgetTitleText {\n    title\n    text\n  }\n',
): (typeof documents)['\n  fragment WidgetTitleText_widget on WidgetTitleText {\n    title\n    text\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ContactDetails_contact on ContactInfo {\n    phone\n    email\n    address {\n      streetAddress\n      postalCode\n      locality\n      country\n    }\n  }\n',
): (typeof documents)['\n  fragment ContactDetails_contact on ContactInfo {\n    phone\n    email\n    address {\n      streetAddress\n      postalCode\n      locality\n      country\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OpeningHours_contact on ContactInfo {\n    openingHours {\n      day\n      opening {\n        from\n        to\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment OpeningHours_contact on ContactInfo {\n    openingHours {\n      day\n      opening {\n        from\n        to\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DataLayerOrder on Order {\n    order_id\n    order_number\n    items {\n      id\n      product_sku\n      variant_sku\n      product_name\n      product_main_category\n      quantity_ordered\n      product_sale_price {\n        amount\n      }\n      configurable_options {\n        label\n        value\n      }\n    }\n    applied_coupons {\n      code\n    }\n    total {\n      grand_total {\n        amount\n      }\n      total_tax {\n        amount\n      }\n      total_shipping {\n        amount\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment DataLayerOrder on Order {\n    order_id\n    order_number\n    items {\n      id\n      product_sku\n      variant_sku\n      product_name\n      product_main_category\n      quantity_ordered\n      product_sale_price {\n        amount\n      }\n      configurable_options {\n        label\n        value\n      }\n    }\n    applied_coupons {\n      code\n    }\n    total {\n      grand_total {\n        amount\n      }\n      total_tax {\n        amount\n      }\n      total_shipping {\n        amount\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DataLayerCartItem on CartItem {\n    item_id\n    quantity\n    product {\n      sku\n      name\n      main_category {\n        id\n        name\n      }\n    }\n    configured_variant {\n      sku\n    }\n    prices {\n      price {\n        amount\n      }\n    }\n    configurable_options {\n      id\n      value_label\n    }\n  }\n',
): (typeof documents)['\n  fragment DataLayerCartItem on CartItem {\n    item_id\n    quantity\n    product {\n      sku\n      name\n      main_category {\n        id\n        name\n      }\n    }\n    configured_variant {\n      sku\n    }\n    prices {\n      price {\n        amount\n      }\n    }\n    configurable_options {\n      id\n      value_label\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DataLayerProduct on Product {\n    sku\n    name\n    main_category {\n      id\n      name\n    }\n    prices {\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment DataLayerProduct on Product {\n    sku\n    name\n    main_category {\n      id\n      name\n    }\n    prices {\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n          }\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MainMenu_category on Category {\n    id\n    name\n    path\n    children {\n      id\n      name\n      path\n      includeInMenu\n      children {\n        id\n        name\n        path\n        includeInMenu\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment MainMenu_category on Category {\n    id\n    name\n    path\n    children {\n      id\n      name\n      path\n      includeInMenu\n      children {\n        id\n        name\n        path\n        includeInMenu\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MainMenu_customLink on CustomLink {\n    id\n    value\n    url\n  }\n',
): (typeof documents)['\n  fragment MainMenu_customLink on CustomLink {\n    id\n    value\n    url\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MainMenu_entry on MenuEntry {\n    id\n    label\n    url\n    children {\n      id\n      label\n      url\n      children {\n        id\n        label\n        url\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment MainMenu_entry on MenuEntry {\n    id\n    label\n    url\n    children {\n      id\n      label\n      url\n      children {\n        id\n        label\n        url\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HeaderShopper {\n    me {\n      id\n      firstname\n    }\n    shopperCart {\n      id\n      total_quantity\n    }\n  }\n',
): (typeof documents)['\n  query HeaderShopper {\n    me {\n      id\n      firstname\n    }\n    shopperCart {\n      id\n      total_quantity\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MainMenu {\n    menu {\n      id\n      ...MainMenu_category\n    }\n    menuCustomLinks {\n      id\n      ...MainMenu_customLink\n    }\n    storeMenu {\n      id\n      ...MainMenu_entry\n    }\n  }\n',
): (typeof documents)['\n  query MainMenu {\n    menu {\n      id\n      ...MainMenu_category\n    }\n    menuCustomLinks {\n      id\n      ...MainMenu_customLink\n    }\n    storeMenu {\n      id\n      ...MainMenu_entry\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SearchSuggestions($text: String!) {\n    search(query: $text, params: { pageLength: 5 }) {\n      items {\n        sku\n        name\n        path\n      }\n    }\n    menu {\n      id\n      name\n      path\n      children {\n        id\n        name\n        path\n        children {\n          id\n          name\n          path\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SearchSuggestions($text: String!) {\n    search(query: $text, params: { pageLength: 5 }) {\n      items {\n        sku\n        name\n        path\n      }\n    }\n    menu {\n      id\n      name\n      path\n      children {\n        id\n        name\n        path\n        children {\n          id\n          name\n          path\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment InvoiceLines on Invoice {\n    items {\n      id\n      name\n      sku\n      quantity\n      taxPercent\n      priceExclTax {\n        amount\n        currency\n      }\n      discountExclTax {\n        amount\n        currency\n      }\n      amountExclTax {\n        amount\n        currency\n      }\n      options\n      bundleOptions\n    }\n    shippingLines {\n      taxPercent\n      amountExclTax {\n        amount\n        currency\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment InvoiceLines on Invoice {\n    items {\n      id\n      name\n      sku\n      quantity\n      taxPercent\n      priceExclTax {\n        amount\n        currency\n      }\n      discountExclTax {\n        amount\n        currency\n      }\n      amountExclTax {\n        amount\n        currency\n      }\n      options\n      bundleOptions\n    }\n    shippingLines {\n      taxPercent\n      amountExclTax {\n        amount\n        currency\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment InvoiceVatSummary on Invoice {\n    vatSummary {\n      taxPercent\n      taxableAmount {\n        amount\n        currency\n      }\n      taxAmount {\n        amount\n        currency\n      }\n      amountInclTax {\n        amount\n        currency\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment InvoiceVatSummary on Invoice {\n    vatSummary {\n      taxPercent\n      taxableAmount {\n        amount\n        currency\n      }\n      taxAmount {\n        amount\n        currency\n      }\n      amountInclTax {\n        amount\n        currency\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderDocumentDownloads on Order {\n    invoices {\n      id\n      number\n      downloadLink\n    }\n    credit_memos {\n      id\n      number\n      downloadLink\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderDocumentDownloads on Order {\n    invoices {\n      id\n      number\n      downloadLink\n    }\n    credit_memos {\n      id\n      number\n      downloadLink\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Footer($legalLinkIds: [ID!]!, $giftCardSkus: [String!]!, $patternCategoryIds: [String!]!) {\n    shop {\n      config {\n        contact {\n          ...ContactDetails_contact\n        }\n      }\n    }\n    legalLinks: customLinks(ids: $legalLinkIds) {\n      id\n      value\n      url\n    }\n    giftCardLinks: productLinks(ids: $giftCardSkus) {\n      identifier\n      url\n    }\n    patternLinks: categoryLinks(ids: $patternCategoryIds) {\n      identifier\n      url\n    }\n  }\n',
): (typeof documents)['\n  query Footer($legalLinkIds: [ID!]!, $giftCardSkus: [String!]!, $patternCategoryIds: [String!]!) {\n    shop {\n      config {\n        contact {\n          ...ContactDetails_contact\n        }\n      }\n    }\n    legalLinks: customLinks(ids: $legalLinkIds) {\n      id\n      value\n      url\n    }\n    giftCardLinks: productLinks(ids: $giftCardSkus) {\n      identifier\n      url\n    }\n    patternLinks: categoryLinks(ids: $patternCategoryIds) {\n      identifier\n      url\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ListingView_listing on ProductListing {\n    total\n    page\n    pageLength\n    pageCount\n    availablePageSizes\n    items {\n      sku\n      name\n      prices {\n        finalPrice {\n          priceInclTax {\n            value {\n              amount\n            }\n          }\n        }\n      }\n      ...ProductCard_product\n      ...ProductCardColor_product\n    }\n    facets {\n      code\n      label\n      buckets {\n        value\n        label\n        docCount\n      }\n    }\n    priceRange {\n      name\n      value\n    }\n  }\n',
): (typeof documents)['\n  fragment ListingView_listing on ProductListing {\n    total\n    page\n    pageLength\n    pageCount\n    availablePageSizes\n    items {\n      sku\n      name\n      prices {\n        finalPrice {\n          priceInclTax {\n            value {\n              amount\n            }\n          }\n        }\n      }\n      ...ProductCard_product\n      ...ProductCardColor_product\n    }\n    facets {\n      code\n      label\n      buckets {\n        value\n        label\n        docCount\n      }\n    }\n    priceRange {\n      name\n      value\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductCard_product on Product {\n    sku\n    name\n    path\n    imageUrl\n    isNew\n    stickers\n    image {\n      url\n      alt\n      srcset {\n        small\n        medium\n        large\n        menSmall\n        menMedium\n        menLarge\n        womenSmall\n        womenMedium\n        womenLarge\n        childSmall\n        childMedium\n        childLarge\n      }\n    }\n    prices {\n      referencePrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    stock {\n      isInStock\n    }\n    push_redirect {\n      identifier\n      title\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductCard_product on Product {\n    sku\n    name\n    path\n    imageUrl\n    isNew\n    stickers\n    image {\n      url\n      alt\n      srcset {\n        small\n        medium\n        large\n        menSmall\n        menMedium\n        menLarge\n        womenSmall\n        womenMedium\n        womenLarge\n        childSmall\n        childMedium\n        childLarge\n      }\n    }\n    prices {\n      referencePrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    stock {\n      isInStock\n    }\n    push_redirect {\n      identifier\n      title\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductCardColor_product on Product {\n    filteredColorImages: colorImages(colors: $colors) {\n      color\n      image {\n        srcset {\n          small\n          medium\n          large\n          menSmall\n          menMedium\n          menLarge\n          womenSmall\n          womenMedium\n          womenLarge\n          childSmall\n          childMedium\n          childLarge\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductCardColor_product on Product {\n    filteredColorImages: colorImages(colors: $colors) {\n      color\n      image {\n        srcset {\n          small\n          medium\n          large\n          menSmall\n          menMedium\n          menLarge\n          womenSmall\n          womenMedium\n          womenLarge\n          childSmall\n          childMedium\n          childLarge\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DownloadableFiles on Product {\n    downloadable_product_links {\n      uid\n      title\n      number_of_downloads\n      file_name\n    }\n  }\n',
): (typeof documents)['\n  fragment DownloadableFiles on Product {\n    downloadable_product_links {\n      uid\n      title\n      number_of_downloads\n      file_name\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GalleryMedia on Media {\n    id\n    alt\n    srcset {\n      small\n      medium\n      large\n      menSmall\n      menMedium\n      menLarge\n      womenSmall\n      womenMedium\n      womenLarge\n      childSmall\n      childMedium\n      childLarge\n    }\n  }\n',
): (typeof documents)['\n  fragment GalleryMedia on Media {\n    id\n    alt\n    srcset {\n      small\n      medium\n      large\n      menSmall\n      menMedium\n      menLarge\n      womenSmall\n      womenMedium\n      womenLarge\n      childSmall\n      childMedium\n      childLarge\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductGallery on Product {\n    name\n    gender\n    image {\n      ...GalleryMedia\n    }\n    colorImages {\n      color\n      label\n      image {\n        ...GalleryMedia\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductGallery on Product {\n    name\n    gender\n    image {\n      ...GalleryMedia\n    }\n    colorImages {\n      color\n      label\n      image {\n        ...GalleryMedia\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GiftCardConfigurator on Product {\n    sku\n    name\n    path\n    imageUrl\n    giftcard_amounts {\n      uid\n      value {\n        amount\n        currency\n      }\n    }\n    allow_open_amount\n    open_amount_min {\n      amount\n    }\n    open_amount_max {\n      amount\n    }\n    giftcard_lifetime\n  }\n',
): (typeof documents)['\n  fragment GiftCardConfigurator on Product {\n    sku\n    name\n    path\n    imageUrl\n    giftcard_amounts {\n      uid\n      value {\n        amount\n        currency\n      }\n    }\n    allow_open_amount\n    open_amount_min {\n      amount\n    }\n    open_amount_max {\n      amount\n    }\n    giftcard_lifetime\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductConfigurator on Product {\n    sku\n    type\n    name\n    path\n    imageUrl\n    stock {\n      isInStock\n      qty\n    }\n    prices {\n      ...ConfiguratorPrices\n      tierPrice {\n        qty\n        price {\n          priceInclTax {\n            value {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n    options {\n      label\n      attribute {\n        id\n        code\n      }\n      values {\n        label\n        value\n        swatch {\n          type\n          value\n        }\n      }\n    }\n    configurations {\n      product {\n        sku\n        stock {\n          isInStock\n          qty\n        }\n        prices {\n          ...ConfiguratorPrices\n        }\n      }\n      attributes {\n        code\n        value\n      }\n    }\n    custom_options {\n      option_id\n      title\n      type\n      is_required\n      max_characters\n      extraCost {\n        ...ConfiguratorExtraCost\n      }\n      values {\n        option_value_id\n        title\n        sort_order\n        extraCost {\n          ...ConfiguratorExtraCost\n        }\n      }\n    }\n    bundleOptions {\n      id\n      label\n      required\n      values {\n        value\n        label\n        defaultQuantity\n        userDefinedQuantity\n        prices {\n          ...ConfiguratorPrices\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductConfigurator on Product {\n    sku\n    type\n    name\n    path\n    imageUrl\n    stock {\n      isInStock\n      qty\n    }\n    prices {\n      ...ConfiguratorPrices\n      tierPrice {\n        qty\n        price {\n          priceInclTax {\n            value {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n    options {\n      label\n      attribute {\n        id\n        code\n      }\n      values {\n        label\n        value\n        swatch {\n          type\n          value\n        }\n      }\n    }\n    configurations {\n      product {\n        sku\n        stock {\n          isInStock\n          qty\n        }\n        prices {\n          ...ConfiguratorPrices\n        }\n      }\n      attributes {\n        code\n        value\n      }\n    }\n    custom_options {\n      option_id\n      title\n      type\n      is_required\n      max_characters\n      extraCost {\n        ...ConfiguratorExtraCost\n      }\n      values {\n        option_value_id\n        title\n        sort_order\n        extraCost {\n          ...ConfiguratorExtraCost\n        }\n      }\n    }\n    bundleOptions {\n      id\n      label\n      required\n      values {\n        value\n        label\n        defaultQuantity\n        userDefinedQuantity\n        prices {\n          ...ConfiguratorPrices\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConfiguratorPrices on ProductPrices {\n    finalPrice {\n      priceInclTax {\n        value {\n          amount\n          currency\n        }\n      }\n    }\n    referencePrice {\n      priceInclTax {\n        value {\n          amount\n          currency\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ConfiguratorPrices on ProductPrices {\n    finalPrice {\n      priceInclTax {\n        value {\n          amount\n          currency\n        }\n      }\n    }\n    referencePrice {\n      priceInclTax {\n        value {\n          amount\n          currency\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConfiguratorExtraCost on ExtraCost {\n    __typename\n    ... on FixedExtraCost {\n      prices {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    ... on PercentageExtraCost {\n      rate\n    }\n  }\n',
): (typeof documents)['\n  fragment ConfiguratorExtraCost on ExtraCost {\n    __typename\n    ... on FixedExtraCost {\n      prices {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    ... on PercentageExtraCost {\n      rate\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductReviews on Product {\n    sku\n    path\n    reviews {\n      total\n      ratingAverage\n    }\n    reviewPage: reviews(page: $reviewPage, sort: $reviewSort) {\n      page\n      totalPages\n      reviews {\n        id\n        rating\n        title\n        comment\n        creationDate\n        language\n        verifiedBuyer\n        author {\n          displayName\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductReviews on Product {\n    sku\n    path\n    reviews {\n      total\n      ratingAverage\n    }\n    reviewPage: reviews(page: $reviewPage, sort: $reviewSort) {\n      page\n      totalPages\n      reviews {\n        id\n        rating\n        title\n        comment\n        creationDate\n        language\n        verifiedBuyer\n        author {\n          displayName\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductSafety on Product {\n    safety {\n      manufacturer {\n        ...EconomicOperatorAddress\n      }\n      responsiblePerson {\n        ...EconomicOperatorAddress\n      }\n      productType\n      reference\n      warnings\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductSafety on Product {\n    safety {\n      manufacturer {\n        ...EconomicOperatorAddress\n      }\n      responsiblePerson {\n        ...EconomicOperatorAddress\n      }\n      productType\n      reference\n      warnings\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EconomicOperatorAddress on EconomicOperator {\n    name\n    street\n    postalCode\n    city\n    countryCode\n    email\n  }\n',
): (typeof documents)['\n  fragment EconomicOperatorAddress on EconomicOperator {\n    name\n    street\n    postalCode\n    city\n    countryCode\n    email\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductSizeGuide on Product {\n    gender\n    options {\n      attribute {\n        code\n      }\n      values {\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductSizeGuide on Product {\n    gender\n    options {\n      attribute {\n        code\n      }\n      values {\n        value\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubscribeStockAlert($sku: String!, $email: String!) {\n    subscribeStockAlert(sku: $sku, email: $email) {\n      success\n      errorCode\n      errorField\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation SubscribeStockAlert($sku: String!, $email: String!) {\n    subscribeStockAlert(sku: $sku, email: $email) {\n      success\n      errorCode\n      errorField\n      status\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StockAlertSignedInEmail {\n    me {\n      id\n      email\n    }\n  }\n',
): (typeof documents)['\n  query StockAlertSignedInEmail {\n    me {\n      id\n      email\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SkuSuggestions($text: String!, $sku: String!) {\n    product(sku: $sku) {\n      sku\n      name\n    }\n    search(query: $text, params: { pageLength: 8 }) {\n      items {\n        sku\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SkuSuggestions($text: String!, $sku: String!) {\n    product(sku: $sku) {\n      sku\n      name\n    }\n    search(query: $text, params: { pageLength: 8 }) {\n      items {\n        sku\n        name\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReturnRequestFormOrder on Order {\n    order_number\n    status\n    items_eligible_for_return {\n      id\n    }\n    ...ReturnFormOrder\n  }\n',
): (typeof documents)['\n  fragment ReturnRequestFormOrder on Order {\n    order_number\n    status\n    items_eligible_for_return {\n      id\n    }\n    ...ReturnFormOrder\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FeatureFlags {\n    wishlist: isFeatureActive(name: "wishlist")\n    storeCredit: isFeatureActive(name: "store_credit")\n    quickOrder: isFeatureActive(name: "quick_order")\n    giftCard: isFeatureActive(name: "giftcard")\n  }\n',
): (typeof documents)['\n  query FeatureFlags {\n    wishlist: isFeatureActive(name: "wishlist")\n    storeCredit: isFeatureActive(name: "store_credit")\n    quickOrder: isFeatureActive(name: "quick_order")\n    giftCard: isFeatureActive(name: "giftcard")\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WishlistItemCard_item on WishlistItem {\n    id\n    selectedOptions {\n      option_id\n      option_value\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n      prices {\n        finalPrice {\n          priceInclTax {\n            value {\n              amount\n              currency\n            }\n          }\n        }\n      }\n      stock {\n        isInStock\n      }\n      options {\n        attribute {\n          id\n          label\n        }\n        values {\n          value\n          label\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment WishlistItemCard_item on WishlistItem {\n    id\n    selectedOptions {\n      option_id\n      option_value\n    }\n    product {\n      sku\n      name\n      path\n      imageUrl\n      prices {\n        finalPrice {\n          priceInclTax {\n            value {\n              amount\n              currency\n            }\n          }\n        }\n      }\n      stock {\n        isInStock\n      }\n      options {\n        attribute {\n          id\n          label\n        }\n        values {\n          value\n          label\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment HeartWishlist on Wishlist {\n    id\n    items {\n      id\n      product {\n        sku\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment HeartWishlist on Wishlist {\n    id\n    items {\n      id\n      product {\n        sku\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WishlistHeart {\n    me {\n      id\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n',
): (typeof documents)['\n  query WishlistHeart {\n    me {\n      id\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation HeartAddToWishlist($input: WishlistItemInput!) {\n    addToWishlist(input: $input) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation HeartAddToWishlist($input: WishlistItemInput!) {\n    addToWishlist(input: $input) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation HeartRemoveFromWishlist($itemId: ID!) {\n    removeFromWishlist(itemId: $itemId) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation HeartRemoveFromWishlist($itemId: ID!) {\n    removeFromWishlist(itemId: $itemId) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MergeGuestWishlist($items: [WishlistItemInput!]!) {\n    addProductsToWishlist(items: $items) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MergeGuestWishlist($items: [WishlistItemInput!]!) {\n    addProductsToWishlist(items: $items) {\n      success\n      wishlist {\n        ...HeartWishlist\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderWithdrawalPanel on Order {\n    withdrawal {\n      state\n      available\n      deadline\n    }\n    withdrawals {\n      id\n      submitted_at\n      items {\n        order_item_id\n        product_name\n        quantity\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderWithdrawalPanel on Order {\n    withdrawal {\n      state\n      available\n      deadline\n    }\n    withdrawals {\n      id\n      submitted_at\n      items {\n        order_item_id\n        product_name\n        quantity\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WithdrawalOrder on Order {\n    order_id\n    order_number\n    order_date\n    email\n    billing_address {\n      firstname\n      lastname\n    }\n    withdrawal {\n      state\n      available\n      deadline\n      revision\n      items {\n        order_item_id\n        product_name\n        product_sku\n        selected_options {\n          label\n          value\n        }\n        quantity_ordered\n        quantity_left\n        is_gift_card\n      }\n    }\n    withdrawals {\n      id\n      submitted_at\n      return_by\n      name\n      email\n      whole_order\n      items {\n        order_item_id\n        product_name\n        product_sku\n        quantity\n        selected_options {\n          label\n          value\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment WithdrawalOrder on Order {\n    order_id\n    order_number\n    order_date\n    email\n    billing_address {\n      firstname\n      lastname\n    }\n    withdrawal {\n      state\n      available\n      deadline\n      revision\n      items {\n        order_item_id\n        product_name\n        product_sku\n        selected_options {\n          label\n          value\n        }\n        quantity_ordered\n        quantity_left\n        is_gift_card\n      }\n    }\n    withdrawals {\n      id\n      submitted_at\n      return_by\n      name\n      email\n      whole_order\n      items {\n        order_item_id\n        product_name\n        product_sku\n        quantity\n        selected_options {\n          label\n          value\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CustomerWithdrawalPage($orderId: ID!) {\n    customer {\n      id\n      firstname\n      lastname\n      order(orderId: $orderId) {\n        order_id\n        ...WithdrawalOrder\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CustomerWithdrawalPage($orderId: ID!) {\n    customer {\n      id\n      firstname\n      lastname\n      order(orderId: $orderId) {\n        order_id\n        ...WithdrawalOrder\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GuestWithdrawalPage($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      ...WithdrawalOrder\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GuestWithdrawalPage($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      ...WithdrawalOrder\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentUserQuery {\n    me {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query CurrentUserQuery {\n    me {\n      id\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FaqPage {\n    faq {\n      id\n      topic\n      question\n      answer\n      position\n    }\n  }\n',
): (typeof documents)['\n  query FaqPage {\n    faq {\n      id\n      topic\n      question\n      answer\n      position\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CartPage {\n    shopperCart {\n      id\n      total_quantity\n      notices {\n        code\n        sku\n        message\n      }\n      items {\n        item_id\n        ...CartLineItem\n        ...DataLayerCartItem\n      }\n      ...CartSummary\n    }\n  }\n',
): (typeof documents)['\n  query CartPage {\n    shopperCart {\n      id\n      total_quantity\n      notices {\n        code\n        sku\n        message\n      }\n      items {\n        item_id\n        ...CartLineItem\n        ...DataLayerCartItem\n      }\n      ...CartSummary\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CategoryPath($id: ID!) {\n    category(id: $id) {\n      id\n      path\n    }\n  }\n',
): (typeof documents)['\n  query CategoryPath($id: ID!) {\n    category(id: $id) {\n      id\n      path\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CategoryPage_category on Category {\n    id\n    name\n    path\n    description\n    metaTitle\n    gender\n    image {\n      ...CmsImage_media\n    }\n    breadcrumbs {\n      id\n      name\n      path\n    }\n    products(params: $params) {\n      pageCount\n      ...ListingView_listing\n    }\n  }\n',
): (typeof documents)['\n  fragment CategoryPage_category on Category {\n    id\n    name\n    path\n    description\n    metaTitle\n    gender\n    image {\n      ...CmsImage_media\n    }\n    breadcrumbs {\n      id\n      name\n      path\n    }\n    products(params: $params) {\n      pageCount\n      ...ListingView_listing\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CategoryPage($id: ID!, $params: ListingParams, $colors: [String!]!) {\n    category(id: $id) {\n      ...CategoryPage_category\n    }\n  }\n',
): (typeof documents)['\n  query CategoryPage($id: ID!, $params: ListingParams, $colors: [String!]!) {\n    category(id: $id) {\n      ...CategoryPage_category\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CheckoutPage {\n    shopperCart {\n      id\n      total_quantity\n      is_virtual\n      email\n      ...CheckoutSummary\n      items {\n        item_id\n        ...DataLayerCartItem\n      }\n      applied_coupons {\n        code\n      }\n      prices {\n        grand_total {\n          amount\n          currency\n        }\n      }\n      shipping_addresses {\n        ...CheckoutCartAddress\n        firstname\n        lastname\n        company\n        street\n        postcode\n        city\n        country {\n          code\n        }\n        telephone\n        customer_address_id\n        available_shipping_methods {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n          available\n          error_message\n          price_incl_tax {\n            amount\n            currency\n          }\n          delivery_days {\n            min\n            max\n          }\n        }\n        selected_shipping_method {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n        }\n        pickup_location {\n          pickup_location_code\n          name\n          street\n          postcode\n          city\n        }\n      }\n      billing_address {\n        ...CheckoutCartAddress\n        customer_address_id\n        same_as_shipping\n      }\n      available_payment_methods {\n        code\n        title\n      }\n      selected_payment_method {\n        code\n      }\n      applied_gift_cards {\n        code\n        applied_balance {\n          amount\n          currency\n        }\n      }\n      applied_store_credit {\n        applied_balance {\n          amount\n          currency\n        }\n      }\n    }\n    me {\n      id\n      email\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        defaultShipping\n        defaultBilling\n        countryCode\n        ...PostalAddress_address\n      }\n      store_credit {\n        enabled\n        current_balance {\n          value\n          currency\n        }\n      }\n    }\n    countries {\n      code2\n      name\n      shipsTo\n    }\n    shop {\n      id\n      defaultCountryId\n    }\n    terms: cmsPage(identifier: "terms-of-sale") {\n      identifier\n      path\n    }\n    returns: cmsPage(identifier: "returns") {\n      identifier\n      path\n    }\n  }\n',
): (typeof documents)['\n  query CheckoutPage {\n    shopperCart {\n      id\n      total_quantity\n      is_virtual\n      email\n      ...CheckoutSummary\n      items {\n        item_id\n        ...DataLayerCartItem\n      }\n      applied_coupons {\n        code\n      }\n      prices {\n        grand_total {\n          amount\n          currency\n        }\n      }\n      shipping_addresses {\n        ...CheckoutCartAddress\n        firstname\n        lastname\n        company\n        street\n        postcode\n        city\n        country {\n          code\n        }\n        telephone\n        customer_address_id\n        available_shipping_methods {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n          available\n          error_message\n          price_incl_tax {\n            amount\n            currency\n          }\n          delivery_days {\n            min\n            max\n          }\n        }\n        selected_shipping_method {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n        }\n        pickup_location {\n          pickup_location_code\n          name\n          street\n          postcode\n          city\n        }\n      }\n      billing_address {\n        ...CheckoutCartAddress\n        customer_address_id\n        same_as_shipping\n      }\n      available_payment_methods {\n        code\n        title\n      }\n      selected_payment_method {\n        code\n      }\n      applied_gift_cards {\n        code\n        applied_balance {\n          amount\n          currency\n        }\n      }\n      applied_store_credit {\n        applied_balance {\n          amount\n          currency\n        }\n      }\n    }\n    me {\n      id\n      email\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        defaultShipping\n        defaultBilling\n        countryCode\n        ...PostalAddress_address\n      }\n      store_credit {\n        enabled\n        current_balance {\n          value\n          currency\n        }\n      }\n    }\n    countries {\n      code2\n      name\n      shipsTo\n    }\n    shop {\n      id\n      defaultCountryId\n    }\n    terms: cmsPage(identifier: "terms-of-sale") {\n      identifier\n      path\n    }\n    returns: cmsPage(identifier: "returns") {\n      identifier\n      path\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CheckoutLoginPage {\n    shopperCart {\n      id\n      total_quantity\n      email\n      items {\n        item_id\n        ...DataLayerCartItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CheckoutLoginPage {\n    shopperCart {\n      id\n      total_quantity\n      email\n      items {\n        item_id\n        ...DataLayerCartItem\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GuestOrderConfirmation($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      order_number\n      email\n      billing_address {\n        firstname\n        lastname\n      }\n      ...OrderView\n      ...DataLayerOrder\n    }\n  }\n',
): (typeof documents)['\n  query GuestOrderConfirmation($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      order_number\n      email\n      billing_address {\n        firstname\n        lastname\n      }\n      ...OrderView\n      ...DataLayerOrder\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CustomerOrderConfirmation {\n    customer {\n      id\n      orders {\n        order_id\n        order_number\n        email\n        billing_address {\n          firstname\n          lastname\n        }\n        ...OrderView\n        ...DataLayerOrder\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CustomerOrderConfirmation {\n    customer {\n      id\n      orders {\n        order_id\n        order_number\n        email\n        billing_address {\n          firstname\n          lastname\n        }\n        ...OrderView\n        ...DataLayerOrder\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CmsPagePreview {\n    cmsPagePreview {\n      identifier\n      title\n      path\n      metaTitle\n      metaDescription\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CmsPagePreview {\n    cmsPagePreview {\n      identifier\n      title\n      path\n      metaTitle\n      metaDescription\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RouteQuery(\n    $url: String!\n    $params: ListingParams\n    $colors: [String!]!\n    $reviewPage: Int!\n    $reviewSort: ProductReviewSort!\n  ) {\n    route(url: $url) {\n      __typename\n      ... on RedirectEntity {\n        identifier\n        redirectTo\n        redirectType\n      }\n      ... on Category {\n        id\n        ...CategoryPage_category\n      }\n      ... on Product {\n        sku\n        ...ProductPage_product\n      }\n      ... on CmsPage {\n        identifier\n        title\n        path\n        metaTitle\n        metaDescription\n        contentWysiwyg {\n          ...CmsContent_content\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RouteQuery(\n    $url: String!\n    $params: ListingParams\n    $colors: [String!]!\n    $reviewPage: Int!\n    $reviewSort: ProductReviewSort!\n  ) {\n    route(url: $url) {\n      __typename\n      ... on RedirectEntity {\n        identifier\n        redirectTo\n        redirectType\n      }\n      ... on Category {\n        id\n        ...CategoryPage_category\n      }\n      ... on Product {\n        sku\n        ...ProductPage_product\n      }\n      ... on CmsPage {\n        identifier\n        title\n        path\n        metaTitle\n        metaDescription\n        contentWysiwyg {\n          ...CmsContent_content\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CmsPagePath($identifier: String!) {\n    cmsPage(identifier: $identifier) {\n      identifier\n      path\n    }\n  }\n',
): (typeof documents)['\n  query CmsPagePath($identifier: String!) {\n    cmsPage(identifier: $identifier) {\n      identifier\n      path\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContactPage {\n    shop {\n      config {\n        contact {\n          ...ContactDetails_contact\n          ...OpeningHours_contact\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ContactPage {\n    shop {\n      config {\n        contact {\n          ...ContactDetails_contact\n          ...OpeningHours_contact\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomePage {\n    shop {\n      config {\n        contact {\n          phone\n          email\n          address {\n            streetAddress\n            postalCode\n            locality\n            country\n          }\n        }\n        company {\n          legalName\n          vatId\n        }\n      }\n    }\n    cmsPage(identifier: "home") {\n      identifier\n      metaTitle\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HomePage {\n    shop {\n      config {\n        contact {\n          phone\n          email\n          address {\n            streetAddress\n            postalCode\n            locality\n            country\n          }\n        }\n        company {\n          legalName\n          vatId\n        }\n      }\n    }\n    cmsPage(identifier: "home") {\n      identifier\n      metaTitle\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomePagePreview {\n    cmsPagePreview {\n      identifier\n      metaTitle\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HomePagePreview {\n    cmsPagePreview {\n      identifier\n      metaTitle\n      contentWysiwyg {\n        ...CmsContent_content\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GuestOrderByToken($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      order_number\n      status\n      ...OrderView\n      ...OrderProgress\n      ...OrderWithdrawalPanel\n      ...OrderDocumentDownloads\n      items_eligible_for_return {\n        id\n      }\n      returns {\n        id\n        ...ReturnSummary\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GuestOrderByToken($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      order_id\n      order_number\n      status\n      ...OrderView\n      ...OrderProgress\n      ...OrderWithdrawalPanel\n      ...OrderDocumentDownloads\n      items_eligible_for_return {\n        id\n      }\n      returns {\n        id\n        ...ReturnSummary\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GuestReturnPage($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      ...ReturnRequestFormOrder\n    }\n    returnAttributes {\n      ...ReturnFormAttribute\n    }\n  }\n',
): (typeof documents)['\n  query GuestReturnPage($token: String!) {\n    guestOrderByToken(input: { token: $token }) {\n      ...ReturnRequestFormOrder\n    }\n    returnAttributes {\n      ...ReturnFormAttribute\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductPath($sku: String!) {\n    product(sku: $sku) {\n      sku\n      path\n    }\n  }\n',
): (typeof documents)['\n  query ProductPath($sku: String!) {\n    product(sku: $sku) {\n      sku\n      path\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductBreadcrumbs on Product {\n    name\n    path\n    categories {\n      id\n      name\n      path\n      level\n      breadcrumbs {\n        id\n        name\n        path\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductBreadcrumbs on Product {\n    name\n    path\n    categories {\n      id\n      name\n      path\n      level\n      breadcrumbs {\n        id\n        name\n        path\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductJsonLd on Product {\n    sku\n    type\n    name\n    description\n    path\n    image {\n      url\n    }\n    colorImages {\n      image {\n        url\n      }\n    }\n    prices {\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    stock {\n      isInStock\n    }\n    giftcard_amounts {\n      value {\n        amount\n        currency\n      }\n    }\n    options {\n      attribute {\n        code\n      }\n      values {\n        value\n        label\n      }\n    }\n    configurations {\n      product {\n        sku\n        stock {\n          isInStock\n        }\n        prices {\n          finalPrice {\n            priceInclTax {\n              value {\n                amount\n                currency\n              }\n            }\n          }\n        }\n        image {\n          url\n        }\n      }\n      attributes {\n        code\n        value\n      }\n    }\n    reviews {\n      total\n      ratingAverage\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductJsonLd on Product {\n    sku\n    type\n    name\n    description\n    path\n    image {\n      url\n    }\n    colorImages {\n      image {\n        url\n      }\n    }\n    prices {\n      finalPrice {\n        priceInclTax {\n          value {\n            amount\n            currency\n          }\n        }\n      }\n    }\n    stock {\n      isInStock\n    }\n    giftcard_amounts {\n      value {\n        amount\n        currency\n      }\n    }\n    options {\n      attribute {\n        code\n      }\n      values {\n        value\n        label\n      }\n    }\n    configurations {\n      product {\n        sku\n        stock {\n          isInStock\n        }\n        prices {\n          finalPrice {\n            priceInclTax {\n              value {\n                amount\n                currency\n              }\n            }\n          }\n        }\n        image {\n          url\n        }\n      }\n      attributes {\n        code\n        value\n      }\n    }\n    reviews {\n      total\n      ratingAverage\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductPage_product on Product {\n    sku\n    type\n    name\n    description\n    metaTitle\n    metaDescription\n    path\n    options {\n      attribute {\n        id\n        code\n      }\n      values {\n        value\n      }\n    }\n    ...ProductBreadcrumbs\n    ...ProductJsonLd\n    ...ProductGallery\n    ...ProductConfigurator\n    ...GiftCardConfigurator\n    ...DownloadableFiles\n    ...ProductSizeGuide\n    ...ProductReviews\n    ...ProductSafety\n  }\n',
): (typeof documents)['\n  fragment ProductPage_product on Product {\n    sku\n    type\n    name\n    description\n    metaTitle\n    metaDescription\n    path\n    options {\n      attribute {\n        id\n        code\n      }\n      values {\n        value\n      }\n    }\n    ...ProductBreadcrumbs\n    ...ProductJsonLd\n    ...ProductGallery\n    ...ProductConfigurator\n    ...GiftCardConfigurator\n    ...DownloadableFiles\n    ...ProductSizeGuide\n    ...ProductReviews\n    ...ProductSafety\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductPage_shop on Shop {\n    config {\n      colorAttributeId\n      homeDeliveryDays {\n        min\n        max\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductPage_shop on Shop {\n    config {\n      colorAttributeId\n      homeDeliveryDays {\n        min\n        max\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductPage($sku: String!, $reviewPage: Int!, $reviewSort: ProductReviewSort!) {\n    shop {\n      ...ProductPage_shop\n    }\n    product(sku: $sku) {\n      ...ProductPage_product\n    }\n  }\n',
): (typeof documents)['\n  query ProductPage($sku: String!, $reviewPage: Int!, $reviewSort: ProductReviewSort!) {\n    shop {\n      ...ProductPage_shop\n    }\n    product(sku: $sku) {\n      ...ProductPage_product\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductPageShop {\n    shop {\n      ...ProductPage_shop\n    }\n  }\n',
): (typeof documents)['\n  query ProductPageShop {\n    shop {\n      ...ProductPage_shop\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RegisterPage {\n    terms: cmsPage(identifier: "terms-of-sale") {\n      identifier\n      path\n    }\n  }\n',
): (typeof documents)['\n  query RegisterPage {\n    terms: cmsPage(identifier: "terms-of-sale") {\n      identifier\n      path\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReviewPage($sku: String!) {\n    product(sku: $sku) {\n      sku\n      name\n      path\n    }\n  }\n',
): (typeof documents)['\n  query ReviewPage($sku: String!) {\n    product(sku: $sku) {\n      sku\n      name\n      path\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SearchPage($text: String!, $params: ListingParams, $colors: [String!]!) {\n    search(query: $text, params: $params) {\n      total\n      correctedQuery\n      ...ListingView_listing\n    }\n    menu {\n      id\n      name\n      path\n    }\n  }\n',
): (typeof documents)['\n  query SearchPage($text: String!, $params: ListingParams, $colors: [String!]!) {\n    search(query: $text, params: $params) {\n      total\n      correctedQuery\n      ...ListingView_listing\n    }\n    menu {\n      id\n      name\n      path\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AddressBookPage {\n    me {\n      id\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        company\n        street\n        postcode\n        city\n        countryCode\n        telephone\n        vatId\n        defaultBilling\n        defaultShipping\n        ...PostalAddress_address\n      }\n    }\n    countries {\n      code2\n      name\n    }\n    shop {\n      id\n      defaultCountryId\n    }\n  }\n',
): (typeof documents)['\n  query AddressBookPage {\n    me {\n      id\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        company\n        street\n        postcode\n        city\n        countryCode\n        telephone\n        vatId\n        defaultBilling\n        defaultShipping\n        ...PostalAddress_address\n      }\n    }\n    countries {\n      code2\n      name\n    }\n    shop {\n      id\n      defaultCountryId\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DownloadableProductsPage {\n    customer {\n      id\n    }\n    customerDownloadableProducts {\n      items {\n        id\n        ...DownloadableLink\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DownloadableProductsPage {\n    customer {\n      id\n    }\n    customerDownloadableProducts {\n      items {\n        id\n        ...DownloadableLink\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardPage {\n    me {\n      id\n      firstname\n      lastname\n      email\n      isSubscribed\n      addresses {\n        id\n        defaultBilling\n        defaultShipping\n        ...PostalAddress_address\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardPage {\n    me {\n      id\n      firstname\n      lastname\n      email\n      isSubscribed\n      addresses {\n        id\n        defaultBilling\n        defaultShipping\n        ...PostalAddress_address\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InformationPage {\n    me {\n      id\n      firstname\n      lastname\n      email\n    }\n  }\n',
): (typeof documents)['\n  query InformationPage {\n    me {\n      id\n      firstname\n      lastname\n      email\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NewsletterPage {\n    me {\n      id\n      email\n      isSubscribed\n    }\n  }\n',
): (typeof documents)['\n  query NewsletterPage {\n    me {\n      id\n      email\n      isSubscribed\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CustomerOrderPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        status\n        ...OrderView\n        ...OrderProgress\n        ...OrderWithdrawalPanel\n        invoices {\n          id\n          number\n        }\n        credit_memos {\n          id\n        }\n        items_eligible_for_return {\n          id\n        }\n        returns {\n          id\n          ...ReturnSummary\n        }\n        downloadable_links {\n          id\n        }\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CustomerOrderPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        status\n        ...OrderView\n        ...OrderProgress\n        ...OrderWithdrawalPanel\n        invoices {\n          id\n          number\n        }\n        credit_memos {\n          id\n        }\n        items_eligible_for_return {\n          id\n        }\n        returns {\n          id\n          ...ReturnSummary\n        }\n        downloadable_links {\n          id\n        }\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoicePage($orderId: ID!) {\n    shop {\n      config {\n        company {\n          legalName\n          shareCapital {\n            amount\n            currency\n          }\n          registeredOffice {\n            streetAddress\n            postalCode\n            locality\n            country\n          }\n          tradeRegister {\n            number\n          }\n          vatId\n        }\n      }\n    }\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        order_date\n        email\n        billing_address {\n          firstname\n          lastname\n          company\n          street\n          postcode\n          city\n          country_code\n        }\n        invoices {\n          id\n          number\n          creationDate\n          ...InvoiceLines\n          ...InvoiceVatSummary\n          totals {\n            shippingAmount {\n              amount\n              currency\n            }\n            taxAmount {\n              amount\n              currency\n            }\n            discount {\n              amount\n              currency\n            }\n            subtotal {\n              amount\n              currency\n            }\n            grandTotal {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query InvoicePage($orderId: ID!) {\n    shop {\n      config {\n        company {\n          legalName\n          shareCapital {\n            amount\n            currency\n          }\n          registeredOffice {\n            streetAddress\n            postalCode\n            locality\n            country\n          }\n          tradeRegister {\n            number\n          }\n          vatId\n        }\n      }\n    }\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        order_date\n        email\n        billing_address {\n          firstname\n          lastname\n          company\n          street\n          postcode\n          city\n          country_code\n        }\n        invoices {\n          id\n          number\n          creationDate\n          ...InvoiceLines\n          ...InvoiceVatSummary\n          totals {\n            shippingAmount {\n              amount\n              currency\n            }\n            taxAmount {\n              amount\n              currency\n            }\n            discount {\n              amount\n              currency\n            }\n            subtotal {\n              amount\n              currency\n            }\n            grandTotal {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderRefundsPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        credit_memos {\n          id\n          number\n          created_at\n          downloadLink\n          items {\n            id\n            product_name\n            product_sku\n            quantity_refunded\n            amount {\n              amount\n              currency\n            }\n          }\n          total {\n            total_shipping {\n              amount\n              currency\n            }\n            adjustment {\n              amount\n              currency\n            }\n            grand_total {\n              amount\n              currency\n            }\n          }\n          refunded_to {\n            type\n            card_brand\n            card_last4\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrderRefundsPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        order_number\n        credit_memos {\n          id\n          number\n          created_at\n          downloadLink\n          items {\n            id\n            product_name\n            product_sku\n            quantity_refunded\n            amount {\n              amount\n              currency\n            }\n          }\n          total {\n            total_shipping {\n              amount\n              currency\n            }\n            adjustment {\n              amount\n              currency\n            }\n            grand_total {\n              amount\n              currency\n            }\n          }\n          refunded_to {\n            type\n            card_brand\n            card_last4\n          }\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CreateReturnPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        ...ReturnRequestFormOrder\n      }\n    }\n    returnAttributes {\n      ...ReturnFormAttribute\n    }\n  }\n',
): (typeof documents)['\n  query CreateReturnPage($orderId: ID!) {\n    customer {\n      id\n      order(orderId: $orderId) {\n        order_id\n        ...ReturnRequestFormOrder\n      }\n    }\n    returnAttributes {\n      ...ReturnFormAttribute\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CustomerOrdersPage {\n    customer {\n      id\n      orders {\n        order_id\n        order_number\n        order_date\n        status\n        items {\n          id\n          quantity_ordered\n        }\n        total {\n          grand_total {\n            amount\n            currency\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CustomerOrdersPage {\n    customer {\n      id\n      orders {\n        order_id\n        order_number\n        order_date\n        status\n        items {\n          id\n          quantity_ordered\n        }\n        total {\n          grand_total {\n            amount\n            currency\n          }\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReturnsPage {\n    customer {\n      id\n      returns {\n        id\n        ...ReturnSummary\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ReturnsPage {\n    customer {\n      id\n      returns {\n        id\n        ...ReturnSummary\n      }\n    }\n    shop {\n      config {\n        ...ReturnAddressConfig\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StoreCreditPage {\n    customer {\n      id\n      store_credit {\n        enabled\n        current_balance {\n          value\n          currency\n        }\n        balance_history(pageSize: 50) {\n          total_count\n          items {\n            action\n            date_time_changed\n            balance_change {\n              value\n              currency\n            }\n            actual_balance {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StoreCreditPage {\n    customer {\n      id\n      store_credit {\n        enabled\n        current_balance {\n          value\n          currency\n        }\n        balance_history(pageSize: 50) {\n          total_count\n          items {\n            action\n            date_time_changed\n            balance_change {\n              value\n              currency\n            }\n            actual_balance {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LoadWishlist {\n    me {\n      id\n      wishlist {\n        id\n        isShareable\n        items {\n          id\n          ...WishlistItemCard_item\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LoadWishlist {\n    me {\n      id\n      wishlist {\n        id\n        isShareable\n        items {\n          id\n          ...WishlistItemCard_item\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SharedWishlistPage($shareCode: String!) {\n    wishlistOn: isFeatureActive(name: "wishlist")\n    sharedWishlist(shareCode: $shareCode) {\n      id\n      items {\n        id\n        product {\n          sku\n          name\n        }\n        ...WishlistItemCard_item\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SharedWishlistPage($shareCode: String!) {\n    wishlistOn: isFeatureActive(name: "wishlist")\n    sharedWishlist(shareCode: $shareCode) {\n      id\n      items {\n        id\n        product {\n          sku\n          name\n        }\n        ...WishlistItemCard_item\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormRegister($input: CustomerCreateInput!) {\n    createCustomer(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      customer {\n        orders {\n          order_number\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FormRegister($input: CustomerCreateInput!) {\n    createCustomer(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      customer {\n        orders {\n          order_number\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormPasswordRequest($email: String!) {\n    requestPasswordResetEmail(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormPasswordRequest($email: String!) {\n    requestPasswordResetEmail(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormPasswordReset($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormPasswordReset($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormUpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomer(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormUpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomer(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormRequestEmailChange($newEmail: String!, $password: String!) {\n    requestCustomerEmailChange(newEmail: $newEmail, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormRequestEmailChange($newEmail: String!, $password: String!) {\n    requestCustomerEmailChange(newEmail: $newEmail, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormConfirmEmailChange($token: String!) {\n    confirmCustomerEmailChange(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormConfirmEmailChange($token: String!) {\n    confirmCustomerEmailChange(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormUpdateAddress($id: ID!, $input: CustomerAddressInput!) {\n    saveAddress: updateCustomerAddress(id: $id, input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormUpdateAddress($id: ID!, $input: CustomerAddressInput!) {\n    saveAddress: updateCustomerAddress(id: $id, input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCreateAddress($input: CustomerAddressInput!) {\n    saveAddress: createCustomerAddress(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCreateAddress($input: CustomerAddressInput!) {\n    saveAddress: createCustomerAddress(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormDeleteAddress($id: ID!) {\n    deleteCustomerAddress(id: $id) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormDeleteAddress($id: ID!) {\n    deleteCustomerAddress(id: $id) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormNewsletter($subscribed: Boolean!) {\n    updateNewsletterSubscription(subscribed: $subscribed) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormNewsletter($subscribed: Boolean!) {\n    updateNewsletterSubscription(subscribed: $subscribed) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormSignOut {\n    signOut {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormSignOut {\n    signOut {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FormCartLines($cartId: String!) {\n    cart(cart_id: $cartId) {\n      items {\n        item_id\n        quantity\n        product {\n          sku\n          name\n          main_category {\n            name\n          }\n        }\n        configured_variant {\n          sku\n        }\n        prices {\n          price {\n            amount\n          }\n        }\n        configurable_options {\n          value_label\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FormCartLines($cartId: String!) {\n    cart(cart_id: $cartId) {\n      items {\n        item_id\n        quantity\n        product {\n          sku\n          name\n          main_category {\n            name\n          }\n        }\n        configured_variant {\n          sku\n        }\n        prices {\n          price {\n            amount\n          }\n        }\n        configurable_options {\n          value_label\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FormShopperCartLines {\n    shopperCart {\n      items {\n        item_id\n        quantity\n        product {\n          sku\n          name\n          main_category {\n            name\n          }\n        }\n        configured_variant {\n          sku\n        }\n        prices {\n          price {\n            amount\n          }\n        }\n        configurable_options {\n          value_label\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FormShopperCartLines {\n    shopperCart {\n      items {\n        item_id\n        quantity\n        product {\n          sku\n          name\n          main_category {\n            name\n          }\n        }\n        configured_variant {\n          sku\n        }\n        prices {\n          price {\n            amount\n          }\n        }\n        configurable_options {\n          value_label\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormAddToCart($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorCode\n      errorMessage\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FormAddToCart($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorCode\n      errorMessage\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormUpdateCartItem($cartId: String!, $item: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_id: $item, quantity: $quantity }] }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n',
): (typeof documents)['\n  mutation FormUpdateCartItem($cartId: String!, $item: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_id: $item, quantity: $quantity }] }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormRemoveCartItem($cartId: String!, $item: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_id: $item }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n',
): (typeof documents)['\n  mutation FormRemoveCartItem($cartId: String!, $item: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_id: $item }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormApplyCoupon($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n',
): (typeof documents)['\n  mutation FormApplyCoupon($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormRemoveCoupon($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n',
): (typeof documents)['\n  mutation FormRemoveCoupon($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCheckoutSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCheckoutSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCheckoutGuestEmail($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCheckoutGuestEmail($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCheckoutShippingAddress(\n    $cartId: String!\n    $shipping: ShippingAddressInput!\n    $billingSameAsShipping: Boolean!\n  ) {\n    shipping: setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n    billing: setBillingAddressOnCart(\n      input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }\n    ) @include(if: $billingSameAsShipping) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCheckoutShippingAddress(\n    $cartId: String!\n    $shipping: ShippingAddressInput!\n    $billingSameAsShipping: Boolean!\n  ) {\n    shipping: setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n    billing: setBillingAddressOnCart(\n      input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }\n    ) @include(if: $billingSameAsShipping) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCheckoutShippingMethod($cartId: String!, $method: ShippingMethodInput!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method] }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCheckoutShippingMethod($cartId: String!, $method: ShippingMethodInput!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method] }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCheckoutBillingAddress($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCheckoutBillingAddress($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCheckoutApplyGiftCard($cartId: String!, $code: String!) {\n    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCheckoutApplyGiftCard($cartId: String!, $code: String!) {\n    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCheckoutRemoveGiftCard($cartId: String!, $code: String!) {\n    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCheckoutRemoveGiftCard($cartId: String!, $code: String!) {\n    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCheckoutApplyStoreCredit($cartId: String!) {\n    applyStoreCreditToCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCheckoutApplyStoreCredit($cartId: String!) {\n    applyStoreCreditToCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCheckoutRemoveStoreCredit($cartId: String!) {\n    removeStoreCreditFromCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCheckoutRemoveStoreCredit($cartId: String!) {\n    removeStoreCreditFromCart(input: { cart_id: $cartId }) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormCheckoutPlaceOrder(\n    $cartId: String!\n    $key: String\n    $paymentMethod: String!\n    $withPayment: Boolean!\n  ) {\n    # The payment method chosen beside the button, when the form sent one.\n    payment: setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $paymentMethod } })\n      @include(if: $withPayment) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n    placeOrder(input: { cart_id: $cartId, idempotency_key: $key }) {\n      order {\n        order_number\n        token\n      }\n      errors {\n        code\n        message\n      }\n      payment {\n        intent_id\n        client_secret\n        confirmation_url\n        status\n        method\n        next_action_url\n        decline_code\n        amount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FormCheckoutPlaceOrder(\n    $cartId: String!\n    $key: String\n    $paymentMethod: String!\n    $withPayment: Boolean!\n  ) {\n    # The payment method chosen beside the button, when the form sent one.\n    payment: setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $paymentMethod } })\n      @include(if: $withPayment) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n    placeOrder(input: { cart_id: $cartId, idempotency_key: $key }) {\n      order {\n        order_number\n        token\n      }\n      errors {\n        code\n        message\n      }\n      payment {\n        intent_id\n        client_secret\n        confirmation_url\n        status\n        method\n        next_action_url\n        decline_code\n        amount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormContactUs($input: ContactUsInput!) {\n    contactUs(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormContactUs($input: ContactUsInput!) {\n    contactUs(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormShopperCart {\n    createGuestCart {\n      success\n      cart {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FormShopperCart {\n    createGuestCart {\n      success\n      cart {\n        id\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FormGiftCardBalance($code: String!) {\n    giftCardAccount(input: { gift_card_code: $code }) {\n      code\n      balance {\n        value\n        currency\n      }\n      expiration_date\n    }\n  }\n',
): (typeof documents)['\n  query FormGiftCardBalance($code: String!) {\n    giftCardAccount(input: { gift_card_code: $code }) {\n      code\n      balance {\n        value\n        currency\n      }\n      expiration_date\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormMarketingUnsubscribe($token: String!) {\n    unsubscribeFromMarketing(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormMarketingUnsubscribe($token: String!) {\n    unsubscribeFromMarketing(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OneClickNewsletterUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation OneClickNewsletterUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormFooterNewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation FormFooterNewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormNewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation FormNewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormNewsletterUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation FormNewsletterUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PageNewsletterConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      success\n      errorCode\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation PageNewsletterConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      success\n      errorCode\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FormGuestOrder($input: GuestOrderInformationInput!) {\n    guestOrder(input: $input) {\n      order_number\n      token\n    }\n  }\n',
): (typeof documents)['\n  query FormGuestOrder($input: GuestOrderInformationInput!) {\n    guestOrder(input: $input) {\n      order_number\n      token\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PaymentReturnPlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n        token\n      }\n      errors {\n        code\n        message\n      }\n      payment {\n        intent_id\n        client_secret\n        confirmation_url\n        status\n        method\n        next_action_url\n        decline_code\n        amount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation PaymentReturnPlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      order {\n        order_number\n        token\n      }\n      errors {\n        code\n        message\n      }\n      payment {\n        intent_id\n        client_secret\n        confirmation_url\n        status\n        method\n        next_action_url\n        decline_code\n        amount {\n          amount\n          currency\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation QuickOrderAdd($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorCode\n      user_errors {\n        code\n        message\n      }\n      cart {\n        items {\n          quantity\n          product {\n            sku\n            name\n            main_category {\n              name\n            }\n          }\n          prices {\n            price {\n              amount\n            }\n          }\n          configurable_options {\n            value_id\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation QuickOrderAdd($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      success\n      errorCode\n      user_errors {\n        code\n        message\n      }\n      cart {\n        items {\n          quantity\n          product {\n            sku\n            name\n            main_category {\n              name\n            }\n          }\n          prices {\n            price {\n              amount\n            }\n          }\n          configurable_options {\n            value_id\n          }\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuickOrderCustomerCart {\n    customerCart {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query QuickOrderCustomerCart {\n    customerCart {\n      id\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation QuickOrderCreateCart {\n    createGuestCart {\n      cart {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation QuickOrderCreateCart {\n    createGuestCart {\n      cart {\n        id\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuickOrderProduct($sku: String!) {\n    product(sku: $sku) {\n      path\n      stock {\n        qty\n      }\n    }\n  }\n',
): (typeof documents)['\n  query QuickOrderProduct($sku: String!) {\n    product(sku: $sku) {\n      path\n      stock {\n        qty\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuickOrderSkus($skus: [String!]!) {\n    skuLookup(skus: $skus) {\n      typed\n      sku\n      selected_options\n    }\n  }\n',
): (typeof documents)['\n  query QuickOrderSkus($skus: [String!]!) {\n    skuLookup(skus: $skus) {\n      typed\n      sku\n      selected_options\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormReorder($number: String!) {\n    reorderItems(orderNumber: $number) {\n      success\n      errorCode\n      errorMessage\n      userInputErrors {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FormReorder($number: String!) {\n    reorderItems(orderNumber: $number) {\n      success\n      errorCode\n      errorMessage\n      userInputErrors {\n        message\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      return {\n        number\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FormRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      return {\n        number\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormGuestRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      return {\n        number\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FormGuestRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      return {\n        number\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormProductReview($input: ProductReviewInput!) {\n    createProductReview(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormProductReview($input: ProductReviewInput!) {\n    createProductReview(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OneClickStockAlertUnsubscribe($token: String!) {\n    unsubscribeStockAlert(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation OneClickStockAlertUnsubscribe($token: String!) {\n    unsubscribeStockAlert(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormStockAlertSubscribe($sku: String!, $email: String!) {\n    subscribeStockAlert(sku: $sku, email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation FormStockAlertSubscribe($sku: String!, $email: String!) {\n    subscribeStockAlert(sku: $sku, email: $email) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormStockAlertUnsubscribe($token: String!) {\n    unsubscribeStockAlert(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation FormStockAlertUnsubscribe($token: String!) {\n    unsubscribeStockAlert(token: $token) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      status\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PageStockAlertConfirm($token: String!) {\n    confirmStockAlert(token: $token) {\n      success\n      errorCode\n      errorField\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation PageStockAlertConfirm($token: String!) {\n    confirmStockAlert(token: $token) {\n      success\n      errorCode\n      errorField\n      status\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormAddToWishlist($input: WishlistItemInput!) {\n    addToWishlist(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormAddToWishlist($input: WishlistItemInput!) {\n    addToWishlist(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormRemoveFromWishlist($itemId: ID!) {\n    removeFromWishlist(itemId: $itemId) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormRemoveFromWishlist($itemId: ID!) {\n    removeFromWishlist(itemId: $itemId) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormMoveWishlistItemToCart($itemId: ID!, $cartId: String!, $chosen: [SelectedOptionInput!]) {\n    moveWishlistItemToCart(itemId: $itemId, cartId: $cartId, chosenOptions: $chosen) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      added\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FormMoveWishlistItemToCart($itemId: ID!, $cartId: String!, $chosen: [SelectedOptionInput!]) {\n    moveWishlistItemToCart(itemId: $itemId, cartId: $cartId, chosenOptions: $chosen) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      added\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormShareWishlist {\n    shareWishlist {\n      success\n      errorCode\n      errorMessage\n      errorField\n      shareCode\n    }\n  }\n',
): (typeof documents)['\n  mutation FormShareWishlist {\n    shareWishlist {\n      success\n      errorCode\n      errorMessage\n      errorField\n      shareCode\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormRevokeWishlistShare {\n    revokeWishlistShare {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormRevokeWishlistShare {\n    revokeWishlistShare {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormAddSharedWishlistToCart(\n    $shareCode: String!\n    $cartId: String!\n    $itemId: ID\n    $chosen: [SelectedOptionInput!]\n  ) {\n    addSharedWishlistItemsToCart(\n      shareCode: $shareCode\n      cartId: $cartId\n      itemId: $itemId\n      chosenOptions: $chosen\n    ) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      added\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FormAddSharedWishlistToCart(\n    $shareCode: String!\n    $cartId: String!\n    $itemId: ID\n    $chosen: [SelectedOptionInput!]\n  ) {\n    addSharedWishlistItemsToCart(\n      shareCode: $shareCode\n      cartId: $cartId\n      itemId: $itemId\n      chosenOptions: $chosen\n    ) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      added\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FormWithdrawalStatement($input: WithdrawFromContractInput!) {\n    withdrawalStatement(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      statement {\n        name\n        email\n        whole_order\n        items {\n          order_item_id\n          quantity\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FormWithdrawalStatement($input: WithdrawFromContractInput!) {\n    withdrawalStatement(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n      statement {\n        name\n        email\n        whole_order\n        items {\n          order_item_id\n          quantity\n        }\n      }\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FormWithdrawFromContract($input: WithdrawFromContractInput!) {\n    withdrawFromContract(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n',
): (typeof documents)['\n  mutation FormWithdrawFromContract($input: WithdrawFromContractInput!) {\n    withdrawFromContract(input: $input) {\n      success\n      errorCode\n      errorMessage\n      errorField\n    }\n  }\n']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SitemapEntries($page: Int!, $pageLength: Int!) {\n    sitemap(page: $page, pageLength: $pageLength) {\n      total\n      entries {\n        path\n        priority\n        lastmod\n        changefreq\n        seoImages\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SitemapEntries($page: Int!, $pageLength: Int!) {\n    sitemap(page: $page, pageLength: $pageLength) {\n      total\n      entries {\n        path\n        priority\n        lastmod\n        changefreq\n        seoImages\n      }\n    }\n  }\n']

export function graphql(source: string) {
  return (documents as any)[source] ?? {}
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never
