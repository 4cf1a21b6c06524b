/**
 * The search bar's look around its field (design-system/combobox-field.tsx), shared by the first-render
 * shell and the full bar so nothing moves when the full bar takes over; the mobile input and round button.
 */
import styled from 'styled-components';
import { DESKTOP_SEARCH_INPUT_MIN_WIDTH_PX, DEVICE_TABLET_BELOW } from '../config/constants';
import { FOCUS_RING_OFFSET_PX, FOCUS_RING_WIDTH_PX, getTheme, typographyCss } from '../design-system/tokens';

/** Between the field, its dropdown and the location field under it in the takeover. */
export const TAKEOVER_GAP_PX = 8;

/**
 * The mobile input's narrowest: a target more than twice WCAG 2.5.8's 24 px that still shows the start of its
 * placeholder, and small enough for the row of a 320 px phone with an account menu and the call to action.
 */
export const MOBILE_INPUT_MIN_WIDTH_PX = 56;

/** The field's room around its input (design-system/combobox-field.tsx): the icon's 40 px, 12 px at the end, the borders. */
const FIELD_AROUND_INPUT_PX = 40 + 12 + 2;

/** In the desktop row the input keeps its 240 px in any language: the header's links wrap first. */
export const Root = styled.form<{ $raised?: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${TAKEOVER_GAP_PX}px;
  flex: 1 1 auto;
  /* The input stays a usable target (WCAG 2.5.8, 24 px and more) however full the header row is,
     and chips never widen the row: the bar's width comes from the row, not from what it holds. */
  min-width: 140px;
  @media (min-width: ${DEVICE_TABLET_BELOW}px) {
    min-width: ${DESKTOP_SEARCH_INPUT_MIN_WIDTH_PX + FIELD_AROUND_INPUT_PX}px;
  }
  contain: inline-size;
  margin: 0;
  font-family: ${({ theme }) => getTheme(theme).fontFamily};
  color: ${({ theme }) => getTheme(theme).colors.text};
  /* Above the dimming overlay while it is shown (product states). */
  z-index: ${({ $raised, theme }) => ($raised ? getTheme(theme).zIndices.overlay + 1 : 'auto')};
`;

/** The location control beside the search; above the overlay, which it does not close (product states). */
export const LocationSlot = styled.div`
  position: relative;
  z-index: ${({ theme }) => getTheme(theme).zIndices.overlay + 1};
  /* Narrower than the search: a place name needs less room than a query with chips. Never so narrow that
     a city's name ("New York") is cut. */
  flex: 0 1 160px;
  min-width: 140px;
`;

/** The mobile layout's round search button (product routes): opens the search takeover. */
export const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => getTheme(theme).colors.border};
  border-radius: 50%;
  background: ${({ theme }) => getTheme(theme).colors.background};
  color: ${({ theme }) => getTheme(theme).colors.text};
  cursor: pointer;

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: ${FOCUS_RING_OFFSET_PX}px;
  }
`;

/**
 * The mobile input (product routes: "On mobile a round search button sits beside the input"): the field's pill
 * without its icon (the round button beside it carries the magnifier). It and the button are items of the
 * header's search slot, which lays them out in a row (no wrapper: the first render's bytes are budgeted).
 * Sized from zero, so its intrinsic width never pushes the row past a 320 px phone; never narrower than a
 * thumb's target that still shows a few letters of the placeholder.
 */
export const MobileInput = styled.input`
  flex: 1;
  width: 0;
  min-width: ${MOBILE_INPUT_MIN_WIDTH_PX}px;
  height: 44px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => getTheme(theme).colors.border};
  border-radius: ${({ theme }) => getTheme(theme).radii.pill};
  background: ${({ theme }) => getTheme(theme).colors.background};
  color: ${({ theme }) => getTheme(theme).colors.text};
  font-family: ${({ theme }) => getTheme(theme).fontFamily};
  ${typographyCss('body-md')}
  text-overflow: ellipsis;

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: ${FOCUS_RING_OFFSET_PX}px;
  }

  &::placeholder {
    color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  }
`;
