import { describe, expect, it } from 'vitest'
import { cmsHtmlText, decodeEntities, parseCmsHtml, safeHref } from './parseCmsHtml.ts'

describe('parseCmsHtml', () => {
  it('keeps allowed elements, their text and checked attributes', () => {
    expect(
      parseCmsHtml('<h1 class="x">Über <em>uns</em></h1><p><a href="/contact" onclick="x()">Contact</a></p>'),
    ).toEqual([
      {
        type: 'element',
        tag: 'h1',
        attributes: {},
        children: [
          { type: 'text', text: 'Über ' },
          { type: 'element', tag: 'em', attributes: {}, children: [{ type: 'text', text: 'uns' }] },
        ],
      },
      {
        type: 'element',
        tag: 'p',
        attributes: {},
        children: [
          {
            type: 'element',
            tag: 'a',
            attributes: { href: '/contact' },
            children: [{ type: 'text', text: 'Contact' }],
          },
        ],
      },
    ])
  })

  it('drops scripts, styles and frames with their content, and unwraps unknown elements', () => {
    const nodes = parseCmsHtml(
      '<p>a<script>alert(1)</script>b<style>p{}</style><iframe src="x">c</iframe><marquee>d</marquee></p>',
    )
    expect(cmsHtmlText(nodes)).toBe('abd')
    expect(JSON.stringify(nodes)).not.toMatch(/script|iframe|marquee/)
  })

  it('refuses javascript:, data: and protocol-relative targets', () => {
    const [link] = parseCmsHtml(
      '<a href=" javascript:alert(1)">x</a><img src="data:image/png;base64,AA" alt="y"><img src="//evil.example/a.png">',
    )
    expect(link).toMatchObject({ tag: 'a', attributes: {} })
    expect(parseCmsHtml('<img src="data:x" alt="y">')[0]).toMatchObject({
      tag: 'img',
      attributes: { alt: 'y' },
    })
    expect(safeHref('//evil.example')).toBeNull()
    expect(safeHref('https://blog.example/')).toBe('https://blog.example/')
    expect(safeHref('faq')).toBe('faq')
  })

  it('reads encoded angle brackets as text, never as markup', () => {
    const nodes = parseCmsHtml('<p>&lt;b&gt;bold&lt;/b&gt; &amp; &#x3C;i&#62;</p>')
    expect(nodes).toEqual([
      { type: 'element', tag: 'p', attributes: {}, children: [{ type: 'text', text: '<b>bold</b> & <i>' }] },
    ])
  })

  it('closes unclosed elements and ignores stray closing tags and comments', () => {
    expect(parseCmsHtml('<p>one<!-- note --></div><strong>two')).toEqual([
      {
        type: 'element',
        tag: 'p',
        attributes: {},
        children: [
          { type: 'text', text: 'one' },
          { type: 'element', tag: 'strong', attributes: {}, children: [{ type: 'text', text: 'two' }] },
        ],
      },
    ])
  })

  it('decodes numeric and named references, leaving unknown ones', () => {
    expect(decodeEntities('&eacute; &#233; &#xE9; &nbsp;&#0;')).toBe('&eacute; é é \u00a0\ufffd')
  })
})
