import { msg } from '@lingui/core/macro'

export default msg`Set up your account`
