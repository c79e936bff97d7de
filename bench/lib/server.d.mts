// Types of ./server.mjs for TypeScript benchmarks.
export interface BenchServer {
  url: string;
  readyMs: number;
  pid: number | undefined;
  dataDir: string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export function startServer(options?: {
  port?: number;
  env?: Record<string, string>;
  args?: string[];
}): Promise<BenchServer>;

/** BENCH_SERVER_ENV="NAME=value …" as an environment object. */
export function benchServerEnv(): Record<string, string>;
