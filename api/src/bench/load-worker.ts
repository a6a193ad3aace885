/**
 * The bench's load generator, in its own thread: autocannon parsing 50 connections' responses on the server's own
 * event loop would take CPU from the server it times (the figures would judge the client too). Started by load.ts
 * with a LoadJob as workerData; posts back a LoadOutcome.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { LoadJob, LoadOutcome } from './load';

const job = workerData as LoadJob;
const latencies: number[] = [];
const started = performance.now();
const instance = autocannon({
  url: job.url,
  ...(job.requests ? { requests: job.requests } : {}),
  connections: job.connections,
  duration: job.seconds,
  method: job.method ?? 'GET',
  ...(job.body ? { body: job.body, headers: { 'content-type': 'application/json' } } : {}),
});
instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
  latencies.push(responseTime);
});
const result = await instance;
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! : NaN);
const outcome: LoadOutcome = {
  // Inside a worker autocannon answers histograms, not averages: requests per second from the responses counted here.
  rps: latencies.length / seconds,
  p50: percentile(50),
  p95: percentile(95),
  p99: percentile(99),
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
};
parentPort!.postMessage(outcome);
