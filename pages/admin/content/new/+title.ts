import { msg } from '@lingui/core/macro'

export default msg`New page or block`
