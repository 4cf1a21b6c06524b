/**
 * useLayoutEffect in a browser, useEffect where there is no document (a server render). Neither runs
 * during a server render, so the header behaves the same; but React 18 prints "useLayoutEffect does
 * nothing on the server" for every component that has one (React 19 dropped that warning), which would
 * fill a React 18 host's server log on every page. Chosen once: a component's hooks never change order.
 */
import { useEffect, useLayoutEffect } from 'react';

export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
