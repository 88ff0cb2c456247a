/** Rows per statement at most: 4 parameters each stays far below PostgreSQL's 65,535. */
const MAX_BATCH = 200;

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

/**
 * Group commit (decision 1406): one write is in flight at a time; items that arrive meanwhile, or
 * in the same turn of the event loop, go in the next write, all together. The write starts on
 * setImmediate, after the messages already read from the sockets in this turn have reached it.
 * A lone item so waits one turn; under load the per-statement cost (a commit) is shared.
 * `write` answers one result per item, in order. If a batch fails, each of its items is written
 * alone, so one bad item fails by itself and never takes the others with it.
 */
export function groupCommit<I, O>(write: (items: I[]) => Promise<O[]>): (item: I) => Promise<O> {
  let waiting: Array<Waiting<I, O>> = [];
  let writing = false;

  async function writeBatch(batch: Array<Waiting<I, O>>): Promise<void> {
    try {
      const results = await write(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const entry of batch) await writeBatch([entry]);
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(MAX_BATCH);
      await writeBatch(batch);
    }
    writing = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (writing) return;
      writing = true;
      setImmediate(() => void drain());
    });
}
