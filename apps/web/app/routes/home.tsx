import { HomePage } from '../features/home/home-page.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return { banners: await context.api('banners.get', { position: 'home_top' }) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage banners={loaderData.banners as Parameters<typeof HomePage>[0]['banners']} />;
}
