import { describe, expect, it, vi } from 'vitest'
import type { DomainLogger } from '../context.ts'
import { parseSort } from './listingSort.ts'

function logger() {
  return { warn: vi.fn() } as unknown as DomainLogger & { warn: ReturnType<typeof vi.fn> }
}

describe('parseSort', () => {
  it('reads an object, an array and the field/direction shape', () => {
    const log = logger()
    expect(parseSort('{"price":"desc"}', log)).toEqual([{ field: 'price', direction: 'DESC' }])
    expect(parseSort('[{"name":"asc"},{"new":"desc"}]', log)).toEqual([
      { field: 'name', direction: 'ASC' },
      { field: 'created_at', direction: 'DESC' },
    ])
    expect(parseSort('{"field":"price","direction":"asc"}', log)).toEqual([
      { field: 'price', direction: 'ASC' },
    ])
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('ignores invalid JSON and logs it', () => {
    const log = logger()
    expect(parseSort('{price', log)).toEqual([])
    expect(log.warn).toHaveBeenCalledWith({ sort: '{price' }, expect.stringContaining('not valid JSON'))
  })

  it('drops unknown fields with a log and treats blank as no sort', () => {
    const log = logger()
    expect(parseSort('{"price":"asc","drop table":"asc"}', log)).toEqual([
      { field: 'price', direction: 'ASC' },
    ])
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(parseSort('', log)).toEqual([])
    expect(parseSort(null, log)).toEqual([])
  })
})
