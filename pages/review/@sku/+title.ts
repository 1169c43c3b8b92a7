import { msg } from '@lingui/core/macro'

export default msg`Write a review`
