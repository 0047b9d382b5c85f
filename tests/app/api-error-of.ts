import { ApiError } from '../../app/api/client';

/** The ApiError a call fails with; anything else (a success, another error) fails the test. */
export async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
