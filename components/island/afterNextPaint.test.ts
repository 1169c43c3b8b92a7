import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint.ts'

describe('afterNextPaint', () => {
  let frames: Array<() => void>
  beforeEach(() => {
    frames = []
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {}
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const work = vi.fn()
    afterNextPaint(work)
    vi.runAllTimers()
    expect(work).not.toHaveBeenCalled()
    frames.shift()?.()
    expect(work).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(work).toHaveBeenCalledOnce()
  })

  it('runs nothing once cancelled, before or after the frame', () => {
    const early = vi.fn()
    afterNextPaint(early)()
    frames.shift()?.()
    vi.runAllTimers()
    const late = vi.fn()
    const cancel = afterNextPaint(late)
    frames.shift()?.()
    cancel()
    vi.runAllTimers()
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
