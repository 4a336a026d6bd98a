import type { InstallStore } from '../../../lib/api-types';
import { INSTALL_FILE_MAX_BYTES } from '../../../lib/contract';
import { adminPageTitle, type AdminPageCopy } from '../admin-content';

export const STORE_NAMES = { 'app-store': 'App Store', 'play-store': 'Google Play' } as const satisfies Record<InstallStore, string>;

const MIB = 1024 * 1024;

export const INSTALLS_COPY: AdminPageCopy = {
  pageTitle: adminPageTitle('Installs'),
  description: 'Import the App Store and Google Play install reports, and manage the imports.',
  eyebrow: 'Stores’ reports',
  heading: 'Installs',
  intro:
    'Installs per influencer come from the stores’ own reports: App Store Connect’s “App Downloads Detailed” and Google Play’s store performance by traffic source. Drop a file to see what it holds; nothing is stored until you apply it. For a store and a day, the latest import counts.',
};

export const DROP_COPY = {
  label: 'Store files',
  panel: 'Import the stores’ files',
  prompt: 'Drop the stores’ files here',
  or: 'or',
  choose: 'Choose files',
  hint: `Gzipped or not, UTF-8 or UTF-16, up to ${INSTALL_FILE_MAX_BYTES / MIB} MiB each.`,
} as const;

export const FILE_COPY = {
  reading: 'Reading the file...',
  tooLarge: `This file is over ${INSTALL_FILE_MAX_BYTES / MIB} MiB: the API refuses it.`,
  failed: 'The file could not be read. Please try again.',
  figures: {
    app: 'App',
    days: 'Days',
    rows: 'Rows',
    installs: 'Installs',
    credited: 'Credited',
  },
  dayRange: (first: string, last: string, days: number) => `${first} to ${last} (${days} ${days === 1 ? 'day' : 'days'})`,
  credited: (installs: string, influencers: number) => `${installs} to ${influencers} ${influencers === 1 ? 'handle' : 'handles'}`,
  unattributedTitle: 'Unattributed',
  unattributedNote: 'Kept and stored, credited to nobody: values that name no known handle.',
  unattributedLabel: (fileName: string) => `Unattributed installs of ${fileName}`,
  unattributedColumns: { value: 'Campaign value', installs: 'Installs' },
  noCampaign: 'No campaign',
  shared: (handles: readonly string[]) => `Shared by ${handles.join(' and ')}: credited to neither`,
  more: (count: number) => `and ${count} more`,
  apply: 'Apply',
  applying: 'Applying...',
  discard: 'Discard',
  discardLabel: (fileName: string) => `Discard ${fileName}`,
  applied: 'Applied',
  alreadyImported: (when: string) => `This very file was imported on ${when}: applying it again changes nothing.`,
  appliedNote: (when: string) => `Imported on ${when}.`,
  applyFailed: 'The file could not be applied',
} as const;

/** Unattributed values shown per file; the rest are counted. */
export const UNATTRIBUTED_SHOWN = 8;

export const IMPORTS_COPY = {
  title: 'Imports',
  text: 'Every file applied, newest first. Removing one lets the import before it count again for its days.',
  tableLabel: 'Imports',
  loading: 'Loading imports...',
  failed: 'The imports could not be loaded.',
  empty: 'No imports yet. Drop a store’s file above.',
  columns: { fileName: 'File', store: 'Store', days: 'Days', rows: 'Rows', installs: 'Installs', size: 'Size', sha256: 'SHA-256', importedAt: 'Imported', actions: 'Actions' },
  dayRange: (first: string, last: string) => `${first} – ${last}`,
  dayCount: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  size: (bytes: number) => (bytes < MIB ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / MIB).toFixed(1)} MiB`),
  remove: 'Remove',
  removeLabel: (fileName: string) => `Remove the import of ${fileName}`,
  confirm: 'Yes, remove',
  confirmLabel: (fileName: string) => `Confirm: remove the import of ${fileName}`,
  cancel: 'Keep',
  removed: 'Import removed',
  removedDetail: (fileName: string) => `${fileName} no longer counts; the import before it counts again for its days.`,
  removeFailed: 'The import could not be removed',
  removeFailedDetail: 'Please try again.',
} as const;
