import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BADGE_CAP } from '../../src/config/constants';
import { Badge } from '../../src/design-system/badge';
import { formatBadgeCount } from '../../src/i18n/badge-count';

describe('formatBadgeCount (product validation rules, product limits: badge cap 99)', () => {
  it('shows nothing for 0, negative numbers and NaN (product validation rules)', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('shows the count up to the cap and "99+" above it (product validation rules)', () => {
    expect(BADGE_CAP).toBe(99);
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_345)).toBe('99+');
  });
  it('never shows more than the cap for any number', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const text = formatBadgeCount(n);
        return text === null || text === `${BADGE_CAP}+` || (Number(text) >= 1 && Number(text) <= BADGE_CAP);
      }),
    );
  });
});

describe('Badge (product validation rules)', () => {
  it('renders nothing for a zero count (product validation rules)', () => {
    const { container } = render(<Badge count={0} label="Likes, 0 saved" />);
    expect(container).toBeEmptyDOMElement();
  });
  it('shows 99+ above the cap and reads the accessible label instead of the bare number', () => {
    render(
      <a href="#likes">
        Likes <Badge count={120} label="Likes, 120 saved" />
      </a>,
    );
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Likes Likes, 120 saved' })).toBeInTheDocument();
  });
  it('without a label the visible count is read', () => {
    render(
      <button type="button">
        Tickets <Badge count={3} />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Tickets 3' })).toBeInTheDocument();
  });
});
