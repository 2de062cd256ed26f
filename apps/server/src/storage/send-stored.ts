import { isSafeInlineImage } from '@platen/domain/artwork-files/safe-inline';
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { FileStore, StoredFile } from './file-store.ts';
import type { Readable } from 'node:stream';

/**
 * Answers with a stored file: its content type, nosniff, a sandboxing CSP, and `attachment` for anything that is
 * not a safe raster image (SVG, PDF, PostScript …). The caller has already checked the requester owns it.
 */
export function sendFile(
  reply: FastifyReply,
  file: StoredFile & { body: Readable },
  opts: { cache: string; filename?: string },
) {
  const inline = isSafeInlineImage(file.contentType);
  const name = (opts.filename ?? 'file').replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', opts.cache)
    .send(file.body);
}

/** sendFile for a key of the store; a missing file is 404. */
export async function sendStored(
  reply: FastifyReply,
  files: FileStore,
  key: string,
  opts: { cache: string; filename?: string },
) {
  const file = await files.stream(key);
  if (!file) throw new AppError('not_found', 'File not found.');
  return sendFile(reply, file, opts);
}
