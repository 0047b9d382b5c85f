import { UNKNOWN_ERROR } from '../errors/failure-messages';

/**
 * The audio file could not be loaded (missing, unreachable or in a format the browser lacks):
 * docs/product.md#errors.
 */
export const AUDIO_LOAD_FAILED = 'Failed to load audio file';

/**
 * What a failed `play()` means for the guest: nothing when the browser merely refused to start
 * without a tap (NotAllowedError) or the start was interrupted by a pause (AbortError); the load
 * failure message for a source it cannot load or play (NotSupportedError, a MediaError); otherwise
 * the generic fallback.
 */
export function audioFailureOf(error: unknown): string | null {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return null;
  if (name === 'NotSupportedError' || name === 'MediaError') return AUDIO_LOAD_FAILED;
  if (typeof error === 'object' && error !== null && 'code' in error && 'MEDIA_ERR_NETWORK' in error) {
    return AUDIO_LOAD_FAILED;
  }
  return UNKNOWN_ERROR;
}
