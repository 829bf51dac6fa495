import { data } from 'react-router';

/** Thrown by loaders for a page that does not exist (spec §2.1 validity check: "Page Not Found" + path). */
export function notFound(pathname: string): never {
  throw data({ kind: 'notFound' as const, message: `Page Not Found ${pathname}` }, { status: 404 });
}
