// @vitest-environment node
/**
 * A later issue renders the header on the server: nothing may read the window while rendering. The
 * viewport and the address come from the props there (environment.isMobile, currentUrl).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import Header from '../../src/expose/header';
import { getExample, SERVER_URL } from '../../examples/header-examples';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';

describe('server rendering (no window)', () => {
  it('renders without a window, the sign-in referrer taken from the currentUrl prop', () => {
    expect(typeof window).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const html = renderToString(<Header {...getExample('Anonymous').props} currentUrl="/organizer/overview/" />);
    expect(html).toContain(`href="${SERVER_URL}/signin/?referrer=%2Forganizer%2Foverview%2F"`);
    expect(error).not.toHaveBeenCalled();
  });

  it('without the prop the page is unknown there: the plain sign-in page', () => {
    const html = renderToString(<Header {...getExample('Anonymous').props} />);
    expect(html).toContain(`href="${SERVER_URL}/signin/"`);
  });

  it('the markup is the same whatever the host says of the device: CSS picks the layout by width', () => {
    const mobile = renderToString(<Header {...getExample('Attendee, mobile').props} />);
    const desktop = renderToString(<Header {...getExample('Attendee').props} />);
    expect(mobile).toBe(desktop);
    // Both layouts' parts are there: the main navigation and the Menu button, the wordmark and the icon.
    expect(desktop).toContain('aria-label="Main navigation"');
    // The Menu label is its own span: phones show the button's icon alone, its name stays.
    expect(desktop).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>(?:(?!<\/button>).)*>Menu<\/span><\/button>/);
  });

  it("the host server's place (`place`) is in the HTML: the location field holds its name", () => {
    const html = renderToString(<Header {...getExample('Anonymous').props} place={toPlace(PLACES.paris)} />);
    // The field is named by its label element; its placeholder says the same.
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*placeholder="Choose a location"[^>]*value="Paris"/);
    // Without it the server knows no place: the field is empty until the browser finds one.
    expect(renderToString(<Header {...getExample('Anonymous').props} />)).not.toContain('value="Paris"');
  });
});
