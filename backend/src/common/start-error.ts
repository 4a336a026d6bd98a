/** A reason the person starting can fix: main.ts prints only its message, no stack. */
export class StartError extends Error {}
