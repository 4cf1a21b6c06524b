/** Props shared by the first-render SearchBar and the full bar it hands over to. */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode, RefObject } from 'react';
import type { FieldHandOver } from '../design-system/combobox-field';
import type { AnalyticsEvent, LocaleInfo, NavigateFn } from '../config/types';
import type { SearchEnvironment } from './search-environment';

export interface SearchBarProps {
  /** Server base URL of the discovery pages and the API ('' = same origin). */
  serverUrl?: string;
  /** Locale facts: a language-subdirectory locale prefixes the discovery URL. */
  localeInfo?: Pick<LocaleInfo, 'locale' | 'uses_language_subdirectory'>;
  /** The host router; without it a search is a full navigation. */
  navigate?: NavigateFn;
  /** Told about every search (the discovery URL and the query) before the navigation. */
  onSearch?: (url: string, query: string) => void;
  /** Sends an analytics event (the Header passes its tracker). */
  track?: (event: AnalyticsEvent) => void;
  /** Replacements for browser globals (tests, stories). Pass a stable object. */
  environment?: Partial<SearchEnvironment>;
  /** The suggestion cache; default one per page. */
  queryClient?: QueryClient;
  /**
   * The location control shown beside the input, inside the search area: a click on it closes only
   * the dropdown (product states). The Header passes its LocationPicker.
   */
  locationControl?: ReactNode;
  /**
   * `takeover`: the mobile search takeover, where the dropdown flows under the input and the
   * takeover itself dims the page. Default `inline`.
   */
  layout?: 'inline' | 'takeover';
  /**
   * Runs before a search navigates, given the navigation to call when ready (the takeover closes
   * and leaves its hash entry first). Default: the bar's own overlay does that.
   */
  beforeSearch?: (go: () => void) => void;
  /** Focus the input on mount (the takeover opening). */
  focusOnMount?: boolean;
  /**
   * The text the first-render input starts with (an uncontrolled input's default): what the visitor
   * typed into the mobile header's input before the takeover's field was there (search-takeover.tsx).
   */
  defaultText?: string;
}

export interface FullSearchBarProps extends SearchBarProps {
  /** Reads what the first-render input holds, when the full bar takes over (once, on arrival). */
  getHandOver: () => FieldHandOver;
  /** The element holding the location control (a click on it closes only the dropdown, product states). */
  locationSlot?: RefObject<HTMLElement | null>;
  /** Called from a layout effect once the full bar is in the page: the shell goes then. */
  onReady: () => void;
}
