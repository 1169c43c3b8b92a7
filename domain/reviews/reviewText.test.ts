import { describe, expect, it } from 'vitest'
import { authorDisplayName, reviewTextAsHtml } from './reviewText.ts'

describe('reviewTextAsHtml', () => {
  it('escapes angle brackets and the other HTML characters, and keeps line breaks', () => {
    expect(reviewTextAsHtml('<script>alert("x")</script> & \'co\'\r\nsecond line')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;<br>second line',
    )
  })
})

describe('authorDisplayName', () => {
  it('signs with the first name and the initial of the last name', () => {
    expect(authorDisplayName('Marie', 'dupont')).toBe('Marie D.')
    expect(authorDisplayName(' Élodie ', 'Ørsted')).toBe('Élodie Ø.')
    expect(authorDisplayName('Cher', ' ')).toBe('Cher')
  })
})
