import { data } from 'react-router';

/** Thrown by loaders for a page that does not exist (spec §2.1 validity check: "Page Not Found" + path). */
export function notFound(pathname: string): never {
  throw data({ kind: 'notFound' as const, message: `Page Not Found ${pathname}` }, { status: 404 });
}

/** The platform's refusal inside what a loader caught (the in-process API throws it as route data). */
export function refusalType(error: unknown): string | null {
  if (error instanceof Error && 'type' in error && typeof error.type === 'string') return error.type;
  const body = (error as { data?: { error?: { type?: unknown } } } | null)?.data?.error;
  return body && typeof body.type === 'string' ? body.type : null;
}
