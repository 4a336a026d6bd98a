import { createContext, type ReactNode, useContext } from 'react';
import type { AdminColumn } from './admin-table';

export const ROW_ACTIONS_KEY = 'rowActions';

/** What a campaign table shows at the end of each influencer's row; given by the app's routes, so sub-features stay apart. */
export type InfluencerRowActions = (influencer: string) => ReactNode;

const InfluencerRowActionsContext = createContext<InfluencerRowActions | null>(null);

export const InfluencerRowActionsProvider = InfluencerRowActionsContext.Provider;

/** `columns`, plus a last column of the row actions when a page gives some; the column is in no CSV. */
export function useWithRowActions<Row extends { influencer: string }, Key extends string>(
  columns: readonly AdminColumn<Row, Key>[],
  header: string,
): readonly AdminColumn<Row, Key | typeof ROW_ACTIONS_KEY>[] {
  const actions = useContext(InfluencerRowActionsContext);
  if (!actions) return columns;
  return [...columns, { key: ROW_ACTIONS_KEY, header, hideHeader: true, cell: (row) => actions(row.influencer) }];
}
