import type { FieldError } from '../../engine/validation/validate-payload';

/** An error with the status and Indonesian message the client is shown; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** A 409 of a write based on an older version: the version the thing is at now. */
    readonly version?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Silakan masuk terlebih dahulu') => new HttpError(401, message);
export const forbidden = (message = 'Anda tidak berhak mengakses data ini') => new HttpError(403, message);
export const notFound = (message = 'Data tidak ditemukan') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);
/** A write based on an older version than the thing's newest (server/services/invitations/invitation-changes.ts). */
export const staleVersion = (message: string, version: string) => new HttpError(409, message, undefined, version);
