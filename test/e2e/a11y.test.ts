/**
 * axe (WCAG 2.0/2.1/2.2 A and AA) on the demo host with the remote header for every QA persona, on a
 * desktop screen and on a 375 px phone (isMobile on). Menu, dialog and fallback states are checked
 * in keyboard.test.ts, mobile.test.ts and fallback.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../examples/header-examples';
import { getAxeViolations } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { setupDemo } from './support/setup-demo';

describe('axe on every persona', () => {
  const demo = setupDemo();

  for (const persona of PERSONAS) {
    for (const [screen, options, query] of [
      ['desktop', DESKTOP, ''],
      ['mobile', MOBILE, '&mobile=1'],
    ] as const) {
      it(`${persona.name} on ${screen}: 0 violations`, async () => {
        await demo.withPage(`/?persona=${persona.id}${query}`, { context: options }, async ({ page, pageErrors }) => {
          expect(await getAxeViolations(page)).toEqual([]);
          expect(pageErrors.map(String)).toEqual([]);
        });
      });
    }
  }
});
