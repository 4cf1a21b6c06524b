/**
 * What a host passes (`HeaderProps`) and what the header works with after parsing
 * (`ResolvedHeaderProps`). Doc comment on every member: hosts read these through `@mf-types`, so this
 * file imports types only (no valibot). `./header-props.ts` asserts that its schemas give and take
 * exactly these shapes.
 */
import type {
  AnalyticsEvent,
  Environment,
  FeatureFlags,
  NavigateFn,
  PageData,
  Place,
  Product,
  User,
} from '../config/types';
import type { MessageOverrides, Messages } from '../i18n/messages';

/**
 * A prop section as a host may pass it: every field optional, `null` meaning "not given" (hosts built
 * from server JSON send `null` for none), any text for text fields (`stage` is read in any case), nested
 * sections alike. Lists take whole items: a link without its label or URL is dropped. Whatever arrives
 * is still checked at runtime; this type only helps hosts that are type-checked.
 */
export type PropInput<T> = {
  [K in keyof T]?:
    | (T[K] extends string
        ? string
        : T[K] extends readonly unknown[]
          ? T[K]
          : T[K] extends object
            ? PropInput<T[K]>
            : T[K])
    | null;
};

/** What a host passes (every field optional and untrusted). */
export interface HeaderProps {
  /** Environment data; missing or invalid fields fall back to defaults with one console error each. */
  environment?: PropInput<Environment> | null;
  /** The user; missing means anonymous. */
  user?: PropInput<User> | null;
  /** Feature flags; missing flags are off. */
  featureFlags?: PropInput<FeatureFlags> | null;
  /** Page data. */
  pageData?: PropInput<PageData> | null;
  /** Product name and slug (defaults to the neutral demo product). */
  product?: PropInput<Product> | null;
  /** Host router; router-link items fall back to plain anchors (with a console warning) without it. */
  navigate?: NavigateFn | null;
  /**
   * Partial overrides of the message catalogue. Count texts (`likesCount`, `ticketsCount`) take plural
   * forms, `{ one: '{count} order', other: '{count} orders' }`, picked by `Intl.PluralRules` for the locale.
   */
  messages?: MessageOverrides | null;
  /** Optional analytics sink: receives every allowed event in addition to the beacon. */
  onAnalyticsEvent?: ((event: AnalyticsEvent) => void) | null;
  /** Id of the host's main content, for the skip link (default `main-content`). */
  mainContentId?: string | null;
  /**
   * The page the visitor is on (absolute URL or path), for hosts whose router knows it best. Sign-in
   * referrers, the detached Interests referrer and active marks use it. Without it the header follows
   * the browser's address (Navigation API, popstate, hashchange, and again when a link is used).
   */
  currentUrl?: string | null;
  /**
   * The visitor's place as your server knows it: the `location` cookie's place, else the server's guess from the
   * request (the host kit's `findVisitorPlace` gives it). The header shows it in its first render, the server's HTML
   * included, and the browser asks for no guess. Without it the browser reads the cookie, else asks
   * `place_from_request` itself (product states: location on load). A place per visitor: a page that carries it
   * is not for a shared cache.
   */
  place?: Place | null;
}

/** Props after parsing: everything present and well-typed. */
export interface ResolvedHeaderProps {
  /** The environment, every field checked or defaulted. */
  environment: Environment;
  /** The user, anonymous when none was given. */
  user: User;
  /** Feature flags, off unless given as true. */
  featureFlags: FeatureFlags;
  /** Page data, false unless given as true. */
  pageData: PageData;
  /** Product name and slug. */
  product: Product;
  /** The host router, or undefined when the host gave none (router links become plain anchors). */
  navigate: NavigateFn | undefined;
  /** The full message catalogue: defaults with the host's overrides applied. */
  messages: Messages;
  /** The host's analytics sink, or undefined. */
  onAnalyticsEvent: ((event: AnalyticsEvent) => void) | undefined;
  /** Id the skip link targets. */
  mainContentId: string;
  /** The host's current page, or undefined to follow the browser's address. */
  currentUrl: string | undefined;
  /** The visitor's place from the host's server, or undefined (the browser finds it). */
  place: Place | undefined;
}
