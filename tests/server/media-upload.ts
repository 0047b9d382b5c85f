import type { FastifyInstance } from 'fastify';

/** A multipart/form-data upload to POST /v1/media as a browser sends it, for the media tests. */

export type UploadPart =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };
const BOUNDARY = '----undangan-test-boundary';

/** The body of the parts, each with its headers. */
export function multipart(parts: UploadPart[]): Buffer {
  const chunks = parts.flatMap((part) => {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    const body = 'filename' in part ? part.data : Buffer.from(part.value);
    return [Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`), body, Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** POST /v1/media with these parts, as the owner whose headers are given. */
export const uploadParts = (app: FastifyInstance, parts: UploadPart[], headers?: { authorization: string }) =>
  app.inject({
    method: 'POST',
    url: '/v1/media',
    payload: multipart(parts),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });

/** POST /v1/media of one file of a kind. */
export const uploadFile = (
  app: FastifyInstance,
  headers: { authorization: string },
  kind: string,
  data: Buffer,
  filename: string,
) =>
  uploadParts(
    app,
    [
      { name: 'kind', value: kind },
      { name: 'file', filename, type: 'application/octet-stream', data },
    ],
    headers,
  );
