import { UNKNOWN_ERROR } from '../../engine/errors/failure-messages';
import { ApiError } from './client';

/**
 * What an owner's page says after a failed call: the API's own message (Indonesian, or the client's
 * CONNECTION_LOST), else the generic fallback. Apart from client.ts, so the guest's page, which
 * loads the client, does not carry it.
 */
export const errorText = (error: unknown): string => (error instanceof ApiError ? error.message : UNKNOWN_ERROR);
