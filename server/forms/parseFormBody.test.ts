import { describe, expect, it } from 'vitest'
import { parseFormBody } from './parseFormBody.ts'

describe('parseFormBody', () => {
  it('drops C0 control characters and DEL from names and values, keeping tabs and line breaks', () => {
    expect(parseFormBody('name=Ada%00%01%1B%7F&comment=one%0D%0A%09two%07&a%00b=1')).toEqual({
      name: 'Ada',
      comment: 'one\r\n\ttwo',
      ab: '1',
    })
  })

  it('keeps repeated fields as a list, each value cleaned', () => {
    expect(parseFormBody('sku=SL-1%00&sku=SL-2')).toEqual({ sku: ['SL-1', 'SL-2'] })
  })

  it('keeps every other character as typed', () => {
    expect(parseFormBody(`city=${encodeURIComponent('Łódź « ok » 😀')}`)).toEqual({ city: 'Łódź « ok » 😀' })
  })
})
