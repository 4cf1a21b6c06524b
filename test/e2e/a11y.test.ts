/**
 * axe (WCAG 2.0/2.1/2.2 A and AA) on the demo host with the remote header for every QA persona, on a
 * desktop screen and on a 375 px phone (isMobile on). Menu, dialog and fallback states are checked
 * in keyboard.test.ts, mobile.test.ts and fallback.test.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../fixtures/header-examples';
import { getAxeViolations } from './support/axe';
import { DESKTOP, launchChromium, MOBILE, openPage } from './support/browser';
import { gotoDemo, waitForRemoteHeader } from './support/demo-page';
import { assertBuilt } from './support/paths';
import { startDemo, type Demo } from './support/servers';

describe('axe on every persona', () => {
  let browser: Browser;
  let demo: Demo;

  beforeAll(async () => {
    assertBuilt();
    demo = await startDemo();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });

  for (const persona of PERSONAS) {
    for (const [screen, options, query] of [
      ['desktop', DESKTOP, ''],
      ['mobile', MOBILE, '&mobile=1'],
    ] as const) {
      it(`${persona.name} on ${screen}: 0 violations`, async () => {
        const { page, pageErrors, close } = await openPage(browser, options);
        try {
          await gotoDemo(page, demo.host.origin, `/?persona=${persona.id}${query}`);
          await waitForRemoteHeader(page);
          expect(await getAxeViolations(page)).toEqual([]);
          expect(pageErrors.map(String)).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }
});
