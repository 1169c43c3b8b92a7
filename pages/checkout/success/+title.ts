import { msg } from '@lingui/core/macro'

export default msg`Thank you for your order`
