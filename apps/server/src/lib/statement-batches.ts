/** One item's outcome in a batch: its own value, or its own refusal. */
export type BatchOutcome<R> = { value: R } | { error: unknown };

/** A batcher: one item in, its outcome out. */
export interface StatementBatcher<T, R> {
  (item: T): Promise<R>;
  /** Sends the items that are waiting now, without the rest of their linger. */
  flush(): void;
}

/**
 * Group commit (decision 0049): items that arrive while a batch is on the database wait for it and then
 * go together as the next batch, at most `max` at a time. An idle batcher sends an item after the current
 * turn of the event loop (so items made together go together), or — with `lingerMs`, for work no answer
 * waits for (decision 0065) — once that long has passed or `max` items wait, whichever comes first. One
 * batch at a time: the next waits for the last and the turn after its answers, then goes at once when
 * items are waiting.
 *
 * `send` answers each item's outcome in the order given; a failure of the whole batch (a cancel, a lost
 * connection) reaches every item of it.
 */
export function statementBatches<T, R>(
  send: (items: T[]) => Promise<BatchOutcome<R>[]>,
  max: number,
  options: { lingerMs?: number } = {},
): StatementBatcher<T, R> {
  const waiting: { item: T; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  let linger: NodeJS.Timeout | undefined;

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
        // The answered callers' next items (a game's win after its bet) are made in the turn that
        // follows: waiting for it lets them go in the next batch rather than the one after (decision 0068).
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      running = false;
    }
  };

  const start = () => {
    clearTimeout(linger);
    linger = undefined;
    if (running || waiting.length === 0) return;
    running = true;
    setImmediate(() => void sendBatches());
  };

  const batcher = (item: T) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (running) return;
      if (options.lingerMs === undefined || waiting.length >= max) start();
      else linger ??= setTimeout(start, options.lingerMs);
    });
  return Object.assign(batcher, { flush: start });
}
