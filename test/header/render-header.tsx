import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { parseHeaderProps } from '../../src/config/parse-props';
import type { HeaderProps } from '../../src/config/types';
import { HeaderProvider } from '../../src/context/header-context';
import { DesignSystemProvider } from '../../src/design-system';
import { HeaderLayout } from '../../src/header';

/** Render the header as the exposed entry does, with a spy in place of full-page navigation. */
export function renderHeader(props: HeaderProps) {
  const assignLocation = vi.fn();
  const user = userEvent.setup();
  const resolved = parseHeaderProps(props);
  const view = render(
    <DesignSystemProvider messages={resolved.messages}>
      <HeaderProvider value={resolved} assignLocation={assignLocation}>
        <HeaderLayout />
      </HeaderProvider>
    </DesignSystemProvider>,
  );
  return { ...view, user, assignLocation };
}
