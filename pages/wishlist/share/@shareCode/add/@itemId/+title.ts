import { msg } from '@lingui/core/macro'

export default msg`Add a wishlist item to the cart`
