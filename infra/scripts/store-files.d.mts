// The types of store-files.mjs, for the API tests' TypeScript (backend/tsconfig.json reads no JavaScript).
export const APPLE_APP_ID: string;
export const ANDROID_PACKAGE: string;
export const APPLE_COLUMNS: string[];
export const PLAY_COLUMNS: string[];

export type AppleRow = { day: string; campaign: string; counts: number; downloadType?: string; app?: string; territory?: string; device?: string };
export type PlayRow = { day: string; source: string; campaign: string; acquisitions: number | string; app?: string };

export function appleLine(row: AppleRow, columns?: string[]): string;
export function appleFile(rows: AppleRow[], options?: { gzip?: boolean; columns?: string[] }): Buffer;
export function playLine(row: PlayRow, columns?: string[]): string;
export function playFile(rows: PlayRow[], options?: { columns?: string[]; utf16?: boolean }): Buffer;
export function utf16File(text: string): Buffer;
