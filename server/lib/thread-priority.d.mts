export function lowerThreadPriority(nice: number): boolean;
export function lowerProcessPriority(nice: number): boolean;
export function idleSchedulingClass(pid?: number): boolean;
