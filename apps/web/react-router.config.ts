import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // scripts/build.mjs builds each time into a new folder of the build store (README: several processes).
  buildDirectory: process.env.WEB_BUILD_DIRECTORY ?? 'build',
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
