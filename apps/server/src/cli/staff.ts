import { runCommand } from './run-command.ts';
import { runStaff } from './staff-command.ts';

/**
 * `npm run staff -- create-admin --email …`. On the embedded database the server must be stopped
 * first (one user at a time), as for `npm run payouts`.
 */
runCommand((db) => runStaff(process.argv.slice(2), db, (line) => console.info(line)));
