/**
 * How a listed event reads: start time in the event's own time zone (a 7 pm concert in New York
 * shows 7:00 PM EST wherever the visitor is), price and place. Pure; Intl only.
 */
import { defaultMessages } from '../../../src/i18n';
import type { DiscoveryEvent } from './discovery-api';

export const ONLINE_EVENT_LABEL = 'Online event';

/** `en_US` -> `en-US`; anything Intl cannot use -> `en-US`. */
export function toBcp47(locale: string): string {
  const tag = locale.replace('_', '-');
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 ? tag : 'en-US';
  } catch {
    return 'en-US';
  }
}

/** "Sat, Nov 28, 7:00 PM EST" in `timeZone`; falls back to UTC for an unknown zone. */
export function formatEventStart(startUtc: string, timeZone: string, locale = 'en_US'): string {
  const date = new Date(startUtc);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(toBcp47(locale), { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(toBcp47(locale), { ...options, timeZone: 'UTC' }).format(date);
  }
}

export function formatEventPrice(event: Pick<DiscoveryEvent, 'is_free' | 'price'>): string {
  if (event.is_free || !event.price) return defaultMessages.priceFree;
  return event.price.display;
}

export function formatEventPlace(event: Pick<DiscoveryEvent, 'is_online_event' | 'primary_venue'>): string {
  if (event.is_online_event || !event.primary_venue) return ONLINE_EVENT_LABEL;
  const { name, address } = event.primary_venue;
  return address.localized_address_display ? `${name}, ${address.localized_address_display}` : name;
}
