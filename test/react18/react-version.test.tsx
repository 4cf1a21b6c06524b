/**
 * The guard of the unit-react18 project (vitest.config.ts): its other tests prove the header on React 18.3
 * only if every React in the run is 18.3.1, in our code and inside the libraries that render it. If an
 * alias or an inlined dependency goes missing, a library loads the root's React 19 and this file fails.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { configure, getConfig, renderHook, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCombobox } from 'downshift';
import { isValidElement, useState, version as reactVersion, type ReactNode } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { version as reactDomServerVersion } from 'react-dom/server';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { recordedRenderers } from './record-renderers';

const EXPECTED = '18.3.1';

/** Reads the versions while it renders, from the same `react` and `react-dom` that src/ imports. */
function Versions() {
  const [label] = useState(`react ${reactVersion}, react-dom ${reactDomVersion}`);
  return <p>{label}</p>;
}

const VersionText = styled.p`
  margin: 0;
`;

/** A hook or component from each library src/ renders with: a second React in any of them breaks its hooks. */
function LibraryVersions() {
  const { getLabelProps, getInputProps, getMenuProps } = useCombobox<string>({ items: [] });
  const { data } = useQuery({ queryKey: ['react-version'], queryFn: () => reactVersion, initialData: reactVersion });
  return (
    <>
      <label {...getLabelProps()}>
        Version
        <input {...getInputProps()} />
      </label>
      <ul {...getMenuProps()} />
      <VersionText>{data}</VersionText>
    </>
  );
}

describe('unit-react18 runs on React 18.3.1 only', () => {
  it('a rendered component sees react and react-dom 18.3.1', () => {
    render(<Versions />);

    expect(screen.getByText(`react ${EXPECTED}, react-dom ${EXPECTED}`)).toBeInTheDocument();
  });

  it('the only React renderer loaded, the one @testing-library/react renders with, is react-dom 18.3.1', () => {
    render(<Versions />);

    // react-dom/client registers with the DevTools hook when it loads: a React 19 copy anywhere adds a row.
    expect(recordedRenderers()).toEqual([{ rendererPackageName: 'react-dom', version: EXPECTED }]);
  });

  it("@testing-library/react creates its elements with React 18.3.1's createElement", () => {
    let wrapped: ReactNode = null;
    // renderHook builds the element it renders with its own `react`; a React 19 element is not one to 18.
    const { result } = renderHook(() => useState(reactVersion)[0], {
      wrapper: ({ children }) => {
        wrapped = children;
        return children;
      },
    });

    expect(result.current).toBe(EXPECTED);
    expect(isValidElement(wrapped)).toBe(true);
  });

  it('styled-components, downshift and TanStack Query render with that same React', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LibraryVersions />
      </QueryClientProvider>,
    );

    expect(screen.getByRole('combobox', { name: 'Version' })).toBeInTheDocument();
    expect(screen.getByText(EXPECTED)).toBeInTheDocument();
  });

  it('user-event dispatches through the @testing-library/dom that @testing-library/react wraps in act()', async () => {
    // With a copy of @testing-library/dom of its own, user-event's events would skip React's act() and tests
    // would read the page before React 18 has finished with it.
    const { eventWrapper } = getConfig();
    let wrapped = 0;
    configure({
      eventWrapper: (dispatch) => {
        wrapped += 1;
        return eventWrapper(dispatch);
      },
    });
    try {
      render(<button type="button">Press</button>);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Press' }));
    } finally {
      configure({ eventWrapper });
    }

    expect(wrapped).toBeGreaterThan(0);
  });

  it('server rendering uses react-dom/server 18.3.1', () => {
    expect(reactDomServerVersion).toBe(EXPECTED);
  });
});
