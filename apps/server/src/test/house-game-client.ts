import type { FastifyInstance } from 'fastify';

/** What a house game's page hands its client: the session token and the engine. */
export interface HouseGameBoot {
  token: string;
  engine: string;
}

/** Opens a house game's page as a browser would and reads the boot data it hands to its client. */
export async function launchHouseGame(
  app: FastifyInstance,
  sysname: string,
  mode: 'demo' | 'play',
  cookie?: string,
) {
  const response = await app.inject({
    method: 'GET',
    url: `/platform/game/${sysname}/${mode}`,
    headers: cookie ? { cookie } : {},
  });
  const boot = /<script type="application\/json" id="hg-boot">(.*?)<\/script>/.exec(response.body)?.[1];
  return { response, boot: boot ? (JSON.parse(boot) as HouseGameBoot) : undefined };
}

/** A call of the house games' client API with a game session's token: GET without a body, else POST. */
export function houseGameApi(app: FastifyInstance, token: string, path: string, body?: unknown) {
  return app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/platform/game/api${path}`,
    headers: {
      'x-game-session': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}
