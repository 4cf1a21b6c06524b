/**
 * "one catalogue per page": each language's texts come in two parts (src/i18n/catalogue.ts), and
 * the first render may read only the first. So the server's HTML of every example header (every persona,
 * desktop and mobile, the home page, other domains), of the SearchBar and of the LocationPicker is the same
 * whether the later part is there or not, in English and in other languages: a text the first render read
 * from the later part would be missing (an empty label, a lost aria-label) in the first-part rendering.
 */
import { describe, expect, it, vi } from 'vitest';
import { headerExamples, makeEnvironment } from '../../examples/header-examples';

type Expose = 'header' | 'search-bar' | 'location-picker';
const ROOTS: Record<Expose, string> = {
  header: 'HeaderRoot',
  'search-bar': 'SearchBarRoot',
  'location-picker': 'LocationPickerRoot',
};

/**
 * Fresh modules whose catalogue holds `locale`'s first part only, or both parts; returns renderToString of
 * an expose in them, class names left out (styled-components numbers them per module instance).
 */
async function serverRenderer(parts: 'first' | 'whole', locale: string) {
  vi.resetModules();
  const catalogue = await import('../../src/i18n/catalogue');
  await (parts === 'whole' ? catalogue.loadCatalogue(locale) : catalogue.loadFirstTexts(locale));
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const modules = {
    header: await import('../../src/expose/header'),
    'search-bar': await import('../../src/expose/search-bar'),
    'location-picker': await import('../../src/expose/location-picker'),
  } as unknown as Record<Expose, Record<string, (props: object) => null>>;
  return (expose: Expose, props: object) => {
    const html = renderToString(createElement(modules[expose][ROOTS[expose]]!, props)).replace(/ class="[^"]*"/g, '');
    if (parts === 'first')
      expect(catalogue.peekCatalogue(locale)!.searchFailed, 'the later part stayed away').toBeUndefined();
    return html;
  };
}

const LOCALES = ['en_US', 'de_DE', 'fr_CA', 'es_US', 'pt_BR'];

describe("the first render reads only the first part of its language's texts", { timeout: 120_000 }, () => {
  it.each(LOCALES)(
    '%s: every example header, the SearchBar and the LocationPicker render the same without the later part',
    async (locale) => {
      const cases: [Expose, string, object][] = [
        ...headerExamples.map((example): [Expose, string, object] => [
          'header',
          example.name,
          {
            ...example.props,
            environment: {
              ...example.props.environment,
              localeInfo: { ...example.props.environment?.localeInfo, locale },
            },
          },
        ]),
        ['search-bar', 'SearchBar', { environment: makeEnvironment({}, locale) }],
        ['location-picker', 'LocationPicker', { environment: makeEnvironment({}, locale) }],
      ];
      const whole = await serverRenderer('whole', locale);
      const expected = cases.map(([expose, , props]) => whole(expose, props));
      const first = await serverRenderer('first', locale);
      cases.forEach(([expose, name, props], index) => {
        const html = first(expose, props);
        expect(html, name).toMatch(expose === 'header' ? /^<header/ : /<input/);
        expect(html, name).toBe(expected[index]);
      });
    },
  );
});
