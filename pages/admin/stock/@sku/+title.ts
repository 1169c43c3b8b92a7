import { msg } from '@lingui/core/macro'

export default msg`Stock of a product`
