import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkKey, type FileStore } from './file-store.ts';

/** The parts of S3_URL. */
export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
}

/**
 * Reads S3_URL: `s3://KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX]?region=REGION` (HTTPS) or `s3+http://…` (plain
 * HTTP, for a store on the local network). Key and secret are URL-encoded. Region defaults to us-east-1.
 */
export function parseS3Url(text: string): S3Location {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw new Error('S3_URL is not a URL (expected s3://KEY:SECRET@HOST:PORT/BUCKET?region=us-east-1)');
  }
  const scheme = u.protocol.replace(/:$/, '');
  if (scheme !== 's3' && scheme !== 's3+http')
    throw new Error(`S3_URL must start with s3:// or s3+http://, not ${scheme}://`);
  const [bucket, ...rest] = u.pathname.split('/').filter(Boolean);
  if (!u.host || !bucket) throw new Error('S3_URL needs a host and a bucket: s3://KEY:SECRET@HOST/BUCKET');
  if (!u.username || !u.password)
    throw new Error('S3_URL needs the access key and secret: s3://KEY:SECRET@…');
  return {
    endpoint: `${scheme === 's3' ? 'https' : 'http'}://${u.host}`,
    bucket,
    region: u.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
    prefix: rest.length ? `${rest.join('/')}/` : '',
  };
}

const status = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const notFound = (err: unknown) =>
  status(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as { name?: string }).name ?? '');

/** Makes the bucket when it is missing (several servers and workers may start at once). */
async function ensureBucket(client: S3Client, Bucket: string) {
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (err) {
    if (!notFound(err)) throw err;
    try {
      await client.send(new CreateBucketCommand({ Bucket }));
    } catch (createErr) {
      // Another one made the bucket first.
      if (status(createErr) !== 409) throw createErr;
      await client.send(new HeadBucketCommand({ Bucket }));
    }
  }
}

/** A stored object's size, type and time, or null when there is none. */
async function headObject(client: S3Client, Bucket: string, Key: string) {
  try {
    const r = await client.send(new HeadObjectCommand({ Bucket, Key }));
    return {
      size: r.ContentLength ?? 0,
      contentType: r.ContentType ?? 'application/octet-stream',
      modifiedMs: r.LastModified?.getTime(),
    };
  } catch (err) {
    if (notFound(err)) return null;
    throw err;
  }
}

/** A stored object's body as a stream with its size and type, or null when there is none. */
async function streamObject(client: S3Client, Bucket: string, Key: string) {
  try {
    const r = await client.send(new GetObjectCommand({ Bucket, Key }));
    return {
      size: r.ContentLength ?? 0,
      contentType: r.ContentType ?? 'application/octet-stream',
      body: r.Body as Readable,
    };
  } catch (err) {
    if (notFound(err)) return null;
    throw err;
  }
}

/** An S3-compatible bucket through the AWS SDK (path-style addressing, so MinIO, Ceph and s3rver work too). */
export function s3FileStore(loc: S3Location): FileStore & { ensureBucket(): Promise<void>; close(): void } {
  const client = new S3Client({
    endpoint: loc.endpoint,
    region: loc.region,
    forcePathStyle: true,
    credentials: { accessKeyId: loc.accessKeyId, secretAccessKey: loc.secretAccessKey },
    // Without these the SDK wraps bodies in aws-chunked framing with trailing checksums, which stores that
    // keep the body as sent (s3rver, older MinIO) save as part of the file: silently corrupt objects.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = loc.bucket;
  const k = (key: string) => loc.prefix + checkKey(key);
  return {
    kind: 's3',
    ensureBucket: () => ensureBucket(client, Bucket),
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: k(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      const r = await this.stream(key);
      if (!r) return null;
      const chunks: Buffer[] = [];
      for await (const c of r.body) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
    head: (key) => headObject(client, Bucket, k(key)),
    stream: (key) => streamObject(client, Bucket, k(key)),
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: k(key) }));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const r = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: loc.prefix + prefix, ContinuationToken: token }),
        );
        for (const o of r.Contents ?? []) if (o.Key) yield o.Key.slice(loc.prefix.length);
        token = r.IsTruncated ? r.NextContinuationToken : undefined;
      } while (token);
    },
    close() {
      client.destroy();
    },
  };
}
