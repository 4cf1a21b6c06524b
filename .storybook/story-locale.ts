/**
 * The locale of the header in stories: Storybook's locale toolbar (`globals.locale`,
 * .storybook/preview.tsx) and, over it, a switch tests and screenshots flip while a story stays open
 * (`setStoryLocale`), as the QA panel's locale switch does in the demo: the header re-renders in the new
 * locale at once, its open menus staying open.
 *
 * A locale sets the story's `environment.localeInfo` (its facts completed by the header from the locale map),
 * from which the header chooses its catalogue (the first render waits for it: stories find the header with
 * `findBy…`). A real locale adds no `messages` (the story keeps its own overrides, none in the examples):
 * English ones would hide the catalogue. The pseudo-locale, not a catalogue of the header, also gives the pseudo catalogue as `messages`,
 * under the story's own overrides, as the QA panel does.
 */
import { useSyncExternalStore } from 'react';
import { PSEUDO_LOCALE } from '../src/config/pseudo-locale';
import { loadCatalogue } from '../src/i18n/catalogue';
import type { MessageOverrides, Messages } from '../src/i18n/messages';
import { pseudoMessages } from '../src/i18n/pseudo';

/** The toolbar's locales: English, the languages the header ships with their regional variants, and the pseudo-locale. */
export const STORY_LOCALES = [
  { value: 'en_US', title: 'English (US)' },
  { value: 'en_GB', title: 'English (UK)' },
  { value: 'de_DE', title: 'Deutsch' },
  { value: 'fr_FR', title: 'Français' },
  { value: 'fr_CA', title: 'Français (Canada)' },
  { value: 'es_ES', title: 'Español (España)' },
  { value: 'es_US', title: 'Español (US)' },
  { value: 'pt_BR', title: 'Português (Brasil)' },
  { value: PSEUDO_LOCALE, title: 'Pseudo-locale (QA)' },
] as const;

/**
 * The texts the header shows in `locale`: its catalogue (the one the header itself reads from
 * `environment.localeInfo.locale`), or the pseudo catalogue, which a host passes as `messages`.
 */
export function messagesIn(locale: string): Promise<Messages> {
  return locale === PSEUDO_LOCALE ? Promise.resolve(pseudoMessages) : loadCatalogue(locale);
}

let switched: string | undefined;
const listeners = new Set<() => void>();

/** Shows the open story in `locale` (undefined: back to the toolbar's or the story's own). */
export function setStoryLocale(locale: string | undefined): void {
  switched = locale;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The switched locale, else `fromGlobals`; undefined leaves the story as written. */
export function useStoryLocale(fromGlobals: string | undefined): string | undefined {
  return useSyncExternalStore(subscribe, () => switched) ?? fromGlobals;
}

interface LocaleArgs {
  environment?: { localeInfo?: unknown } & Record<string, unknown>;
  messages?: MessageOverrides;
}

/** The story's args in `locale`: only stories whose component takes an environment or messages change. */
export function argsInLocale<Args extends LocaleArgs>(args: Args, locale: string): Args {
  const messages = locale === PSEUDO_LOCALE ? { ...pseudoMessages, ...args.messages } : args.messages;
  return {
    ...args,
    ...(args.environment ? { environment: { ...args.environment, localeInfo: { locale } } } : {}),
    ...(messages ? { messages } : {}),
  };
}
