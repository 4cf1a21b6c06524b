import styled from 'styled-components';
import { FOCUS_RING_OFFSET_PX, FOCUS_RING_WIDTH_PX, getTheme, media, typographyCss } from './tokens';

export const ModalBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => getTheme(theme).zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => getTheme(theme).colors.backdrop};
`;

export const ModalDialog = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  overflow-y: auto;
  background: ${({ theme }) => getTheme(theme).colors.background};
  color: ${({ theme }) => getTheme(theme).colors.text};
  font-family: ${({ theme }) => getTheme(theme).fontFamily};
  box-shadow: ${({ theme }) => getTheme(theme).shadows.modal};

  ${media.above('md')} {
    width: min(560px, calc(100vw - 32px));
    height: auto;
    max-height: calc(100vh - 64px);
    border-radius: ${({ theme }) => getTheme(theme).radii.lg};
  }

  &:focus {
    outline: none;
  }
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
