const ignore = () => undefined;

/**
 * A read shared by the callers that ask for the same key at the same time, never older than the
 * call: while a read of a key runs, later callers wait for it to end and share the one read that
 * starts then. Under load each key is read at most twice at once, and every caller still sees what
 * was committed before it asked (an owner who saved, then opened the page, sees the save).
 */
export function coalescedReads<V>(read: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const running = new Map<string, Promise<V>>();
  const queued = new Map<string, Promise<V>>();
  const start = (key: string): Promise<V> => {
    const promise: Promise<V> = read(key).finally(() => {
      if (running.get(key) === promise) running.delete(key);
    });
    running.set(key, promise);
    return promise;
  };
  return (key) => {
    const waiting = queued.get(key);
    if (waiting) return waiting;
    const current = running.get(key);
    if (!current) return start(key);
    const next = current.then(ignore, ignore).then(() => {
      queued.delete(key);
      return start(key);
    });
    queued.set(key, next);
    return next;
  };
}
