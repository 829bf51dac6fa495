import { startServer } from '../start-server.ts';

// A server process without the player site (which needs a web build), for tests that spawn and kill
// real processes (sigkill-recovery.fault.test.ts).
startServer({ web: false }).catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
