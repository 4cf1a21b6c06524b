/** The suggestion list's icons (decorative, aria-hidden: the option text names each option), loaded with the full picker. */
import { ICON_SIZE } from './location-picker-icons';

export function CrosshairIcon() {
  return (
    <svg width={ICON_SIZE} height={ICON_SIZE} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <path stroke="currentColor" strokeWidth="1.5" d="M8 0v3M8 13v3M0 8h3M13 8h3" />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg width={ICON_SIZE} height={ICON_SIZE} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M8 4.5V8l2.5 1.5" />
    </svg>
  );
}
