import type { FastifyInstance } from 'fastify';
import { souvenirSchema as souvenirRequestSchema } from '../../../schemas/requests/guestbook';
import { souvenirSchema } from '../../../schemas/responses/guestbook';
import { souvenirs } from '../../db/schema';
import {
  createSouvenir,
  removeSouvenir,
  SOUVENIR_NOT_FOUND,
  souvenirList,
  updateSouvenir,
} from '../../services/guestbook/souvenirs';
import { venueCrudRoutes } from './venue-crud';

/** Souvenir kinds with their stock and rule (owner only). */
export async function souvenirRoutes(app: FastifyInstance) {
  venueCrudRoutes(app, {
    name: 'souvenir',
    subject: 'Suvenir',
    param: 'souvenirId',
    table: souvenirs,
    missing: SOUVENIR_NOT_FOUND,
    body: souvenirRequestSchema,
    entity: souvenirSchema,
    list: souvenirList,
    create: createSouvenir,
    update: updateSouvenir,
    remove: removeSouvenir,
  });
}
