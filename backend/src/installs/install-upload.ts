import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toApiError } from '../common/api-exception.filter';
import { DomainError } from '../common/domain-error';
import { INSTALL_FILE_MAX_BYTES } from './install-store';
import type { UploadedFile } from './installs.service';
import type { StoreFileReader } from './store-file.reader';

export const INSTALL_IMPORTS_ROUTE = '/api/admin/installs/imports';
export const INSTALL_FILE_FIELD = 'file';

const tooLarge = () => new DomainError('INSTALL_FILE_TOO_LARGE', `The file is over ${INSTALL_FILE_MAX_BYTES / 1024 / 1024} MiB`);

const FILE_MISSING = `Send one store file as multipart/form-data, in the field "${INSTALL_FILE_FIELD}"`;

/** Multipart bodies for the installs import only: every other route keeps refusing them with 415, as before. */
export async function acceptInstallUploads(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyMultipart, { limits: { fileSize: INSTALL_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  fastify.addHook('onRequest', async (request, reply) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/') || request.routeOptions.url === INSTALL_IMPORTS_ROUTE) return;
    const body = toApiError(new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send application/json'));
    return reply.code(body.statusCode).send(body);
  });
}

/** The request's one file, read as it arrives; over INSTALL_FILE_MAX_BYTES refused before more is read, a refused row once all has arrived. */
export async function receivedFile(request: FastifyRequest, reader: StoreFileReader): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new DomainError('INSTALL_FILE_MISSING', FILE_MISSING);
  const hash = createHash('sha256');
  let [fileName, size] = ['', 0];
  let refused: Error | undefined;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== INSTALL_FILE_FIELD) throw new DomainError('INSTALL_FILE_MISSING', FILE_MISSING);
    fileName = part.filename.slice(0, 255);
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (refused !== undefined) continue;
      try {
        await reader.write(chunk);
      } catch (error) {
        refused = error as Error;
      }
    }
    if (part.file.truncated) throw tooLarge();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new DomainError('INSTALL_FILE_MISSING', `${FILE_MISSING}: ${(error as Error).message}`);
  }
  if (refused !== undefined) throw refused;
  return { fileName, size, sha256: hash.digest('hex'), read: await reader.end() };
}
