type Waiting<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

/** A burst costs a few commits instead of one per item; each item settles only when its own write has committed. */
export class GroupCommit<T> {
  private running = 0;
  private waiting: Waiting<T>[] = [];
  private gathering = false;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly inFlight: number,
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.running === 0) this.writeWaiting();
      else if (this.running < this.inFlight) this.gatherThenWrite();
    });
  }

  // A committed batch's answers return as a burst; the first alone would take the slot (bench/load: a third of batches held one).
  private gatherThenWrite(): void {
    if (this.gathering) return;
    this.gathering = true;
    setImmediate(() => {
      this.gathering = false;
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
