/**
 * The guard of the unit-react18 project (vitest.config.ts): its other tests prove the header on React 18.3
 * only if every React in the run is 18.3.1, in our code and inside the libraries that render it. If an
 * alias or an inlined dependency goes missing, a library loads the root's React 19 and this file fails.
 */
import { renderHook, render, screen } from '@testing-library/react';
import { isValidElement, useState, version as reactVersion, type ReactNode } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { version as reactDomServerVersion } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { recordedRenderers } from './record-renderers';

const EXPECTED = '18.3.1';

/** Reads the versions while it renders, from the same `react` and `react-dom` that src/ imports. */
function Versions() {
  const [label] = useState(`react ${reactVersion}, react-dom ${reactDomVersion}`);
  return <p>{label}</p>;
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

  it('server rendering uses react-dom/server 18.3.1', () => {
    expect(reactDomServerVersion).toBe(EXPECTED);
  });
});
