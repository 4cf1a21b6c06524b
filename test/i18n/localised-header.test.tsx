/**
 * The locale chooses the header's catalogue: names, labels and announcements in the page's
 * language, the host's `messages` still over any key, `lang` on the header's root.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderRoot } from '../../src/expose/header';
import { ATTENDEE_USER, ANONYMOUS_USER, makeEnvironment } from '../../examples/header-examples';

describe('the header speaks its locale', () => {
  it('de_DE: every name of the banner in German, its root marked lang="de-DE"', { timeout: 15_000 }, async () => {
    render(<HeaderRoot environment={makeEnvironment({}, 'de_DE')} user={{ ...ATTENDEE_USER, numSavedEvents: 1 }} />);
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveAttribute('lang', 'de-DE');
    const nav = within(banner).getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Events finden' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Events erstellen' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Hilfe-Center' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: `Kontomenü von ${ATTENDEE_USER.fullName}` })).toBeInTheDocument();
    // The badge's count is read in words, in German: "Gemerkt, 1 gemerktes Event".
    expect(within(banner).getByRole('link', { name: /^Gemerkt.*1 gemerktes Event/ })).toBeInTheDocument();
    expect(within(banner).getAllByRole('combobox', { name: /Events suchen/ }).length).toBeGreaterThan(0);
    expect(within(banner).queryByText('Find Events')).toBeNull();
  });

  it('fr_FR reads the French catalogue, and fr_BE too (language fallback), marked lang="fr-BE"', async () => {
    const { unmount } = render(<HeaderRoot environment={makeEnvironment({}, 'fr_FR')} user={ANONYMOUS_USER} />);
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    unmount();
    render(
      <HeaderRoot
        environment={{
          ...makeEnvironment({}, 'fr_FR'),
          localeInfo: { ...makeEnvironment({}, 'fr_FR').localeInfo, locale: 'fr_BE' },
        }}
        user={ANONYMOUS_USER}
      />,
    );
    expect(await screen.findByRole('banner')).toHaveAttribute('lang', 'fr-BE');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('a locale with no catalogue is English from the first render, marked as English', () => {
    const environment = makeEnvironment();
    render(<HeaderRoot environment={{ ...environment, localeInfo: { ...environment.localeInfo, locale: 'ja_JP' } }} />);
    expect(screen.getByRole('banner')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("the host's messages still win over the catalogue, key by key", async () => {
    render(
      <HeaderRoot
        environment={makeEnvironment({}, 'de_DE')}
        user={ANONYMOUS_USER}
        messages={{ signIn: 'Einloggen', findEvents: 'Veranstaltungen finden' }}
      />,
    );
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Einloggen' })).toBeInTheDocument();
    expect(within(banner).getAllByRole('link', { name: 'Veranstaltungen finden' }).length).toBeGreaterThan(0);
    expect(within(banner).getByRole('button', { name: 'Hilfe-Center' })).toBeInTheDocument();
  });

  it('a new locale keeps the texts shown until its catalogue is here, then changes them in place', async () => {
    const { rerender } = render(<HeaderRoot environment={makeEnvironment({}, 'es_ES')} user={ANONYMOUS_USER} />);
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    rerender(<HeaderRoot environment={makeEnvironment({}, 'pt_BR')} user={ANONYMOUS_USER} />);
    // Never an empty band: Spanish stays until Portuguese has arrived.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('lang', 'pt-BR');
  });
});
