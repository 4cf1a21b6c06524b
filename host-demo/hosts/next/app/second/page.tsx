import { HostPage } from '../host-page';

export default function SecondPage() {
  return <HostPage title="Next.js host, second page" other={{ href: '/', label: 'First page' }} />;
}
