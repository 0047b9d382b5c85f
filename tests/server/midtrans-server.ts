import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from '../free-port';

/**
 * A Midtrans-compatible server for tests, written from Midtrans's public API documents: Snap's
 * POST /snap/v1/transactions (answers 201 `{ token, redirect_url }`) and the Core API's
 * GET /v2/{order_id}/status and POST /v2/{order_id}/cancel, all behind Basic auth with the server key
 * (its username, no password). A transaction exists once Snap made it; Get Status and Cancel answer
 * 404 ("Transaction doesn't exist.") until a test says what the couple did on the payment page
 * (`set`). Cancel voids a transaction not completed yet (pending, or a card not settled) and answers
 * it with `transaction_status` 'cancel'; any other it refuses with 412 ("Merchant cannot modify the
 * status of the transaction"). `notify` then sends the product
 * the HTTP notification Midtrans would, signed as documented: SHA-512 of order_id + status_code +
 * gross_amount + server key.
 */

type Json = Record<string, unknown>;

export type TransactionState = {
  transaction_status: string;
  fraud_status?: string;
  payment_type?: string;
  /** What Midtrans says was paid, when a test makes it another than Snap's ("50000.00"). */
  gross_amount?: string;
};

type Transaction = {
  order_id: string;
  /** As Snap was asked for it, with two decimals ("99000.00"). */
  gross_amount: string;
  token: string;
  transaction_id: string;
  /** Null until the couple picked a method on Snap. */
  state: (TransactionState & { transaction_time: string }) | null;
};

/** Midtrans's status_code of each transaction_status (its "Transaction Status" and status-code tables). */
function statusCodeOf({ transaction_status, fraud_status }: TransactionState): string {
  if (transaction_status === 'capture') return fraud_status === 'challenge' ? '201' : '200';
  const codes: Record<string, string> = { pending: '201', deny: '202', failure: '202', expire: '407' };
  return codes[transaction_status] ?? '200';
}

const signatureOf = (orderId: string, statusCode: string, grossAmount: string, key: string) =>
  createHash('sha512')
    .update(orderId + statusCode + grossAmount + key)
    .digest('hex');

const midtransNow = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

async function bodyOf(request: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Json) : {};
}

function answer(response: ServerResponse, status: number, body: Json) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export type FakeMidtrans = Awaited<ReturnType<typeof startMidtransServer>>;

