/**
 * The React 17 host's Header page: `globalHeader/Header` in the host's tree without the host kit's HeaderSlot,
 * which needs React 18.3 or 19 (`react-dom/client`, the kit's peer range). The header itself takes the bridge
 * path here (docs/hosts.md); this page is the documented exception to "every host page uses the kit's slot"
 * (docs/host-kit.md), so it has no fallback header: the status line says why the header is missing.
 */
import { useEffect, useState } from 'react';
import type { HeaderComponent } from '../../common/load-remote';
import { HeaderHostPage, type HostPageProps } from './host-layout';
import { loadHeader, runtimeLoader } from './remote';

export function BridgeHeaderPage({ config, load }: HostPageProps) {
  // A component in state goes in through a function: React would call it as an updater otherwise.
  const [Header, setHeader] = useState<{ component: HeaderComponent } | null>(null);
  const [status, setStatus] = useState('Loading the header remote...');

  useEffect(() => {
    let live = true;
    void loadHeader(load ?? runtimeLoader(config)).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setStatus(`Header remote failed to load: ${result.reason}.`);
        return;
      }
      setHeader({ component: result.value });
      setStatus(`Header remote loaded in ${result.ms} ms.`);
    });
    return () => {
      live = false;
    };
  }, [config, load]);

  const Component = Header?.component;
  return (
    <HeaderHostPage config={config} status={status} header={(props) => (Component ? <Component {...props} /> : null)} />
  );
}
