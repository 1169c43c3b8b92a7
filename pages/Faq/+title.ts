import { msg } from '@lingui/core/macro'

export default msg`Frequently asked questions`
