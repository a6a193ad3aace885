/**
 * e2e runs the system on its own ports so it never collides with `npm start` (3000 and up, 8000).
 * E2E_BASE_PORT moves the whole block (shell = base, each remote base + its port offset in the registry, spare servers
 * base+90.., API base+80, the fault spec's own API and shell base+85/86, the analytics spec's own shell base+87 and a
 * third-party script origin base+88 that nothing listens on: the spec answers it with page.route; the version-skew
 * spec's shells base+92, an origin the run's API allows).
 */
const base = Number(process.env.E2E_BASE_PORT ?? 4300);
export const e2ePorts = { shell: base, api: base + 80, spareShell: base + 90, spareRemote: base + 91, faultApi: base + 85, faultShell: base + 86, analyticsShell: base + 87, analyticsScript: base + 88, skewShell: base + 92 } as const;
