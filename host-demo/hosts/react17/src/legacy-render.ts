/**
 * React 17's only root API, ReactDOM.render. The project's types are React 19's, which dropped it,
 * so this host says what the function is; the bundle holds react-dom 17.0.2, which has it.
 */
import * as ReactDOM from 'react-dom';
import type { ReactElement } from 'react';

const legacy = ReactDOM as unknown as { render(element: ReactElement, container: Element): void };

export function legacyRender(element: ReactElement, container: Element): void {
  legacy.render(element, container);
}