export async function startMidtransServer(serverKey: string) {
  const transactions = new Map<string, Transaction>();
  /** Every Snap request's body, in order. */
  const snapRequests: Json[] = [];
  const statusAsked: string[] = [];
  const cancelAsked: string[] = [];
  /** What happens at Midtrans just before a cancel is heard (a payment made in between), once. */
  let beforeCancel: ((orderId: string) => void) | null = null;
  let snapDown = false;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const authorized = (request: IncomingMessage) =>
    request.headers.authorization === `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  function createSnapTransaction(body: Json, response: ServerResponse) {
    snapRequests.push(body);
    if (snapDown) return answer(response, 500, { error_messages: ['Sorry, we encountered internal server error.'] });
    const details = body.transaction_details as { order_id?: unknown; gross_amount?: unknown } | undefined;
    const items = (body.item_details ?? []) as { price: number; quantity: number }[];
    const orderId = details?.order_id;
    const amount = details?.gross_amount;
    if (typeof orderId !== 'string' || !Number.isInteger(amount) || (amount as number) < 1) {
      return answer(response, 400, { error_messages: ['transaction_details is required'] });
    }
    if (items.length && items.reduce((sum, item) => sum + item.price * item.quantity, 0) !== amount) {
      return answer(response, 400, {
        error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
      });
    }
    if (transactions.has(orderId)) {
      return answer(response, 400, { error_messages: ['transaction_details.order_id sudah digunakan'] });
    }
    const token = randomUUID();
    const grossAmount = `${amount as number}.00`;
    transactions.set(orderId, {
      order_id: orderId,
      gross_amount: grossAmount,
      token,
      transaction_id: randomUUID(),
      state: null,
    });
    answer(response, 201, { token, redirect_url: `${url}/snap/v4/redirection/${token}` });
  }

  function statusOf(orderId: string, response: ServerResponse) {
    statusAsked.push(orderId);
    const body = statusBody(orderId);
    if (!body) {
      return answer(response, 404, {
        status_code: '404',
        status_message: "Transaction doesn't exist.",
        id: randomUUID(),
      });
    }
    answer(response, 200, { ...body, status_message: 'Success, transaction is found' });
  }

  /** Midtrans's statuses a cancel voids: a payment not completed yet (its Cancel API's document). */
  const CANCELLABLE = ['pending', 'capture', 'authorize'];

  function cancel(orderId: string, response: ServerResponse) {
    cancelAsked.push(orderId);
    beforeCancel?.(orderId);
    beforeCancel = null;
    const transaction = transactions.get(orderId);
    if (!transaction?.state) {
      return answer(response, 404, {
        status_code: '404',
        status_message: "Transaction doesn't exist.",
        id: randomUUID(),
      });
    }
    if (!CANCELLABLE.includes(transaction.state.transaction_status)) {
      return answer(response, 412, {
        status_code: '412',
        status_message: 'Merchant cannot modify the status of the transaction',
      });
    }
    transaction.state = { ...transaction.state, transaction_status: 'cancel' };
    answer(response, 200, {
      ...describe(transaction, transaction.state),
      status_message: 'Success, transaction is canceled',
    });
  }

  /** The transaction as Get Status and notifications describe it, or undefined when Midtrans has none. */
  function statusBody(orderId: string): Json | undefined {
    const transaction = transactions.get(orderId);
    return transaction?.state ? describe(transaction, transaction.state) : undefined;
  }

  function describe(transaction: Transaction, state: TransactionState & { transaction_time: string }): Json {
    return {
      transaction_time: state.transaction_time,
      transaction_status: state.transaction_status,
      transaction_id: transaction.transaction_id,
      status_code: statusCodeOf(state),
      payment_type: state.payment_type ?? 'qris',
      order_id: transaction.order_id,
      merchant_id: 'G000000000',
      gross_amount: state.gross_amount ?? transaction.gross_amount,
      currency: 'IDR',
      ...(state.fraud_status && { fraud_status: state.fraud_status }),
    };
  }

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', url).pathname;
      if (!authorized(request)) {
        return answer(response, 401, {
          status_code: '401',
          error_messages: ['Access denied due to unauthorized transaction, please check client or server key'],
        });
      }
      if (request.method === 'POST' && path === '/snap/v1/transactions') {
        return createSnapTransaction(await bodyOf(request), response);
      }
      const status = /^\/v2\/([^/]+)\/status$/.exec(path);
      if (request.method === 'GET' && status) return statusOf(decodeURIComponent(status[1]!), response);
      const cancelled = /^\/v2\/([^/]+)\/cancel$/.exec(path);
      if (request.method === 'POST' && cancelled) return cancel(decodeURIComponent(cancelled[1]!), response);
      answer(response, 404, { status_code: '404', status_message: 'The requested resource is not found' });
    })().catch((error: unknown) => answer(response, 500, { error_messages: [String(error)] }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  /** POSTs a notification body to the product's notification URL; its answer. */
  async function post(productUrl: string, body: Json) {
    const response = await fetch(`${productUrl}/v1/payment/midtrans/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  /**
   * The notification of the transaction as it now is, in the words of another state if given (a late
   * one, or one of a state Get Status does not know, when the transaction has none yet).
   */
  function notificationOf(orderId: string, words: Partial<TransactionState> = {}, key = serverKey): Json {
    const transaction = transactions.get(orderId);
    if (!transaction) throw new Error(`Snap never made ${orderId}`);
    const transaction_status = words.transaction_status ?? transaction.state?.transaction_status;
    if (!transaction_status) throw new Error(`no state of ${orderId} to notify of`);
    const now = { transaction_time: midtransNow(), ...transaction.state };
    const body: Json = describe(transaction, { ...now, ...words, transaction_status });
    const signature_key = signatureOf(orderId, body.status_code as string, body.gross_amount as string, key);
    return { ...body, status_message: 'midtrans payment notification', signature_key };
  }

  return {
    url,
    snapRequests,
    /** The order ids Get Status was asked about, in order. */
    statusAsked,
    /** The order ids Cancel was asked about, in order. */
    cancelAsked,
    /** Runs `happening` just before the next cancel is heard: what changed at Midtrans in between. */
    beforeNextCancel(happening: (orderId: string) => void) {
      beforeCancel = happening;
    },
    /** Snap answers 500 while down. */
    setSnapDown(down: boolean) {
      snapDown = down;
    },
    /** What the couple did on Snap (or what became of it): the transaction's new state. */
    set(orderId: string, state: TransactionState) {
      const transaction = transactions.get(orderId);
      if (!transaction) throw new Error(`Snap never made ${orderId}`);
      transaction.state = { ...state, transaction_time: midtransNow() };
    },
    notificationOf,
    /** Sends the product a correctly signed notification of the transaction (optionally in older words). */
    notify: (productUrl: string, orderId: string, words?: Partial<TransactionState>) =>
      post(productUrl, notificationOf(orderId, words)),
    /** Sends one signed with another key than the server key: a forgery. */
    notifyForged: (productUrl: string, orderId: string, words?: Partial<TransactionState>) =>
      post(productUrl, notificationOf(orderId, words, 'bukan-kunci-server')),
    close: () =>
      new Promise<void>((resolve) => {
        // The product's client keeps its connections alive; they would hold the close.
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
