// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { typedValuesUnder } from './keepTypedValues.ts'
import { replayTypedValues } from './replayTypedValues.ts'

/** A configurator-like form: colours, sizes, a quantity, an add button and a plain button. */
function form(): HTMLFormElement {
  const element = document.createElement('form')
  element.innerHTML = `
    <input type="radio" name="color" value="black"><input type="radio" name="color" value="mustard">
    <input type="radio" name="size" value="41"><input type="radio" name="size" value="42">
    <input name="qty" value="1">
    <button type="button">Size guide</button>
    <button type="submit" name="_action" value="add">Add to cart</button>`
  document.body.replaceChildren(element)
  return element
}

/** What the hydrated island would see, in order: the choices replayed and the presses. */
function recordReplay(element: HTMLFormElement): string[] {
  const seen: string[] = []
  element.addEventListener('click', (event) => {
    const target = event.target as HTMLInputElement | HTMLButtonElement
    seen.push(
      target instanceof HTMLInputElement ? `${target.name}=${target.value}` : `press ${target.textContent}`,
    )
  })
  element.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement
    if (target.type !== 'radio') seen.push(`typed ${target.value}`)
  })
  element.addEventListener('submit', (event) => {
    event.preventDefault()
    seen.push(`sent by ${(event.submitter as HTMLButtonElement | null)?.textContent}`)
  })
  return seen
}

const field = (element: HTMLFormElement, selector: string) =>
  element.querySelector<HTMLInputElement>(selector)!

/** An event as it reached the island while it hydrated (and was held there). */
function seenOn<Kind extends Event>(target: Element, event: Kind): Kind {
  target.dispatchEvent(event)
  return event
}

describe('replayTypedValues', () => {
  it('replays the fields changed while the island hydrated after the others, in the order the shopper changed them', async () => {
    const element = form()
    const size = field(element, '[value="42"]')
    const colour = field(element, '[value="mustard"]')
    const quantity = field(element, '[name="qty"]')
    quantity.value = '3'
    size.checked = true
    colour.checked = true
    const seen = recordReplay(element)
    await replayTypedValues(typedValuesUnder(element), [
      seenOn(size, new Event('change', { bubbles: true })),
      seenOn(colour, new Event('change', { bubbles: true })),
    ])
    expect(seen).toEqual(['typed 3', 'size=42', 'color=mustard'])
  })

  it('presses the buttons and sends the form again in a task after the choices', async () => {
    const element = form()
    const colour = field(element, '[value="black"]')
    colour.checked = true
    const plainButton = element.querySelector<HTMLButtonElement>('button[type="button"]')!
    const addButton = element.querySelector<HTMLButtonElement>('button[type="submit"]')!
    const held = [
      seenOn(colour, new Event('change', { bubbles: true })),
      seenOn(plainButton, new MouseEvent('click', { bubbles: true })),
      seenOn(element, new SubmitEvent('submit', { submitter: addButton, cancelable: true })),
    ]
    const seen = recordReplay(element)
    await replayTypedValues(typedValuesUnder(element), held)
    expect(seen).toEqual(['color=black'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual(['color=black', 'press Size guide', 'press Add to cart', 'sent by Add to cart'])
  })
})
