/** U+0000 in a request: PostgreSQL cannot store it in a text, and no person types it. */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An HTML page, not an API: it reads its query itself and never answers a JSON 400. */
    htmlPage?: boolean;
  }
}

export const NUL_MESSAGE = 'Teks tidak boleh berisi karakter NUL (U+0000)';

/** The dotted path of a text (or key) holding U+0000 in a parsed value, walked without recursion. */
export function pathOfNul(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}
