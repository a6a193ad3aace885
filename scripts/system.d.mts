export interface RunningSystem {
  shellUrl: string;
  apiUrl: string;
  remotes: Record<string, { port: number; url: string }>;
  children: { name: string; child: import('node:child_process').ChildProcess }[];
  stop(): Promise<void>;
}
export function startSystem(opts?: {
  basePort?: number;
  apiPort?: number;
  dataDir?: string;
  env?: Record<string, string>;
  runtimeConfigFile?: string;
  quiet?: boolean;
  /** Other shells the API answers besides this one (a test's own). */
  corsOrigins?: string[];
}): Promise<RunningSystem>;
