import { msg } from '@lingui/core/macro'

export default msg`Add a shared wishlist to the cart`
