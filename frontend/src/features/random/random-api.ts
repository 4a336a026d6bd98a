import { api } from '../../lib/api';
import type { RandomNumber } from '../../lib/api-types';

/** What the page shows for a draw that failed: a non-OK answer, or a thrown value that is not an Error. */
export const RANDOM_FAILED_MESSAGE = 'Failed to fetch random number';
export const UNKNOWN_ERROR_MESSAGE = 'An error occurred';

const randomApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRandomNumber: build.query<RandomNumber, void>({
      // Its own request rather than the shared base query: the page shows the error's own message
      // (the network's, for a failed connection), not the status line the other pages show.
      queryFn: async () => {
        try {
          const response = await fetch('/api/random', { credentials: 'include' });
          if (!response.ok) throw new Error(RANDOM_FAILED_MESSAGE);
          return { data: (await response.json()) as RandomNumber };
        } catch (error) {
          return { error: { status: 'NETWORK', message: error instanceof Error ? error.message : UNKNOWN_ERROR_MESSAGE } };
        }
      },
    }),
  }),
});

export const { useGetRandomNumberQuery } = randomApi;
