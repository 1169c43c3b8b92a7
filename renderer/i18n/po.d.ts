declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

declare module 'virtual:island-messages/*' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
