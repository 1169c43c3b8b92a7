// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  SSR_STATE_ELEMENT_ID,
  parseSsrState,
  readSsrStateFromDocument,
  serializeSsrState,
} from './ssrState.ts'

const hostile = {
  1: { data: JSON.stringify({ name: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c & <!--' }) },
}

describe('SSR state serialization', () => {
  it('cannot close the script element or break the page script', () => {
    const text = serializeSsrState(hostile)

    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
  })

  it('reads back exactly what was serialized', () => {
    expect(parseSsrState(serializeSsrState(hostile))).toEqual(hostile)
  })

  it('gives an empty state for missing or damaged text', () => {
    expect(parseSsrState(undefined)).toEqual({})
    expect(parseSsrState('{"1": ')).toEqual({})
    expect(parseSsrState('[1,2]')).toEqual({})
    expect(parseSsrState('null')).toEqual({})
  })

  it('reads the state from its script element in the page', () => {
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializeSsrState(hostile)}</script>`

    expect(readSsrStateFromDocument()).toEqual(hostile)
    expect(document.body.children).toHaveLength(1)
  })

  it('reads an empty state from a page without one', () => {
    document.body.innerHTML = ''
    expect(readSsrStateFromDocument()).toEqual({})
  })
})
