import { createHash } from 'node:crypto';

/** The CSP source of an inline script or stylesheet: its SHA-256 hash. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A Content-Security-Policy header's text that also lets one inline `<style>` element apply, by its
 * hash (`style-src-elem`; browsers without it read `style-src`, which allows inline styles already).
 */
export function allowingStyle(policy: string, hash: string): string {
  return policy.replace(/(^|;\s*)style-src-elem ([^;]*)/, (_, start: string, sources: string) => {
    return `${start}style-src-elem ${sources} ${hash}`;
  });
}
