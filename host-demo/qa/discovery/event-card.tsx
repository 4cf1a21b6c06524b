/** One listed event: image, linked title, start time in the event's zone, place, price, Save toggle. */
import type { DiscoveryEvent } from './discovery-api';
import { formatEventPlace, formatEventPrice, formatEventStart } from './format-event';

export const SAVE_LABELS = { save: 'Save', saved: 'Saved' } as const;

export interface EventCardProps {
  event: DiscoveryEvent;
  locale: string;
  /** Absent for anonymous personas: no Save button. */
  save?: { saved: boolean; busy: boolean; onToggle: () => void };
  /** Follows an event link inside the app (history push). */
  onNavigate: (href: string) => void;
}

export function EventCard({ event, locale, save, onNavigate }: EventCardProps) {
  return (
    <article className="event-card">
      {event.image ? (
        // Decorative: the image repeats the category art; the title says what the event is.
        <img className="event-card__image" src={event.image.url} alt="" width={600} height={300} loading="lazy" />
      ) : null}
      <div className="event-card__body">
        <h3 className="event-card__title">
          <a
            href={event.url}
            onClick={(click) => {
              if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
              click.preventDefault();
              onNavigate(event.url);
            }}
          >
            {event.name}
          </a>
        </h3>
        <p className="event-card__time">
          <time dateTime={event.start_utc}>{formatEventStart(event.start_utc, event.timezone, locale)}</time>
        </p>
        <p className="event-card__place">{formatEventPlace(event)}</p>
        <p className="event-card__price">{formatEventPrice(event)}</p>
        {save ? (
          <button
            type="button"
            className="demo-button event-card__save"
            aria-pressed={save.saved}
            aria-disabled={save.busy || undefined}
            onClick={() => {
              if (!save.busy) save.onToggle();
            }}
          >
            {save.saved ? SAVE_LABELS.saved : SAVE_LABELS.save} <span className="visually-hidden">{event.name}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}
