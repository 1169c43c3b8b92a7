// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest'
import { guardFormSubmits } from './guardFormSubmits.ts'

beforeAll(() => guardFormSubmits())

/** Submits like a click on its button; answers whether the browser would send it. */
async function submit(form: HTMLFormElement): Promise<boolean> {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(event)
  return !event.defaultPrevented
}

function formOf(html: string): HTMLFormElement {
  document.body.innerHTML = html
  return document.querySelector('form') as HTMLFormElement
}

describe('single-submit forms', () => {
  it('sends a marked form once and says it is busy', async () => {
    const form = formOf('<form data-single-submit method="post"><button type="submit">Save</button></form>')
    expect(await submit(form)).toBe(true)
    expect(form.getAttribute('aria-busy')).toBe('true')
    expect(await submit(form)).toBe(false)
  })

  it('leaves other forms alone', async () => {
    const form = formOf('<form method="get"><button type="submit">Search</button></form>')
    expect(await submit(form)).toBe(true)
    expect(await submit(form)).toBe(true)
  })

  it('gives the form back when the page comes back from the back-forward cache', async () => {
    const form = formOf('<form data-single-submit method="post"><button type="submit">Save</button></form>')
    await submit(form)
    const pageshow = new Event('pageshow') as PageTransitionEvent
    Object.defineProperty(pageshow, 'persisted', { value: true })
    window.dispatchEvent(pageshow)
    expect(form.hasAttribute('aria-busy')).toBe(false)
    expect(await submit(form)).toBe(true)
  })
})
