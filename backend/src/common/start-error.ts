/** A start refused for a reason the person starting can fix: main.ts prints its message, one line that says how, and exits 1. */
export class StartError extends Error {}
