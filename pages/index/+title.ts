import { msg } from '@lingui/core/macro'

export default msg`Slippers, socks and clothing for the whole family`
