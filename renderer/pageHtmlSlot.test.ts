import { describe, expect, it } from 'vitest'
import { fillPageHtmlSlot, PAGE_HTML_SLOT } from './pageHtmlSlot.ts'

describe('fillPageHtmlSlot', () => {
  const shell = `<html><head><title>Men</title></head><body>\n    ${PAGE_HTML_SLOT}\n    <script src="/a.js"></script></body></html>`

  it('puts the page where the slot is, between the head and the scripts, as UTF-8', () => {
    expect(fillPageHtmlSlot(shell, '<main>Chaussons à 29,90 €</main>').toString('utf8')).toBe(
      '<html><head><title>Men</title></head><body>\n    <main>Chaussons à 29,90 €</main>\n    <script src="/a.js"></script></body></html>',
    )
  })

  it('keeps a page whose own content reads like the slot as it is, and fills the slot once', () => {
    const page = `<main><!-- CMS -->${PAGE_HTML_SLOT}</main>`
    const document = fillPageHtmlSlot(shell, page).toString('utf8')
    expect(document).toContain(`<body>\n    ${page}\n`)
    expect(document.split(PAGE_HTML_SLOT)).toHaveLength(2)
  })

  it('gives back a shell without a slot, or without a page, unchanged', () => {
    expect(fillPageHtmlSlot('<p>Redirecting</p>', '<main></main>').toString('utf8')).toBe(
      '<p>Redirecting</p>',
    )
    expect(fillPageHtmlSlot(shell, undefined).toString('utf8')).toBe(shell)
  })
})
