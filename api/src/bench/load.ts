/** HTTP load for the bench, generated in a worker thread (load-worker.ts) so the client does not share the server's event loop. */
import { Worker } from 'node:worker_threads';

export type LoadRequest = { path: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> };

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  requests?: LoadRequest[];
}

export interface LoadOutcome {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs `job` (autocannon) in a worker thread; its figures once it ends. */
export function generateLoad(job: LoadJob): Promise<LoadOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.js', import.meta.url), { workerData: job });
    worker.once('message', (outcome: LoadOutcome) => resolve(outcome));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}
