import type { ApiCaller } from '@casino/shared/api/api-caller';

/** What the site asks of any device-fingerprint agent, the built-in one or a vendor's. */
interface FingerprintAgent {
  init?: (config?: unknown) => void;
  getSession: (config?: unknown) => Promise<string>;
}

declare global {
  interface Window {
    seon?: FingerprintAgent;
  }
}

/** How long the agent may take to give its payload before the query goes without one. */
const AGENT_WAIT_MS = 5000;
const SESSION_KEY = 'signals.session';

/** One id per tab session: the device-risk signal is stored per session (and player). */
export function signalSession(storage: Storage | undefined, random: () => string): string {
  const kept = storage?.getItem(SESSION_KEY);
  if (kept && /^[\w-]{1,64}$/.test(kept)) return kept;
  const made = random()
    .replace(/[^\w-]/g, '')
    .slice(0, 64);
  try {
    storage?.setItem(SESSION_KEY, made);
  } catch {
    // Storage refused (private mode, quota): the id lives as long as the page.
  }
  return made;
}

function addScript(src: string, doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`fingerprint agent failed to load: ${src}`));
    doc.head.append(script);
  });
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('fingerprint agent timed out')), ms)),
  ]);
}

/**
 * Spec §5 tracking, §9: the device-fingerprint agent loads (when content's is_seon_enabled is on), and
 * the device-risk query goes DEVICE_RISK_DELAY_MS after the site started, counted from the page's start
 * (this code itself loads later, after the first interaction). A failure only loses the signal.
 */
export async function startDeviceRisk(options: {
  api: ApiCaller;
  script: string;
  delayMs: number;
  /** Milliseconds since the page started (performance.now()). */
  elapsedMs: number;
  session: string;
  automated: boolean;
  doc?: Document;
  win?: Window;
}): Promise<'low' | 'medium' | 'high' | undefined> {
  const doc = options.doc ?? document;
  const win = options.win ?? window;
  try {
    const loaded = addScript(options.script, doc);
    // Awaited after the delay; until then a failed load must not count as an unhandled rejection.
    loaded.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, options.delayMs - options.elapsedMs)));
    await within(loaded, AGENT_WAIT_MS);
    const agent = win.seon;
    if (!agent) return undefined;
    agent.init?.();
    const payload = await within(agent.getSession(), AGENT_WAIT_MS);
    const { risk } = await options.api('signals.deviceRisk', {
      session: options.session,
      payload,
      automated: options.automated ? '1' : '0',
    });
    return risk;
  } catch {
    return undefined;
  }
}
