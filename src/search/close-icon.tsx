import { SvgIcon } from '../design-system/svg-icon';

/** The chip remove icon: decorative (the button carries the name). Loaded with the full bar. */
export const CloseIcon = () => (
  <SvgIcon size={14} path="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4Z" />
);
