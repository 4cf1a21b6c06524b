/**
 * The pages of the small React hosts on React 18.3 or 19 (the host kit's range): `globalHeader/Header` through the
 * host kit's HeaderSlot, so each host tests its own bundler's way of loading the remote (the runtime API, a
 * plugin's static remote, a container) while the slot, its error boundary and the fallback header are the kit's,
 * as in every host that uses it; and `globalHeader/mount` (host-layout.tsx).
 */
import { useMemo, useState } from 'react';
import { HeaderSlot, type HeaderSlotStatus } from '@global-header/host-kit/react';
import { readCspNonce } from '../../common/host-config';
import { describeError, type HeaderComponent } from '../../common/load-remote';
import { HeaderHostPage, type HostPageProps } from './host-layout';
import { headerLoader, runtimeLoader } from './remote';

export { MountPage } from './host-layout';

/** The page's status line for what the slot says. */
function describeStatus(status: HeaderSlotStatus): string {
  switch (status.kind) {
    case 'loading':
      return 'Loading the header remote...';
    case 'ready':
      return `Header remote loaded in ${status.ms} ms.`;
    case 'failed':
      return `Header remote failed to load: ${describeError(status.error)}.`;
    case 'render-error':
      return `Header remote failed to render: ${describeError(status.error)}.`;
  }
}

/** `globalHeader/Header` rendered as a component inside this host's tree, in the kit's HeaderSlot. */
export function HeaderPage({ config, load }: HostPageProps) {
  const [status, setStatus] = useState('Loading the header remote...');
  const loader = useMemo(() => headerLoader(load ?? runtimeLoader(config)), [config, load]);
  return (
    <HeaderHostPage
      config={config}
      status={status}
      header={(headerProps) => (
        <HeaderSlot
          federation={loader}
          headerProps={headerProps}
          nonce={readCspNonce()}
          onStatus={(next) => setStatus(describeStatus(next))}
        />
      )}
    />
  );
}

/**
 * A compile-time test, never called: the Header every host page renders (whichever loader brought it) takes
 * the remote's own props, so a wrong one fails `npm run typecheck`; were its type `any`, the unused
 * @ts-expect-error would fail it instead.
 */
function _wrongPropFailsTypecheck(Header: HeaderComponent) {
  // @ts-expect-error `user` takes a user object, not a persona name
  return <Header user="staff" />;
}
