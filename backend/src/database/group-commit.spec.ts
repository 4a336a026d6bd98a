import { GroupCommit } from './group-commit';

function manualWrites() {
  const writes: { items: number[]; finish: (error?: Error) => void }[] = [];
  const write = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      writes.push({ items, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { writes, write };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('writes a lone item at once, then gathers what arrives while the writes run into the next one', async () => {
    const { writes, write } = manualWrites();
    const group = new GroupCommit<number>(write, 1);
    const settled: number[] = [];
    const add = (item: number) => group.add(item).then(() => settled.push(item));

    const first = add(1);
    await settle();
    expect(writes.map((call) => call.items)).toEqual([[1]]);

    const rest = [2, 3, 4].map(add);
    await settle();
    expect(writes).toHaveLength(1);
    expect(settled).toEqual([]);

    writes[0].finish();
    await first;
    await settle();
    expect(settled).toEqual([1]);
    expect(writes.map((call) => call.items)).toEqual([[1], [2, 3, 4]]);

    writes[1].finish();
    await Promise.all(rest);
    expect(settled).toEqual([1, 2, 3, 4]);
  });

  it('runs at most `inFlight` writes at once', async () => {
    const { writes, write } = manualWrites();
    const group = new GroupCommit<number>(write, 2);
    const added = [1, 2, 3].map((item) => group.add(item));
    await settle();
    expect(writes.map((call) => call.items)).toEqual([[1], [2, 3]]);

    const later = [4, 5].map((item) => group.add(item));
    await settle();
    expect(writes).toHaveLength(2);

    writes[1].finish();
    await settle();
    expect(writes.map((call) => call.items)).toEqual([[1], [2, 3], [4, 5]]);
    writes[0].finish();
    writes[2].finish();
    await Promise.all([...added, ...later]);
  });

  it('while a write runs, lets a free slot gather the items of the same turn instead of writing the first alone', async () => {
    const { writes, write } = manualWrites();
    const group = new GroupCommit<number>(write, 2);
    const first = group.add(1);
    expect(writes.map((call) => call.items)).toEqual([[1]]);

    // A burst: the first of it does not take the free slot alone.
    const burst = [2, 3, 4].map((item) => group.add(item));
    expect(writes).toHaveLength(1);
    await settle();
    expect(writes.map((call) => call.items)).toEqual([[1], [2, 3, 4]]);

    writes[0].finish();
    writes[1].finish();
    await Promise.all([first, ...burst]);
  });

  it('fails exactly the items of a failed write; the next write goes on', async () => {
    const { writes, write } = manualWrites();
    const group = new GroupCommit<number>(write, 1);
    const first = group.add(1);
    const second = group.add(2);
    const third = group.add(3);
    await settle();

    writes[0].finish(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    expect(writes[1].items).toEqual([2, 3]);
    writes[1].finish();
    await expect(Promise.all([second, third])).resolves.toEqual([undefined, undefined]);
  });

  it('turns a write that throws at once into its items failing', async () => {
    const group = new GroupCommit<number>(() => {
      throw new Error('bad batch');
    }, 1);
    await expect(group.add(1)).rejects.toThrow('bad batch');
    await expect(group.add(2)).rejects.toThrow('bad batch');
  });
});
