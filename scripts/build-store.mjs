import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Builds live side by side in a store directory, one folder per build (`<id>/`, named so that they sort
 * by age). `CURRENT` names the build new processes start from; it is replaced atomically, and a running
 * process keeps the folder it started from, so a rebuild never changes or removes what it serves. One
 * process builds at a time (a lock directory); the others wait and use its result.
 */

const LOCK = '.lock';
const CURRENT = 'CURRENT';
const PINS = '.in-use';
/** Written last into a finished build: the fingerprint of the sources it was built from. */
const STAMP = 'build-stamp.txt';
/** A lock without an owner file is being taken right now, unless it is older than this. */
const OWNERLESS_LOCK_MS = 30_000;

export function currentBuildId(store) {
  try {
    return readFileSync(path.join(store, CURRENT), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function lockOwner(lockDir) {
  try {
    return Number(readFileSync(path.join(lockDir, 'owner'), 'utf8')) || undefined;
  } catch {
    return undefined;
  }
}

/** Whether the lock is left over from a process that died holding it. */
function isStale(lockDir) {
  const owner = lockOwner(lockDir);
  if (owner !== undefined) return !isAlive(owner);
  try {
    return Date.now() - statSync(lockDir).mtimeMs > OWNERLESS_LOCK_MS;
  } catch {
    return false;
  }
}

/** Waits until this process holds the store's build lock; the returned function releases it. */
export async function acquireBuildLock(store, { pollMs = 250, onWait = () => {} } = {}) {
  mkdirSync(store, { recursive: true });
  const lockDir = path.join(store, LOCK);
  let waited = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'owner'), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (isStale(lockDir)) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (!waited) onWait();
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** A new, empty build folder (not current until published). */
export function createBuildDir(store) {
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  const dir = path.join(store, id);
  mkdirSync(dir, { recursive: true });
  return { id, dir };
}

/**
 * Marks the finished build with the sources' fingerprint and makes it the one new processes start from
 * (an atomic rename: a reader sees the old or the new, never a half-written name).
 */
export function publishBuild(store, id, fingerprint) {
  writeFileSync(path.join(store, id, STAMP), `${fingerprint}\n`);
  const temporary = path.join(store, `${CURRENT}.${process.pid}.tmp`);
  writeFileSync(temporary, `${id}\n`);
  renameSync(temporary, path.join(store, CURRENT));
}

/** The fingerprint a finished build was made from; undefined for a missing or unfinished one. */
export function buildFingerprint(store, id) {
  try {
    return readFileSync(path.join(store, id, STAMP), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Marks the build as served by this process until it exits, so pruning leaves it alone. */
export function pinBuild(store, id, pid = process.pid) {
  const pins = path.join(store, id, PINS);
  mkdirSync(pins, { recursive: true });
  const pin = path.join(pins, String(pid));
  writeFileSync(pin, '');
  process.once('exit', () => rmSync(pin, { force: true }));
}

/** Build folders, newest first. */
export function listBuilds(store) {
  try {
    return readdirSync(store, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

function inUse(store, id) {
  try {
    return readdirSync(path.join(store, id, PINS)).some((pid) => isAlive(Number(pid)));
  } catch {
    return false;
  }
}

/**
 * Removes old builds: the current one and the `keep` newest finished ones stay (pages loaded from a previous build
 * still fetch its hashed assets), and so does any build a running process serves.
 */
export function pruneBuilds(store, { keep = 3 } = {}) {
  const current = currentBuildId(store);
  let kept = 0;
  for (const id of listBuilds(store)) {
    // Unfinished builds are left by a build that failed (pruning runs under the lock: none is running).
    const finished = buildFingerprint(store, id) !== undefined;
    if (finished && kept < keep) kept += 1;
    else if (id !== current && !inUse(store, id))
      rmSync(path.join(store, id), { recursive: true, force: true });
  }
}

/**
 * The id of a fresh build: `fresh()` when it names one, else the one `build()` makes. Of several
 * processes calling this at once, one builds while the others wait for the lock and then find its build
 * fresh. `force` builds even when the current one is fresh.
 */
export async function ensureBuilt(store, { fresh, build, force = false, onWait }) {
  if (!force) {
    const id = fresh();
    if (id) return id;
  }
  const release = await acquireBuildLock(store, { onWait });
  try {
    const id = force ? undefined : fresh();
    return id ?? (await build());
  } finally {
    release();
  }
}
