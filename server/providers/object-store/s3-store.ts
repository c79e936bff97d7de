import { assertObjectKey, type ObjectStore } from './object-store';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  publicUrl: string | null;
}

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
};

/**
 * Objects in one bucket of any S3-compatible service. The SDK is imported here, once, only when
 * S3_* is set: a default install never loads it. Checksums only where the API requires them,
 * which every S3-compatible service accepts. Objects are written without an ACL: the bucket stays
 * private, and only `uploads/` may be published to browsers (S3_PUBLIC_URL).
 */
export async function createS3Store(settings: S3Settings): Promise<ObjectStore> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    publicBaseUrl: settings.publicUrl,
    async put(Key, Body, ContentType) {
      assertObjectKey(Key);
      await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
    async get(Key) {
      assertObjectKey(Key);
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        const bytes = await answer.Body!.transformToByteArray();
        return { body: Buffer.from(bytes), modifiedAt: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async modifiedAt(Key) {
      assertObjectKey(Key);
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return answer.LastModified ?? new Date(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(Key) {
      assertObjectKey(Key);
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
