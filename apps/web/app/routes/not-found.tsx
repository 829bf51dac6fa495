import { notFound } from '../lib/page-errors.ts';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  notFound(new URL(request.url).pathname);
}

export default function NotFound() {
  return null;
}
