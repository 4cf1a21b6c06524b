/**
 * The pages of the small React hosts, written once for every React they are built with
 * (18.3 and 17: only hooks both have, and nothing of the host kit's React part, which needs React 18.3 or 19: the
 * pages with the kit's HeaderSlot are in pages.tsx). Each page is the host's own React tree: the header on top,
 * then host content that must survive whatever the header does: an h1 naming the host and its
 * React version, a status line, controls that change the header's props or remove it, and a counter
 * that proves the host's own React still answers.
 */
import { useEffect, useMemo, useRef, useState, version, type ReactNode } from 'react';
import type { HeaderProps } from '../../../src/props';
import { ANONYMOUS_USER, makeEnvironment, NO_FLAGS, STAFF_USER } from '../../../examples/header-examples';
import type { MountFn, MountHandle } from '../../common/load-remote';
import { loadMount, runtimeLoader, type HostPageConfig, type RemoteLoader } from './remote';

type Persona = 'anonymous' | 'staff';

function propsFor(config: HostPageConfig, persona: Persona): HeaderProps {
  return {
    environment: makeEnvironment({ serverUrl: window.location.origin, adminServerUrl: config.adminServerUrl }),
    user: persona === 'staff' ? STAFF_USER : ANONYMOUS_USER,
    featureFlags: NO_FLAGS,
    pageData: { isCreatorHomeActivated: false, isHomePage: false },
    mainContentId: 'main-content',
  };
}

interface HostContentProps {
  config: HostPageConfig;
  expose: 'Header' | 'mount';
  status: string;
  persona: Persona;
  onPersona(persona: Persona): void;
  shown: boolean;
  onShown(shown: boolean): void;
  header: ReactNode;
}

function HostLayout({ config, expose, status, persona, onPersona, shown, onShown, header }: HostContentProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      {header}
      <main id="main-content" className="small-page" tabIndex={-1}>
        <h1>
          {config.hostLabel}: React {version}
        </h1>
        <p>
          This host renders the header with <code>globalHeader/{expose}</code>. <a href="/hosts/">All hosts</a>
        </p>
        <p role="status">{status}</p>
        <div className="controls">
          <button type="button" onClick={() => onPersona(persona === 'staff' ? 'anonymous' : 'staff')}>
            {persona === 'staff' ? 'Sign out' : 'Sign in as Staff'}
          </button>
          <button type="button" onClick={() => onShown(!shown)}>
            {shown ? 'Remove the header' : 'Restore the header'}
          </button>
        </div>
        <section aria-label="Host widget">
          <button type="button" onClick={() => setClicks((count) => count + 1)}>
            Host counter: {clicks}
          </button>
        </section>
      </main>
    </>
  );
}

/**
 * A `./Header` page: the host's persona and "Remove the header" state around `header`, which renders the Header
 * (however the page loads it) with the props the host has now.
 */
export function HeaderHostPage({
  config,
  status,
  header,
}: {
  config: HostPageConfig;
  status: string;
  header: (props: HeaderProps) => ReactNode;
}) {
  const [persona, setPersona] = useState<Persona>('anonymous');
  const [shown, setShown] = useState(true);
  const props = useMemo(() => propsFor(config, persona), [config, persona]);
  return (
    <HostLayout
      config={config}
      expose="Header"
      status={status}
      persona={persona}
      onPersona={setPersona}
      shown={shown}
      onShown={setShown}
      header={shown ? header(props) : null}
    />
  );
}

export interface HostPageProps {
  config: HostPageConfig;
  /** How this host gets the expose (default: its federation instance's runtime registration). */
  load?: RemoteLoader;
}

/** `globalHeader/mount` driven from this host's effects: mount into a div it owns, update, unmount. */
export function MountPage({ config, load }: HostPageProps) {
  const slot = useRef<HTMLDivElement>(null);
  const handle = useRef<MountHandle | null>(null);
  const [mount, setMount] = useState<{ fn: MountFn } | null>(null);
  const [status, setStatus] = useState('Loading the header remote...');
  const [persona, setPersona] = useState<Persona>('anonymous');
  // What a (re)mount starts with: the persona the host shows now, without remounting on every change.
  const personaNow = useRef(persona);
  const [shown, setShown] = useState(true);

  useEffect(() => {
    let live = true;
    void loadMount(load ?? runtimeLoader(config)).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setStatus(`Header remote failed to load: ${result.reason}.`);
        return;
      }
      setMount({ fn: result.value });
      setStatus(`Header mounted with mount() in ${result.ms} ms.`);
    });
    return () => {
      live = false;
    };
  }, [config, load]);

  useEffect(() => {
    const element = slot.current;
    if (!mount || !shown || !element) return;
    const mounted = mount.fn(element, propsFor(config, personaNow.current));
    handle.current = mounted;
    return () => {
      handle.current = null;
      mounted.unmount();
    };
  }, [mount, shown, config]);

  useEffect(() => {
    personaNow.current = persona;
    handle.current?.update(propsFor(config, persona));
  }, [persona, config]);

  return (
    <HostLayout
      config={config}
      expose="mount"
      status={status}
      persona={persona}
      onPersona={setPersona}
      shown={shown}
      onShown={setShown}
      // The remote owns what is inside this div (React here never renders children into it), and
      // "Remove the header" unmounts it: the div stays, so the test sees the remote clean up after itself.
      header={<div ref={slot} data-header-slot="" />}
    />
  );
}
