import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { artworkName } from '../../services/artwork/artwork-service.ts';

/** The multipart parser of an artwork upload route: one file of at most maxBytes, a few small fields. */
export const registerMultipart = (app: FastifyInstance, maxBytes: number) =>
  app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 8, headerPairs: 50 },
  });

/** Multipart overhead allowed on top of the file cap before the request is refused from its Content-Length. */
export const ENVELOPE = 64 * 1024;

/** 413, and the connection is closed so the rest of an oversized body is never read. */
export const tooLarge = (maxBytes: number) =>
  new AppError('payload_too_large', `The file is larger than ${Math.round(maxBytes / 1048576)} MB.`, {
    headers: { connection: 'close' },
  });

/**
 * Reads a file part, failing the moment the parser reports the cap (the parser would otherwise go on reading
 * and discarding the rest of the body before the stream ends).
 */
function readCapped(file: NodeJS.ReadableStream, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (c: Buffer) => chunks.push(c));
    file.once('limit', () => reject(tooLarge(maxBytes)));
    file.once('error', reject);
    file.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Reads the multipart upload: the file (at most maxBytes, else 413 from the parser) and an optional name field. */
export async function readUpload(req: FastifyRequest, maxBytes: number) {
  if (!req.isMultipart())
    throw new AppError('unsupported_media_type', 'Send the artwork as multipart/form-data.');
  let bytes: Buffer | null = null;
  let fileName: string | undefined;
  let name: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          part.file.resume();
          continue;
        }
        fileName = part.filename;
        bytes = await readCapped(part.file, maxBytes);
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        name = part.value;
      }
    }
  } catch (err) {
    // The parser's own failures (truncated or malformed multipart) are the client's, not ours.
    if (err instanceof AppError || ((err as { statusCode?: number }).statusCode ?? 500) < 500) throw err;
    throw new AppError('bad_request', 'The multipart body is malformed.');
  }
  if (!bytes || bytes.length === 0)
    throw new AppError('validation', 'Attach the artwork file in the "file" field.', {
      issues: [{ path: 'body.file', message: 'Required' }],
    });
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  return { bytes, name: artworkName(name, fileName) };
}
