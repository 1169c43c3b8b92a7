import { createElement, type ReactNode } from 'react'

/**
 * A widget heading at the level the CMS asks for, kept between h2 and h6: the page has one
 * h1 of its own.
 */
export function CmsHeading({
  level = 2,
  className,
  children,
}: {
  level?: number
  className?: string
  children: ReactNode
}) {
  const clamped = Math.min(6, Math.max(2, Math.round(level)))
  return createElement(`h${clamped}`, { className }, children)
}
