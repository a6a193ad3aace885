// The account area of the API: sign-in, registration, password reset, the own profile.
import type { LoginResponse, Profile } from '@vinkompassen/shared-contracts';
import type { Detail, RegistrationResponse } from '@vinkompassen/shared-contracts/schemas';

/** Response bodies by route (`undefined`: 204 No Content), as the endpoints in shared-contracts declare them. */
export interface AccountRoutes {
  'GET /auth/profile/': Profile;
  'PUT /auth/profile/': Profile;
  'DELETE /auth/profile/': undefined;
  'POST /login/': LoginResponse;
  'POST /auth/logout/': undefined;
  'POST /auth/registration/': RegistrationResponse;
  'POST /auth/password/reset/': Detail;
  'POST /auth/password/reset/confirm/': Detail;
  'POST /auth/password/change/': Detail;
  'POST /auth/email/change/': Detail;
  'POST /auth/email/change/confirm/': Detail;
  'POST /auth/email/change/report/': Detail;
  'DELETE /auth/delete-account/': undefined;
}
