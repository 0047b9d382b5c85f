/**
 * Retries `check` (an assertion) until it passes or `timeoutMs` passed, then throws its last
 * failure: for what another connection delivers a little later (a database notification).
 */
export async function eventually(check: () => Promise<void>, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
