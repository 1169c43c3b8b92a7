import { msg } from '@lingui/core/macro'

export default msg`Withdraw from contract here`
