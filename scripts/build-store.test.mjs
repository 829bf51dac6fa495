import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildFingerprint,
  createBuildDir,
  currentBuildId,
  listBuilds,
  pinBuild,
  pruneBuilds,
  publishBuild,
} from './build-store.mjs';

const run = promisify(execFile);
const storeModule = new URL('./build-store.mjs', import.meta.url).href;

/**
 * One `npm start` as far as the build goes, in its own process: a build that takes a while and writes its
 * files one by one, as the real one does; prints the id it would serve.
 */
const STARTER = `
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFingerprint, createBuildDir, currentBuildId, ensureBuilt, publishBuild } from ${JSON.stringify(storeModule)};
const [store, fingerprint] = process.argv.slice(1);
const id = await ensureBuilt(store, {
  fresh: () => {
    const current = currentBuildId(store);
    return current && buildFingerprint(store, current) === fingerprint ? current : undefined;
  },
  build: async () => {
    const build = createBuildDir(store);
    for (const name of ['a.js', 'b.js', 'c.js']) {
      writeFileSync(path.join(build.dir, name), fingerprint);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    writeFileSync(path.join(store, 'built-by-' + process.pid), '');
    publishBuild(store, build.id, fingerprint);
    return build.id;
  },
  onWait: () => {},
});
console.log(id);
`;

let store;
beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'build-store-'));
});
afterEach(() => rmSync(store, { recursive: true, force: true }));

const start = (fingerprint) =>
  run(process.execPath, ['--input-type=module', '-e', STARTER, store, fingerprint]).then(({ stdout }) =>
    stdout.trim(),
  );

describe('several processes building one checkout', () => {
  it('builds once when three start at once; all three serve that build', async () => {
    const ids = await Promise.all([start('v1'), start('v1'), start('v1')]);
    expect(new Set(ids).size).toBe(1);
    expect(readdirSync(store).filter((name) => name.startsWith('built-by-'))).toHaveLength(1);
    expect(currentBuildId(store)).toBe(ids[0]);
    expect(existsSync(path.join(store, '.lock'))).toBe(false);
  });

  it('builds the changed sources beside the build being served, and switches only when done', async () => {
    const first = await start('v1');
    const second = await start('v2');
    expect(second).not.toBe(first);
    expect(readFileSync(path.join(store, first, 'a.js'), 'utf8')).toBe('v1');
    expect(currentBuildId(store)).toBe(second);
  });

  it('takes over a lock left by a process that died holding it', async () => {
    mkdirSync(path.join(store, '.lock'));
    writeFileSync(path.join(store, '.lock', 'owner'), '2147483646');
    expect(await start('v1')).toBe(currentBuildId(store));
  });
});

describe('pruning old builds', () => {
  function finishedBuild(fingerprint) {
    const build = createBuildDir(store);
    // Ids sort by creation time; the pid part keeps two of one millisecond apart in these tests.
    const id = `${build.id}-${fingerprint}`;
    rmSync(build.dir, { recursive: true });
    mkdirSync(path.join(store, id));
    publishBuild(store, id, fingerprint);
    return id;
  }

  it('keeps the three newest finished builds and those a running process serves', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'].map(finishedBuild);
    pinBuild(store, ids[0]);
    pinBuild(store, ids[1], 2147483646); // a process that has exited
    const unfinished = createBuildDir(store).id;
    pruneBuilds(store);
    expect(listBuilds(store).sort()).toEqual([ids[0], ids[2], ids[3], ids[4]].sort());
    expect(listBuilds(store)).not.toContain(unfinished);
    expect(currentBuildId(store)).toBe(ids[4]);
    expect(buildFingerprint(store, ids[4])).toBe('e');
  });
});
