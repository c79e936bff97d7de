export interface CpuMs {
  node: number;
  postgres: number;
}
export interface CpuPerRequest extends CpuMs {
  total: number;
}
export function findPostmaster(port: string | number): number | null;
export function childrenOf(parent: number): number[];
export function cpuMeter(options: { serverPid: number; pgPort?: number; databaseUrl?: string }): {
  postmaster: number | null;
  measuresPostgres: boolean;
  read(): CpuMs;
  start(): { stop(requests: number): CpuPerRequest };
  perRequest<T extends { requests: number }>(
    work: () => Promise<T>,
  ): Promise<{ result: T; nodeMs: number; postgresMs: number }>;
};
export function formatCpu(cpu: CpuPerRequest): string;
