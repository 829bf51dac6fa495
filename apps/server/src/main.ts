import { ConfigError } from './config.ts';
import { startServer } from './start-server.ts';

startServer({ web: true }).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
