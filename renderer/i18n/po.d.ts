declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

declare module 'virtual:island-messages/*' {
  import type { Messages } from '@lingui/core'
  /** `virtual:island-messages/<locale>/<island id>`: the island's compiled messages. */
  export const messages: Messages
  /** `virtual:island-messages/<locale>`: the loaders of each island's messages, by island id. */
  export const loaders: Record<string, () => Promise<{ messages: Messages }>>
}
