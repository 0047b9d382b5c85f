/** The part of midtrans-client (which ships no types) the Midtrans gateway uses. */
declare module 'midtrans-client' {
  type Options = { isProduction: boolean; serverKey: string; clientKey: string };
  type Json = Record<string, unknown>;

  type Snap = {
    /** Its settings and the base addresses it calls, read on every call (so one instance may be pointed elsewhere). */
    apiConfig: { getCoreApiBaseUrl(): string; getSnapApiBaseUrl(): string };
    /** Its axios instance. */
    httpClient: { http_client: { defaults: { timeout?: number } } };
    transaction: {
      /** GET {core}/v2/{id}/status: the transaction as Midtrans has it. */
      status(transactionId: string): Promise<Json>;
      /** POST {core}/v2/{id}/cancel: the transaction as cancelled (its `transaction_status` 'cancel'). */
      cancel(transactionId: string): Promise<Json>;
    };
    /** POST {snap}/transactions: `{ token, redirect_url }`. */
    createTransaction(parameter: Json): Promise<{ token: string; redirect_url: string }>;
  };

  /** What it rejects with for an answer of 400 and more: the HTTP status, or the `status_code` in a 200's body. */
  type MidtransError = Error & { httpStatusCode: number | string | null; ApiResponse: unknown };

  const midtransClient: {
    Snap: new (options: Options) => Snap;
    MidtransError: new (message: string) => MidtransError;
  };
  export default midtransClient;
}
