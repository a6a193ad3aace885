/** e2e runs the system on its own ports so it never collides with `npm start` (3000–3004, 8000). */
export const e2ePorts = { shell: 4300, api: 4380 } as const;
