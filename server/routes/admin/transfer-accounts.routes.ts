import type { FastifyInstance } from 'fastify';
import { transferAccountRequestSchema, type TransferAccountRequest } from '../../../schemas/requests/admin';
import { idParams } from '../../../schemas/requests/id-params';
import { transferAccountSchema } from '../../../schemas/responses/admin';
import { dataListResponse, dataResponse } from '../../http/response-schema';
import { addTransferAccount, removeTransferAccount, transferAccountList } from '../../services/admin/transfer-accounts';
import { operatorOf, operatorsOnly } from './admin-route-parts';

const accountIdParams = idParams('Rekening');

/**
 * The operator's bank accounts couples transfer to (docs/product.md#bank-transfer): listed, added and
 * removed in the console; couples read them in GET /v1/invitation/{id}/order/options.
 */
export async function adminTransferAccountRoutes(app: FastifyInstance) {
  app.get(
    '/v1/admin/transfer-accounts',
    { ...operatorsOnly(app), schema: { response: { 200: dataListResponse(transferAccountSchema) } } },
    async () => ({ data: await transferAccountList(app.db) }),
  );

  app.post<{ Body: TransferAccountRequest }>(
    '/v1/admin/transfer-accounts',
    {
      ...operatorsOnly(app),
      schema: { body: transferAccountRequestSchema, response: { 201: dataResponse(transferAccountSchema) } },
    },
    async (request, reply) => {
      const account = await addTransferAccount(app.db, operatorOf(app, request), request.body);
      return reply.code(201).send({ data: account });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v1/admin/transfer-accounts/:id',
    {
      ...operatorsOnly(app),
      schema: { params: accountIdParams, response: { 200: dataResponse(transferAccountSchema) } },
    },
    async (request) => ({ data: await removeTransferAccount(app.db, operatorOf(app, request), request.params.id) }),
  );
}
