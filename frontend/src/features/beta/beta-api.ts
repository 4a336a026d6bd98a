import { api } from '../../lib/api';

export type BetaSignup = { email: string };

const betaApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUpForBeta: build.mutation<{ ok: true }, BetaSignup>({
      query: (body) => ({ url: 'beta-signup', method: 'POST', body }),
    }),
  }),
});

export const { useSignUpForBetaMutation } = betaApi;
