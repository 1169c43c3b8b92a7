/**
 * Runs `work` in a task after the next frame has painted, so that what an interaction shows
 * (a choice ticked, a button pending) paints before work the shopper does not wait for
 * (docs/performance.md#interaction-latency). Answers a function that cancels it if it has not
 * run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  // The frame paints once this callback returns; a task queued from it runs after the paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
