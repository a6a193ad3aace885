import { AVATAR_MAX_BYTES } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyRequest } from 'fastify';
import { reencodeAvatar } from '@/features/users';
import { badRequest, HttpError, type FieldErrors } from '@/http/errors';
import { assertCleanInput } from '@/http/input-guard';

const TEXTS = {
  notImage: 'Filen måste vara en bild (PNG, JPEG, GIF eller WebP).',
  tooLarge: `Bilden är för stor. Den får vara högst ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`,
  badMultipart: 'Formuläret kunde inte läsas.',
  tooManyParts: 'Formuläret har för många fält.',
  unknownField: 'Okänt fält.',
} as const;

export interface ProfileForm {
  fields: Record<string, unknown>;
  /** The upload, already re-encoded (features/users/avatar.ts). */
  avatar: { image: Buffer } | null;
}

/** Reads a multipart (or JSON) profile form; every part is consumed before any error is thrown. */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest({ non_field_errors: ['Ogiltig inmatning: förväntat ett objekt.'] });
    return { fields: body as Record<string, unknown>, avatar: null };
  }
  const fields: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  let tooLarge = false;
  let tooManyParts = false;
  let avatar: ProfileForm['avatar'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            tooLarge = true;
            continue;
          }
          throw err;
        }
        if (part.fieldname !== 'avatar') {
          (errors[part.fieldname] ??= []).push(TEXTS.unknownField);
          continue;
        }
        if (data.length === 0) continue; // an empty file input means "no change"
        const image = await reencodeAvatar(data);
        if (!image) (errors.avatar ??= []).push(TEXTS.notImage);
        else avatar = { image };
      } else if (part.fieldname !== 'avatar') {
        fields[part.fieldname] = part.value;
      } else if (part.value !== '') {
        (errors.avatar ??= []).push(TEXTS.notImage);
      }
    }
  } catch (err) {
    // Everything thrown while reading parts comes from the request body (truncated form, too many parts…).
    const e = err as { statusCode?: number; code?: string };
    if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT' || e.code === 'FST_FILES_LIMIT') tooManyParts = true;
    else if (e.statusCode === 413) tooLarge = true;
    else {
      request.log.info({ err }, 'unreadable multipart body');
      throw badRequest({ non_field_errors: [TEXTS.badMultipart] });
    }
  }
  if (tooManyParts) throw new HttpError(413, { non_field_errors: [TEXTS.tooManyParts] });
  if (tooLarge) throw new HttpError(413, { avatar: [TEXTS.tooLarge] });
  if (Object.keys(errors).length) throw badRequest(errors);
  // Form fields skip the JSON body's input guard: the same check here.
  assertCleanInput(fields);
  // Empty values mean "unchanged" (the client drops them, but be lenient).
  for (const [k, v] of Object.entries(fields)) if (v === '' && k !== 'name') delete fields[k];
  return { fields, avatar };
}
