import { z } from 'zod';

/** Error bodies: 400 `{field: [messages]}` (validation) or `{detail}` (malformed JSON…); other statuses `{detail}`. */
export const ErrorResponse = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export const DetailResponse = z.object({ detail: z.string() });
