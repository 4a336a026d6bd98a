type Waiting<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit: at most `inFlight` writes run at once; items handed in meanwhile wait and go
 * together in the next write, so a burst costs a few commits instead of one per item, and a lone
 * item is written at once. Each item settles when its own write has committed, or fails with it
 * (a failed write stores none of its items).
 */
export class GroupCommit<T> {
  private running = 0;
  private waiting: Waiting<T>[] = [];

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly inFlight: number,
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.running < this.inFlight) this.writeWaiting();
    });
  }

  private writeWaiting(): void {
    if (this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.running += 1;
    (async () => this.write(batch.map(({ item }) => item)))()
      .then(
        () => batch.forEach(({ resolve }) => resolve()),
        (error: unknown) => batch.forEach(({ reject }) => reject(error)),
      )
      .finally(() => {
        this.running -= 1;
        this.writeWaiting();
      });
  }
}
