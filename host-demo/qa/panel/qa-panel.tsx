/**
 * The QA panel: every persona, flag, locale/domain, stage and page switch the header reacts to.
 * It edits the URL query (the single source of the state) so the header re-renders with new props
 * without a reload and a copied link reproduces the state.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_ANALYTICS_ENDPOINT } from '../../../src/analytics';
import { REMOTE_LOAD_TIMEOUT_MS } from '../../../src/config';
import type { PersonaId } from '../../../examples/header-examples';
import { describeRemoteStatus, isFailure, type RemoteStatus } from '../header/remote-status';
import { FAULTS, type Fault } from '@global-header/demo-api/fault-names';
import { DEMO_GEOLOCATION_LABELS, DEMO_GEOLOCATIONS } from './demo-geolocation';
import { useHeaderReports } from './header-reports';
import { FLAG_NAMES, getStageChoices, PERSONAS, QA_LOCALES, type FlagName, type QaState } from './qa-state';
import type { CollectedEvent } from './use-collected-events';

/** Events listed; the collector keeps more (its GET has them all). */
export const QA_EVENTS_SHOWN = 10;

export interface QaPanelProps {
  state: QaState;
  notes: string[];
  onChange: (state: QaState) => void;
  onReset: () => void;
  /** Absolute URL reproducing the current state. */
  qaLink: string;
  remoteStatus: RemoteStatus;
  onRetry: () => void;
  /** What the demo server's analytics collector received, newest first. */
  analyticsEvents: readonly CollectedEvent[];
  /** Why the collector could not be read, or null. */
  analyticsError: string | null;
}

const FLAG_LABELS: Record<FlagName, string> = {
  launchCreatorCreditsSectionAttendee: 'launchCreatorCreditsSectionAttendee',
  enableOldCollectionsLinkInHeader: 'enableOldCollectionsLinkInHeader (Collections link)',
  isDetachInterestsEnabled: 'isDetachInterestsEnabled (detached interests)',
};

const FAULT_LABELS: Record<Fault, string> = {
  '500': 'Server error (500)',
  timeout: 'Timeout (hangs 30 s, then 504)',
  malformed: 'Malformed JSON',
};

function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="qa-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (permissions, insecure context): select the visible link instead.
    input?.focus();
    input?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

