// The running system `npm run release` / `rollback` act on: `npm start`'s by default; PORT (the system's base port),
// SHELL_URL, RELEASES_DIR and RELEASES_FILE point them at another one (the bench's, the e2e suite's).
import { pointerFileOf, releasesDirOf } from '../tooling/src/releases/release-store.mjs';

/**
 * @param {{ name: string, portOffset: number }} fe  a remote of scripts/lib.mjs's `frontends`
 * @param {NodeJS.ProcessEnv} [env]
 */
export function releaseTargets(fe, env = process.env) {
  const port = Number(env.PORT || 3000);
  return {
    shellUrl: env.SHELL_URL || `http://localhost:${port}`,
    // Its port as scripts/system.mjs gives it: the base port plus the remote's offset in the registry.
    manifestUrl: `http://localhost:${port + fe.portOffset}/mf-manifest.json`,
    releasesDir: releasesDirOf(env),
    pointerFile: pointerFileOf(env),
  };
}
