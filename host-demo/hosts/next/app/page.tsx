import { HostPage } from './host-page';

export default function HomePage() {
  return <HostPage title="Next.js host" other={{ href: '/second', label: 'Second page' }} />;
}
