/** The picker's icons: decorative (aria-hidden), the option text names each option. */
const ICON_SIZE = 16;

export function PinIcon() {
  return (
    <svg width={ICON_SIZE} height={ICON_SIZE} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a5 5 0 0 0-5 5c0 3.6 4.3 8.3 4.5 8.5a.7.7 0 0 0 1 0C8.7 14.3 13 9.6 13 6a5 5 0 0 0-5-5Zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z"
      />
    </svg>
  );
}

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
