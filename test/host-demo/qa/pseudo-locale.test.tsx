/**
 * The QA panel's locale switch, the pseudo-locale included, changes the header's texts at
 * once: the panel's state becomes new props and the header re-renders in place (no reload, no remount).
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/config/locales';
import { PSEUDO_LOCALE } from '../../../src/config/pseudo-locale';
import { defaultMessages as M } from '../../../src/i18n/english';
import { pseudoMessages } from '../../../src/i18n/pseudo';
import {
  buildHeaderProps,
  DEFAULT_QA_STATE,
  parseQaState,
  QA_LOCALES,
  serializeQaState,
} from '../../../host-demo/qa/panel/qa-state';
import { renderHeader } from '../../header/render-header';

const context = { origin: 'http://h', adminServerUrl: 'http://a', pathname: '/', href: 'http://h/' };

afterEach(cleanup);

describe('the QA panel pseudo-locale', () => {
  it('comes after every product locale, each listed by its name and domain', () => {
    expect(QA_LOCALES.map(({ locale }) => locale)).toEqual([...LOCALES.map(({ locale }) => locale), PSEUDO_LOCALE]);
    for (const { locale, label } of QA_LOCALES.slice(0, -1))
      expect(label, locale).toMatch(/^\S.*, \.[a-z.]+(?:\/[a-z]{2})?$/);
    expect(QA_LOCALES.find(({ locale }) => locale === 'fr_CA')?.label).toBe('Français (Canada), .ca/fr');
  });

  it('is offered after the product locales, read from and written to a QA link', () => {
    expect(QA_LOCALES.at(-1)?.locale).toBe(PSEUDO_LOCALE);
    const { state, notes } = parseQaState(`?locale=${PSEUDO_LOCALE}`);
    expect(notes).toEqual([]);
    expect(state.locale).toBe(PSEUDO_LOCALE);
    expect(serializeQaState(state).get('locale')).toBe(PSEUDO_LOCALE);
  });

  it('gives the header its tag and catalogue, with en_US links', () => {
    const props = buildHeaderProps({ ...DEFAULT_QA_STATE, locale: PSEUDO_LOCALE }, context);
    expect(props.environment.localeInfo).toMatchObject({ locale: PSEUDO_LOCALE, tld: '.com' });
    expect(props.messages).toBe(pseudoMessages);
    expect(buildHeaderProps(DEFAULT_QA_STATE, context).messages).toBeUndefined();
  });

  // Rendering the whole header in jsdom takes seconds on a busy machine.
  it('switching locale re-renders the same header in the new texts at once, and back', { timeout: 30_000 }, () => {
    const english = buildHeaderProps(DEFAULT_QA_STATE, context);
    const { rerenderWith } = renderHeader(english);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: M.createEvents })).toBeVisible();

    rerenderWith(buildHeaderProps({ ...DEFAULT_QA_STATE, locale: PSEUDO_LOCALE }, context));
    expect(screen.getByRole('banner')).toBe(banner);
    expect(within(banner).getByRole('link', { name: pseudoMessages.createEvents })).toBeVisible();
    expect(within(banner).getByRole('button', { name: pseudoMessages.helpCenterMenu })).toBeVisible();
    expect(within(banner).queryByRole('link', { name: M.createEvents })).toBeNull();

    rerenderWith(english);
    expect(within(banner).getByRole('link', { name: M.createEvents })).toBeVisible();
  });
});
