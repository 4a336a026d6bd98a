// The types of smtp-server.mjs, for the API tests' TypeScript (backend/tsconfig.json reads no JavaScript).
import type { ParsedMail } from 'mailparser';

/** `parsed` is there unless the server was started with `parse: false`. */
export type ReceivedMail = { from: string; to: string[]; raw: string; messageId: string | undefined; parsed: ParsedMail };

export type Attempt = { to: string[]; at: number; accepted: boolean };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  attempts: Attempt[];
  refuse: (count: number | 'always', responseCode?: number) => void;
  hold: () => void;
  release: () => void;
  held: () => number[];
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

export function startSmtpServer(options?: { port?: number; parse?: boolean }): Promise<TestSmtpServer>;
