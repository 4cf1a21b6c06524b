/**
 * The page without a bundler's way in, in use: no React here, only DOM calls. The server put the
 * README's script tag in the head (`<script type="module" src=…/global-header.mjs integrity>`,
 * host-demo/server/script-tag.ts); this script imports `mount` from that same URL, so it gets the module the
 * integrity let run, and drives mount(element, props) / update(props) / unmount() from buttons, and mounts
 * the location picker on its own with mountLocationPicker(element, props): two React roots sharing
 * the page's one location.
 */
import type * as MountModule from 'globalHeader/mount';
import { BREAKPOINTS, HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE, REMOTE_LOAD_TIMEOUT_MS } from '../../../src/config';
import type { HeaderProps } from '../../../src/props';
import { ANONYMOUS_USER, makeEnvironment, NO_FLAGS, STAFF_USER } from '../../../examples/header-examples';
import { readHostConfig } from '../../common/host-config';
import { withTimeout, type MountFn, type MountHandle } from '../../common/load-remote';

const config = readHostConfig();
const slot = document.getElementById('header-slot')!;
const status = document.getElementById('mount-status')!;
const locationSlot = document.getElementById('location-slot')!;
const picked = document.getElementById('picked-place')!;
const buttons = {
  mount: document.getElementById('btn-mount') as HTMLButtonElement,
  update: document.getElementById('btn-update') as HTMLButtonElement,
  unmount: document.getElementById('btn-unmount') as HTMLButtonElement,
};

// Reserve the header's height (mobile layout below the lg breakpoint) so the page does not move.
const narrow = window.matchMedia(`(max-width: ${BREAKPOINTS.lg - 1}px)`);
const reserve = () => (slot.style.minHeight = `${narrow.matches ? HEADER_HEIGHT_MOBILE : HEADER_HEIGHT_DESKTOP}px`);
reserve();
narrow.addEventListener('change', reserve);

function propsFor(user: typeof ANONYMOUS_USER): HeaderProps {
  return {
    environment: makeEnvironment({ serverUrl: window.location.origin, adminServerUrl: config.adminServerUrl }),
    user,
    featureFlags: NO_FLAGS,
    pageData: { isCreatorHomeActivated: false, isHomePage: false },
    mainContentId: 'main-content',
  };
}

function report(text: string, kind: 'info' | 'error' = 'info') {
  status.textContent = text;
  status.dataset.kind = kind;
}

let mount: MountFn | null = null;
let handle: MountHandle | null = null;

function sync() {
  buttons.mount.disabled = !mount || handle !== null;
  buttons.update.disabled = handle === null;
  buttons.unmount.disabled = handle === null;
}

buttons.mount.addEventListener('click', () => {
  if (!mount || handle) return;
  handle = mount(slot, propsFor(ANONYMOUS_USER));
  report('Mounted with the Anonymous persona.');
  sync();
});
buttons.update.addEventListener('click', () => {
  handle?.update(propsFor(STAFF_USER));
  report(`Updated: signed in as ${STAFF_USER.fullName} (Staff).`);
});
buttons.unmount.addEventListener('click', () => {
  handle?.unmount();
  handle = null;
  report('Unmounted: the header is gone from the page.');
  sync();
});

/** The module of the script tag in the head; the page's import of its URL shares the tag's fetch and integrity check. */
const scriptTag = document.querySelector<HTMLScriptElement>('script[type="module"][data-global-header]');
const headerModule: Promise<typeof MountModule> = scriptTag
  ? import(/* webpackIgnore: true */ scriptTag.src)
  : Promise.reject(new Error('the remote publishes no script tag (script-tag.json)'));

sync();
void withTimeout(
  headerModule.then((module) => module.mount),
  REMOTE_LOAD_TIMEOUT_MS,
).then((result) => {
  if (!result.ok) {
    report(`Header remote failed to load: ${result.reason}.`, 'error');
    return;
  }
  mount = result.value;
  handle = mount(slot, propsFor(ANONYMOUS_USER));
  report(`Header mounted with mount() in ${result.ms} ms (Anonymous persona).`);
  sync();
});

// Same expose, already loaded by the time this resolves: the picker joins the header's location.
void withTimeout(
  headerModule.then((module) => module.mountLocationPicker),
  REMOTE_LOAD_TIMEOUT_MS,
).then((result) => {
  if (!result.ok) {
    picked.textContent = `The location picker failed to load: ${result.reason}.`;
    return;
  }
  result.value(locationSlot, {
    environment: propsFor(ANONYMOUS_USER).environment,
    onChange: (place: { currentPlace?: string; slug?: string }) => {
      picked.textContent = `Picked here: ${place.currentPlace ?? ''} (${place.slug ?? ''}).`;
    },
  });
});
