/** One item's outcome in a batch: its own value, or its own refusal. */
export type BatchOutcome<R> = { value: R } | { error: unknown };

/**
 * Group commit (decision 0049): items that arrive while a batch is on the database wait for it and then
 * go together as the next batch, at most `max` at a time. An idle batcher sends an item at once, after
 * the current turn of the event loop (so items made together go together); batches form only while the
 * database is busy and never wait for a timer. One batch at a time: the next waits for the last.
 *
 * `send` answers each item's outcome in the order given; a failure of the whole batch (a cancel, a lost
 * connection) reaches every item of it.
 */
export function statementBatches<T, R>(
  send: (items: T[]) => Promise<BatchOutcome<R>[]>,
  max: number,
): (item: T) => Promise<R> {
  const waiting: { item: T; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  const sendBatches = async () => {
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, max);
        try {
          const outcomes = await send(batch.map((each) => each.item));
          for (const [index, each] of batch.entries()) {
            const outcome = outcomes[index];
            if (!outcome) each.reject(new Error('a batch gave no answer for an item'));
            else if ('error' in outcome) each.reject(outcome.error);
            else each.resolve(outcome.value);
          }
        } catch (error) {
          for (const each of batch) each.reject(error);
        }
      }
    } finally {
      running = false;
    }
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) {
        running = true;
        setImmediate(() => void sendBatches());
      }
    });
}
