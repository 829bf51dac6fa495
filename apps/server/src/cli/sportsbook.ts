import { userInfo } from 'node:os';
import { createSportsbook } from '../modules/sportsbook/sportsbook.service.ts';
import { runCommand } from './run-command.ts';
import { runSportsbookCommand } from './sportsbook-command.ts';

/**
 * `npm run sportsbook -- suspend | resume | settle | resettle | void | void-bet …`: the operator's hand on the
 * sportsbook until the back-office has it. On the embedded database the server must be stopped first
 * (one user at a time).
 */
runCommand((db, config) =>
  runSportsbookCommand(
    process.argv.slice(2),
    {
      db,
      sportsbook: createSportsbook(config.sportsbook, Date.now),
      operator: process.env.USER || userInfo().username,
      now: new Date(),
    },
    (line) => console.info(line),
  ),
);
