import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether `Authorization: Bearer {token}` carries the configured admin token. Both sides are hashed to the same
 * length first and compared with timingSafeEqual, so neither the token's content nor its length shows in the timing.
 */
export function isAdminToken(header: string | undefined, adminToken: string): boolean {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const given = createHash('sha256').update(match?.[1] ?? '').digest();
  const expected = createHash('sha256').update(adminToken).digest();
  return timingSafeEqual(given, expected) && match !== null;
}
