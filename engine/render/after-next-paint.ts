/**
 * Runs `callback` in a task of its own after the next frame has been painted (a frame callback, then a
 * zero timer), so the work it starts does not hold that frame back. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
