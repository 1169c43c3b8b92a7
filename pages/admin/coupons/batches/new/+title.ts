import { msg } from '@lingui/core/macro'

export default msg`New batch of single-use codes`
