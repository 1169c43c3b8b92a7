import { describe, expect, it } from 'vitest'
import { classifyLink } from './classifyLink.ts'

describe('classifyLink', () => {
  it('treats absolute and protocol-relative URLs as external', () => {
    expect(classifyLink('https://example.com/a')).toBe('external')
    expect(classifyLink('http://example.com')).toBe('external')
    expect(classifyLink('//cdn.example.com/x')).toBe('external')
  })
  it('treats links to documents, images, archives and media as external', () => {
    for (const href of [
      '/media/size-guide.pdf',
      '/img/a.JPG',
      '/files/catalogue.zip',
      '/v/clip.mp4?x=1',
      'notice.docx#p2',
    ]) {
      expect(classifyLink(href)).toBe('external')
    }
  })
  it('keeps mail and phone links plain', () => {
    expect(classifyLink('mailto:service@example.com')).toBe('plain')
    expect(classifyLink('tel:+33123456789')).toBe('plain')
  })
  it('treats store paths as in-app links', () => {
    for (const href of [
      '/',
      '/category/12',
      '/product/SKU-1?colour=red',
      'cart',
      '/men/slippers.html',
      '#reviews',
    ]) {
      expect(classifyLink(href)).toBe('internal')
    }
  })
})
