import { msg } from '@lingui/core/macro'

export default msg`Pickup network`
