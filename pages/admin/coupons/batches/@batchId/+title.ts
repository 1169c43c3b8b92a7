import { msg } from '@lingui/core/macro'

export default msg`Batch of single-use codes`
