/** The generic fallback for a failure that brings no message of its own. */
export const UNKNOWN_ERROR = 'Unknown error occurred';

/** A request that got no answer: the phone is offline or the connection dropped on the way. */
export const CONNECTION_LOST = 'Koneksi terputus. Periksa internet Anda lalu coba lagi.';

/**
 * What a form shows after a failed send: the error's own message (the API client gives the server's
 * Indonesian message, or CONNECTION_LOST when no answer came), else the form's own `fallback`. Never
 * shown: a bare TypeError's message (the browser's English 'Failed to fetch', or a bug's) and the
 * generic UNKNOWN_ERROR of an answer without a message (a proxy's error page, say): the form has a
 * better sentence of its own.
 */
export function failureMessageOf(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || error instanceof TypeError) return fallback;
  const message = error.message.trim();
  return message && message !== UNKNOWN_ERROR ? error.message : fallback;
}
