export function privatePostgres(options?: {
  port?: number;
  maxConnections?: number;
  fsync?: boolean;
}): { url: string; stop(): void };
