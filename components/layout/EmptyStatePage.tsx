import type { ReactNode } from 'react'
import { PageHeading } from './PageHeading.tsx'
import { EmptyState } from './EmptyState.tsx'

/** A page whose content has nothing to show yet: its heading and a clear empty state. */
export function EmptyStatePage({ heading, message }: { heading: ReactNode; message: ReactNode }) {
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <EmptyState>{message}</EmptyState>
    </>
  )
}
