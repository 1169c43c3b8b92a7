import { describe, expect, it } from 'vitest'
import { parseCmsHtml } from './parseCmsHtml.ts'
import { serializeCmsHtml } from './serializeCmsHtml.ts'

const clean = (html: string) => serializeCmsHtml(parseCmsHtml(html))

describe('serializeCmsHtml', () => {
  it('keeps allowed markup as written', () => {
    const html = '<h2>Titre</h2><p>Un <a href="/livraison">lien</a> et <strong>gras</strong><br></p>'
    expect(clean(html)).toBe(html)
  })

  it('drops scripts, event attributes and unsafe links, and escapes text', () => {
    expect(
      clean('<p onclick="x()">Hi<script>alert(1)</script> 1 &lt; 2</p><a href="javascript:alert(1)">x</a>'),
    ).toBe('<p>Hi 1 &lt; 2</p><a>x</a>')
  })

  it('reads its own output back to the same tree', () => {
    const html = '<p title="a">“Quote” &amp; <img src="/media/a.svg" alt="A &quot;b&quot;"></p>'
    expect(parseCmsHtml(clean(html))).toEqual(parseCmsHtml(html))
  })
})
