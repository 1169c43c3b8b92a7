import { msg } from '@lingui/core/macro'

export default msg`Track an order`
