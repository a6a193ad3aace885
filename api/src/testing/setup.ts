/**
 * Setup of every API test file: passwords are hashed at a test's cost, and a query queued on a pg client busy with
 * others (queries racing inside a transaction) fails the test that caused it. pg@9 will refuse such a query.
 */
import { afterAll, afterEach } from 'vitest';
import { cheapenPasswordHashingForTests } from '../features/auth/password';
import { watchConcurrentQueries } from './concurrent-queries';

cheapenPasswordHashingForTests();

// Deep enough to reach the API's own frame below pg's and drizzle's.
Error.stackTraceLimit = 50;

const caught = watchConcurrentQueries();

function failOnCaught(): void {
  if (caught.length === 0) return;
  // The first offender, with the stack of the call that queued it.
  throw caught.splice(0)[0]!;
}

afterEach(failOnCaught);
// A query left running by the last test reports once the file is done.
afterAll(failOnCaught);
