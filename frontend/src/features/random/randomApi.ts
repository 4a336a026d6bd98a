import { api } from '../../lib/api';

export type RandomNumber = {
  number: number;
  timestamp: string;
};

const randomApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRandomNumber: build.query<RandomNumber, void>({
      query: () => 'random',
    }),
  }),
});

export const { useGetRandomNumberQuery } = randomApi;
