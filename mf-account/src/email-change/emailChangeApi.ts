import { vinApi } from '@vinkompassen/shared-contracts';
import type { Detail, EmailChangeTokenRequest } from '@vinkompassen/shared-contracts/schemas';

/** The two links of an e-mail change: only this page uses them, so they live with it. */
export const emailChangeApi = vinApi.injectEndpoints({
  endpoints: (build) => ({
    confirmEmailChange: build.mutation<Detail, EmailChangeTokenRequest>({
      query: (body) => ({ url: '/auth/email/change/confirm/', method: 'POST', body }),
      // The address is new and other sessions ended: the profile is read again.
      invalidatesTags: ['Profile'],
    }),
    reportEmailChange: build.mutation<Detail, EmailChangeTokenRequest>({
      query: (body) => ({ url: '/auth/email/change/report/', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useConfirmEmailChangeMutation, useReportEmailChangeMutation } = emailChangeApi;
