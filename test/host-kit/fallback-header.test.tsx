/**
 * The host kit's fallback header reads only the fields it draws, each as the header's props parser reads it:
 * the same links and texts for the same props, good or bad, and bad input never stops it from rendering.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackHeader } from '@global-header/host-kit/react';
import { parseHeaderProps } from '../../src/props';
import { getCreateEventsUrl, getFindEventsUrl, getHelpCenterUrl, getHomeUrl, getSignInUrl } from '../../src/routes';

const quiet = () => undefined;

/** The hrefs the header itself would build from these props. */
function headerHrefs(environment: unknown, mainContentId?: unknown) {
  const parsed = parseHeaderProps({ environment, mainContentId } as never, quiet);
  const env = parsed.environment;
  return [
    `#${parsed.mainContentId}`,
    getHomeUrl(env),
    getFindEventsUrl(env),
    getCreateEventsUrl(env),
    getHelpCenterUrl(env),
    getSignInUrl(env),
  ];
}

function fallbackHrefs(environment: unknown, mainContentId?: unknown) {
  const { unmount } = render(
    <FallbackHeader environment={environment as never} mainContentId={mainContentId as never} />,
  );
  const hrefs = within(screen.getByRole('banner'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  unmount();
  return hrefs;
}

const CASES: [string, unknown, unknown][] = [
  ['nothing', undefined, undefined],
  ['a full environment', { serverUrl: 'https://www.example.com/', signinUrl: '/login/' }, 'content'],
  ['a language-subdirectory locale', { serverUrl: 'https://www.example.es', localeInfo: { locale: 'es-ES' } }, null],
  [
    'locale facts given',
    { localeInfo: { locale: 'fr_CA', uses_language_subdirectory: true, help_center_language: ' FR-CA ' } },
    ' main ',
  ],
  [
    'bad values',
    {
      serverUrl: 'https://www.example.com/?q=1',
      signinUrl: 'javascript:alert(1)',
      localeInfo: { locale: 'klingon', uses_language_subdirectory: 'yes', help_center_language: '../x' },
    },
    'not an id',
  ],
  ['an array', [], 7],
];

describe("the host kit's fallback header", () => {
  it.each(CASES)('draws the links the header would draw, for %s', (_name, environment, mainContentId) => {
    expect(fallbackHrefs(environment, mainContentId)).toEqual(headerHrefs(environment, mainContentId));
  });

  it('renders with its defaults when reading the environment throws', () => {
    const environment = {
      get serverUrl(): string {
        throw new Error('a host getter that throws');
      },
      localeInfo: new Proxy(
        {},
        {
          get() {
            throw new Error('a proxy that throws');
          },
        },
      ),
    };
    render(<FallbackHeader environment={environment as never} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Find Events' })).toHaveAttribute('href', '/d/local/all-events/');
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin/');
  });
});
