type Waiting<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit: at most `inFlight` writes run at once; items handed in meanwhile wait and go
 * together in the next write, so a burst costs a few commits instead of one per item. Each item
 * settles when its own write has committed, or fails with it (a failed write stores none of its
 * items).
 *
 * A lone item is written at once. While another write runs, a free slot first lets the current
 * turn of the event loop finish: the answers of a committed batch come back as a burst of new
 * requests, and written at once the first of them would take the slot alone, leaving the rest to
 * one crowded batch (measured in bench/load: a third of the batches held one request).
 */
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
        // What waits here gathered during the write: it goes at once.
        this.writeWaiting();
      });
  }
}
