import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalMs` while the app is up (and once as it starts with `atStart`): never two runs at once (a slow run makes the next
 * tick skip), a failure logged and retried on the next tick, stopped when the app closes.
 */
export function runPeriodically(
  app: FastifyInstance,
  options: { intervalMs: number; failure: string; atStart?: boolean },
  task: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => app.log.error({ err: error }, options.failure))
      .finally(() => {
        running = false;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, options.intervalMs);
    timer.unref();
    // Not awaited: the app serves while the first run works.
    if (options.atStart) tick();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
