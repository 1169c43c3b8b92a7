/** Id of the JSON element naming the page's product for the recently viewed list (written by RememberViewedProduct, read by the shell). */
export const VIEWED_PRODUCT_ELEMENT_ID = 'viewed-product'
