import { useMatches } from 'react-router';
import { EmbeddedAuth } from '../features/auth-popup/embedded-auth.tsx';
import type { Route } from './+types/embedded-form';

/** The origins allowed to frame the forms travel with the page, so messages go to that exact origin. */
export function loader({ context }: Route.LoaderArgs) {
  return { allowedParents: [...context.formsFrameAncestors] };
}

/** /forms/sign_in and /forms/sign_up: the auth forms in the empty layout, meant to run inside a frame. */
export default function EmbeddedForm({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  const kind = (matches[matches.length - 1]?.id ?? '').startsWith('forms-sign_up') ? 'sign_up' : 'sign_in';
  // Keyed, so moving between the two forms inside the frame starts the other form afresh.
  return <EmbeddedAuth key={kind} kind={kind} allowedParents={loaderData.allowedParents} />;
}
