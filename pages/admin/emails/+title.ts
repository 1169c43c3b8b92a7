import { msg } from '@lingui/core/macro'

export default msg`E-mails not sent`
