import { api } from '../../lib/api';
import type { BetaSignupCreated, CreateBetaSignup } from '../../lib/api-types';

const betaApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUpForBeta: build.mutation<BetaSignupCreated, CreateBetaSignup>({
      query: (body) => ({ url: 'beta-signup', method: 'POST', body }),
    }),
  }),
});

export const { useSignUpForBetaMutation } = betaApi;
