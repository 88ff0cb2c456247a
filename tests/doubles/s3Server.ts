import { randomUUID, createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server on 127.0.0.1 for tests: path-style buckets, PUT/GET (with Range)/
 * HEAD/DELETE of objects, multipart uploads, ListObjectsV2 and DeleteObjects — what our storage
 * adapter uses, spoken over real HTTP to the real AWS SDK. Signatures are not checked.
 */
export interface S3Double {
  endpoint: string;
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

function xml(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

function notFound(res: http.ServerResponse) {
  xml(res, 404, '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const etag = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

export async function startS3Double(): Promise<S3Double> {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, bucket, ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const id = `${bucket}/${key}`;
    const query = url.searchParams;

    if (key === '') {
      if (req.method === 'GET' && query.get('list-type') === '2') {
        const prefix = `${bucket}/${query.get('prefix') ?? ''}`;
        const keys = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
        const contents = keys
          .map((name) => `<Contents><Key>${name.slice(bucket!.length + 1)}</Key><Size>${objects.get(name)!.length}</Size></Contents>`)
          .join('');
        return xml(
          res,
          200,
          `<ListBucketResult><Name>${bucket}</Name><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
      }
      if (req.method === 'POST' && query.has('delete')) {
        const body = (await readBody(req)).toString();
        for (const match of body.matchAll(/<Key>([^<]*)<\/Key>/g)) objects.delete(`${bucket}/${match[1]}`);
        return xml(res, 200, '<DeleteResult></DeleteResult>');
      }
      return xml(res, 400, '<Error><Code>NotImplemented</Code></Error>');
    }

    if (req.method === 'POST' && query.has('uploads')) {
      const uploadId = randomUUID();
      uploads.set(uploadId, new Map());
      return xml(
        res,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    const uploadId = query.get('uploadId');
    if (uploadId) {
      const parts = uploads.get(uploadId);
      if (!parts) return xml(res, 404, '<Error><Code>NoSuchUpload</Code></Error>');
      if (req.method === 'PUT') {
        const data = await readBody(req);
        parts.set(Number(query.get('partNumber')), data);
        res.writeHead(200, { etag: etag(data) });
        return res.end();
      }
      if (req.method === 'POST') {
        await readBody(req);
        const whole = Buffer.concat([...parts.entries()].sort(([a], [b]) => a - b).map(([, data]) => data));
        objects.set(id, whole);
        uploads.delete(uploadId);
        return xml(res, 200, `<CompleteMultipartUploadResult><Key>${key}</Key><ETag>${etag(whole)}</ETag></CompleteMultipartUploadResult>`);
      }
      if (req.method === 'DELETE') {
        uploads.delete(uploadId);
        res.writeHead(204);
        return res.end();
      }
    }

    const object = objects.get(id);
    switch (req.method) {
      case 'PUT': {
        const data = await readBody(req);
        objects.set(id, data);
        res.writeHead(200, { etag: etag(data) });
        return res.end();
      }
      case 'HEAD':
        if (!object) {
          res.writeHead(404);
          return res.end();
        }
        res.writeHead(200, { 'content-length': object.length, etag: etag(object) });
        return res.end();
      case 'GET': {
        if (!object) return notFound(res);
        const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
        if (range) {
          const start = Number(range[1]);
          const end = Math.min(Number(range[2]), object.length - 1);
          res.writeHead(206, { 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${object.length}` });
          return res.end(object.subarray(start, end + 1));
        }
        res.writeHead(200, { 'content-length': object.length });
        return res.end(object);
      }
      case 'DELETE':
        objects.delete(id);
        res.writeHead(204);
        return res.end();
      default:
        return xml(res, 405, '<Error><Code>MethodNotAllowed</Code></Error>');
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
