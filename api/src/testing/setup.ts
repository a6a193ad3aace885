/**
 * Setup of every API test file: a warning that pg emits when one connection is asked a second query before the first
 * has answered (queries racing inside a transaction) fails the test that caused it. pg@9 will refuse such a query.
 */
import { afterAll, afterEach } from 'vitest';

// Deep enough to reach the API's own frame below pg's and drizzle's.
Error.stackTraceLimit = 50;

const CONCURRENT_QUERY = /client\.query\(\) when the client is already executing a query/;
const caught: Error[] = [];

process.on('warning', (warning) => {
  if (CONCURRENT_QUERY.test(warning.message)) caught.push(warning);
});

function failOnCaught(): void {
  if (caught.length === 0) return;
  const [first] = caught.splice(0);
  throw new Error(`A pg client ran queries concurrently (await them in order, or use the pool): ${first!.message}\n${first!.stack ?? ''}`);
}

afterEach(failOnCaught);
// A query left running by the last test reports once the file is done.
afterAll(failOnCaught);