export function QaPanel({
  state,
  notes,
  onChange,
  onReset,
  qaLink,
  remoteStatus,
  onRetry,
  analyticsEvents,
  analyticsError,
}: QaPanelProps) {
  const [open, setOpen] = useState(true);
  const [copyMessage, setCopyMessage] = useState('');
  const linkInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const set = <K extends keyof QaState>(key: K, value: QaState[K]) => onChange({ ...state, [key]: value });
  const toggleFlag = (flag: FlagName, on: boolean) =>
    set('flags', on ? [...state.flags, flag] : state.flags.filter((candidate) => candidate !== flag));
  const failure = isFailure(remoteStatus);
  const headerReports = useHeaderReports();

  return (
    <aside className="qa-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <button
          type="button"
          className="qa-panel__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          QA panel
        </button>
      </h2>
      <div id={`${id}-body`} className="qa-panel__body" hidden={!open}>
        <p className="qa-status" role="status" data-kind={failure ? 'error' : 'info'}>
          {describeRemoteStatus(remoteStatus, REMOTE_LOAD_TIMEOUT_MS)}
        </p>
        {failure ? (
          <div className="qa-actions qa-retry">
            <button type="button" onClick={onRetry}>
              Retry loading the header
            </button>
          </div>
        ) : null}
        {notes.length > 0 ? (
          <div className="qa-notes">
            <strong>Some QA link values were not understood:</strong>
            <ul>
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <form className="qa-form" onSubmit={(event) => event.preventDefault()}>
          <div className="qa-field">
            <label htmlFor={`${id}-persona`}>Persona</label>
            <select
              id={`${id}-persona`}
              value={state.persona}
              onChange={(event) => set('persona', event.target.value as PersonaId)}
            >
              {PERSONAS.map((persona) => (
                <option key={persona.id} value={persona.id}>
                  {persona.name}
                </option>
              ))}
            </select>
          </div>
          <div className="qa-field">
            <label htmlFor={`${id}-locale`}>Locale and domain</label>
            <select id={`${id}-locale`} value={state.locale} onChange={(event) => set('locale', event.target.value)}>
              {QA_LOCALES.map((entry) => (
                <option key={entry.locale} value={entry.locale}>
                  {entry.locale}: {entry.label}
                </option>
              ))}
            </select>
          </div>
          <div className="qa-field">
            <label htmlFor={`${id}-stage`}>Stage</label>
            <select id={`${id}-stage`} value={state.stage} onChange={(event) => set('stage', event.target.value)}>
              {getStageChoices(state).map(({ value, known }) => (
                <option key={value} value={value}>
                  {known ? value : `${value} (unknown: the header reports it)`}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend>Feature flags</legend>
            {FLAG_NAMES.map((flag) => (
              <Check key={flag} checked={state.flags.includes(flag)} onChange={(on) => toggleFlag(flag, on)}>
                {FLAG_LABELS[flag]}
              </Check>
            ))}
          </fieldset>
          <fieldset>
            <legend>Page and environment</legend>
            <Check checked={state.manageOverview} onChange={(on) => set('manageOverview', on)}>
              Manage overview active
            </Check>
            <Check checked={state.creatorHome} onChange={(on) => set('creatorHome', on)}>
              Creator home activated
            </Check>
            <Check checked={state.homePage} onChange={(on) => set('homePage', on)}>
              Home page (always on at /)
            </Check>
            <Check checked={state.mobile} onChange={(on) => set('mobile', on)}>
              Mobile (isMobile)
            </Check>
            <Check checked={state.currentUrlProp} onChange={(on) => set('currentUrlProp', on)}>
              Host passes the page (currentUrl prop)
            </Check>
          </fieldset>
          <fieldset>
            <legend>Location picker</legend>
            <div className="qa-field">
              <label htmlFor={`${id}-geo`}>Geolocation (Use my current location)</label>
              <select
                id={`${id}-geo`}
                value={state.geo}
                onChange={(event) => set('geo', event.target.value as QaState['geo'])}
              >
                {(['', ...DEMO_GEOLOCATIONS] as const).map((geo) => (
                  <option key={geo} value={geo}>
                    {DEMO_GEOLOCATION_LABELS[geo]}
                  </option>
                ))}
              </select>
            </div>
            <div className="qa-field">
              <label htmlFor={`${id}-fault`}>Demo API fault (every JSON call)</label>
              <select
                id={`${id}-fault`}
                value={state.fault}
                onChange={(event) => set('fault', event.target.value as QaState['fault'])}
              >
                <option value="">None</option>
                {FAULTS.map((fault) => (
                  <option key={fault} value={fault}>
                    {FAULT_LABELS[fault]}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          <div className="qa-field">
            <label htmlFor={`${id}-link`}>QA link</label>
            <input id={`${id}-link`} ref={linkInput} type="text" readOnly value={qaLink} className="qa-link" />
          </div>
          <div className="qa-actions">
            <button
              type="button"
              onClick={async () => {
                const copied = await copyText(qaLink, linkInput.current);
                setCopyMessage(
                  copied ? 'QA link copied.' : 'Copy failed: the link is selected above, copy it with your keyboard.',
                );
              }}
            >
              Copy QA link
            </button>
            <button type="button" onClick={onReset}>
              Reset
            </button>
          </div>
          <p role="status" className="qa-copy-status">
            {copyMessage}
          </p>
        </form>
        <h3 className="qa-events-title" id={`${id}-reports`}>
          Header reports
        </h3>
        <p className="qa-events-source">
          What the header told the console about its props (latest first), e.g. an unknown stage.
        </p>
        {headerReports.length === 0 ? (
          <p className="qa-events-none">None.</p>
        ) : (
          <ul className="qa-events" aria-labelledby={`${id}-reports`}>
            {headerReports.map((report) => (
              <li key={report}>
                <code>{report}</code>
              </li>
            ))}
          </ul>
        )}
        <h3 className="qa-events-title">Analytics events received (latest first)</h3>
        <p className="qa-events-source">
          As the demo server&apos;s collector (<code>{DEFAULT_ANALYTICS_ENDPOINT}</code>) got them from the
          header&apos;s beacons in this browser (it shows each visitor only its own).
        </p>
        {analyticsError ? <p className="qa-notes">Could not read the collector: {analyticsError}</p> : null}
        {analyticsEvents.length === 0 ? (
          <p className="qa-events-none">None yet.</p>
        ) : (
          <ol className="qa-events">
            {analyticsEvents.slice(0, QA_EVENTS_SHOWN).map((event) => (
              <AnalyticsEventItem key={event.id} event={event} />
            ))}
          </ol>
        )}
      </div>
    </aside>
  );
}

/** One received event: category / action (and label), then its fields, e.g. pageName: Home. */
function AnalyticsEventItem({ event }: { event: CollectedEvent }) {
  const fields = Object.entries(event.data ?? {});
  return (
    <li>
      <code>
        {event.category} / {event.action}
        {event.label ? ` / ${event.label}` : ''}
      </code>{' '}
      <time dateTime={event.receivedAt}>{event.receivedAt.slice(11, 19)}</time>
      {fields.length > 0 ? (
        <ul className="qa-event-fields">
          {fields.map(([name, value]) => (
            <li key={name}>
              <code>{name}</code>: {String(value)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
