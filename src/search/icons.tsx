import { SvgIcon } from '../design-system/svg-icon';

/** The search bar's magnifier: decorative (the input and buttons carry the names). */
export const SearchIcon = () => (
  <SvgIcon
    size={20}
    path="M10 4a6 6 0 1 0 3.7 10.7l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4Zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z"
  />
);
