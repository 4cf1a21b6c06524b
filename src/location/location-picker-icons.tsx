/**
 * The picker's field icon, in its first render. Icons are decorative (aria-hidden): the field's label
 * and each option's text name what they stand for. The suggestion list's icons are in
 * location-picker-list-icons.tsx, loaded with the full picker.
 */
export const ICON_SIZE = 16;

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
