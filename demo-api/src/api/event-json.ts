/**
 * The JSON form of a catalogue event, shaped like the marketplace's destination event:
 * snake_case, dates split into local date and time, optional `primary_venue` and `image`
 * expansions. Images are drawn by this server (/demo-images/), never fetched from elsewhere.
 */
import type { DemoEvent } from '../data/event-generator';

export type EventExpansion = 'primary_venue' | 'image';
export const EVENT_EXPANSIONS: readonly EventExpansion[] = ['primary_venue', 'image'];

const priceFormats = new Map<string, Intl.NumberFormat>();
function formatPrice(minor: number, currency: string): string {
  let format = priceFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    priceFormats.set(currency, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(digits === 0 ? minor : minor / 100);
}

export function imageUrl(key: string): string {
  return `/demo-images/${key}.svg`;
}

export function toEventJson(event: DemoEvent, expand: ReadonlySet<EventExpansion>) {
  const [startDate, startTime] = event.startLocal.split('T') as [string, string];
  const [endDate, endTime] = event.endLocal.split('T') as [string, string];
  return {
    id: event.id,
    name: event.name,
    summary: event.summary,
    url: event.url,
    start_date: startDate,
    start_time: startTime.slice(0, 5),
    end_date: endDate,
    end_time: endTime.slice(0, 5),
    timezone: event.timeZone,
    start_utc: new Date(event.startUtcMs).toISOString(),
    end_utc: new Date(event.endUtcMs).toISOString(),
    is_online_event: event.isOnline,
    is_free: event.isFree,
    price:
      event.minPriceMinor === null
        ? null
        : {
            currency: event.currency,
            min_price_minor: event.minPriceMinor,
            display: `From ${formatPrice(event.minPriceMinor, event.currency)}`,
          },
    category: { id: event.category.id, slug: event.category.slug, title: event.category.title },
    subcategory: event.subcategory
      ? { id: event.subcategory.id, slug: event.subcategory.slug, title: event.subcategory.title }
      : null,
    format: { id: event.format.id, name: event.format.name, plural_slug: event.format.pluralSlug },
    place_id: event.placeId,
    image_key: event.imageKey,
    ...(expand.has('primary_venue')
      ? {
          primary_venue: event.venue
            ? {
                id: event.venue.id,
                name: event.venue.name,
                address: {
                  address_1: event.venue.address1,
                  city: event.venue.city,
                  region: event.venue.region,
                  country: event.venue.country,
                  latitude: event.venue.latitude,
                  longitude: event.venue.longitude,
                  localized_address_display: [event.venue.address1, event.venue.city, event.venue.region]
                    .filter(Boolean)
                    .join(', '),
                },
              }
            : null,
        }
      : {}),
    ...(expand.has('image')
      ? { image: { id: event.imageKey, url: imageUrl(event.imageKey), width: 1200, height: 600 } }
      : {}),
  };
}
