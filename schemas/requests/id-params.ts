import { idProp } from '../entities/common';

/** A path's one `{id}` parameter, the id of the `title`'s row (`DELETE /v1/wish/{id}` …). */
export const idParams = (title: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: { id: { ...idProp, title } },
  }) as const;
