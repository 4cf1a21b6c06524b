import styled from 'styled-components';
import { FOCUS_RING_OFFSET_PX, FOCUS_RING_WIDTH_PX, getTheme, media, typographyCss } from './tokens';

/**
 * The native <dialog>, shown with showModal(): the browser puts it in the top layer (above every host
 * z-index, no stacking context can clip it) and dims the page through ::backdrop. It has no padding or
 * border of its own: ModalSurface fills it, so a click whose target is the dialog element itself can
 * only be a click on the backdrop (see Modal).
 */
export const ModalDialog = styled.dialog<{ $placement?: 'center' | 'top' }>`
  box-sizing: border-box;
  /* Phones: the whole screen (the user agent's default keeps a margin and a max size). */
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: ${({ theme }) => getTheme(theme).colors.background};
  color: ${({ theme }) => getTheme(theme).colors.text};
  font-family: ${({ theme }) => getTheme(theme).fontFamily};
  box-shadow: ${({ theme }) => getTheme(theme).shadows.modal};

  /* Only when open: a display value on a closed dialog would show it. */
  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${({ theme }) => getTheme(theme).colors.backdrop};
  }

  ${media.above('md')} {
    width: min(560px, calc(100vw - 32px));
    height: fit-content;
    max-height: calc(100vh - 64px);
    /* 'top': a dialog whose content grows and shrinks under the pointer (the search takeover's list)
       keeps its top edge, and its close button, where they are. */
    margin: ${({ $placement }) => ($placement === 'top' ? '32px auto auto' : 'auto')};
    border-radius: ${({ theme }) => getTheme(theme).radii.lg};
  }

  &:focus {
    outline: none;
  }
`;

/** The dialog's content box: fills the dialog and scrolls when the content is taller. */
export const ModalSurface = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const ModalHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 24px 24px 8px;
`;

export const ModalTitle = styled.h2`
  margin: 0;
  ${typographyCss('heading-md')}
`;

export const ModalBody = styled.div`
  padding: 8px 24px 24px;
`;

export const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => getTheme(theme).radii.pill};
  background: transparent;
  color: ${({ theme }) => getTheme(theme).colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => getTheme(theme).colors.neutral[200]};
  }

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: ${FOCUS_RING_OFFSET_PX}px;
  }
`;
