import { vinApi, type Profile, type SessionUser } from '@vinkompassen/shared-contracts';
import type { RootState } from '../store/store';

const selectProfileResult = vinApi.endpoints.getProfile.select();

/** The profile only while its last load succeeded: a failed load clears user data (spec section 4). */
export function selectProfile(state: RootState): Profile | undefined {
  const result = selectProfileResult(state);
  return result.isSuccess ? result.data : undefined;
}

export function toSessionUser(profile: Profile): SessionUser {
  return { id: profile.id, slug: profile.slug, name: profile.name, avatar: profile.avatar };
}
