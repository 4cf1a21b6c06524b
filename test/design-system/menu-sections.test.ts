import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/config/menu-item';
import { getRouterLinkFallbackPaths, groupMenuItems } from '../../src/design-system/menu-sections';

const link = (id: string, type: MenuItem['type'] = 'anchor'): MenuItem => ({ id, type, content: id, path: `/${id}/` });

describe('groupMenuItems (product entities: menu item types)', () => {
  it('groups the links after a section header until the next divider', () => {
    const sections = groupMenuItems([
      link('a'),
      { id: 'h', type: 'sectionHeader', content: 'Organizer' },
      link('b'),
      link('c', 'routerLink'),
      { id: 'd1', type: 'divider' },
      link('e'),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['item', 'group', 'divider', 'item']);
    const group = sections[1];
    expect(group?.kind === 'group' && group.label).toBe('Organizer');
    expect(group?.kind === 'group' && group.items.map((i) => i.id)).toEqual(['b', 'c']);
  });
  it('turns an expand link into a group of its link sub-items', () => {
    const sections = groupMenuItems([
      {
        id: 'x',
        type: 'expandLink',
        content: 'Blog',
        subItems: [link('s1'), { id: 'dv', type: 'divider' }, link('s2')],
      },
      link('after'),
    ]);
    expect(sections).toHaveLength(2);
    expect(sections[0]?.kind === 'group' && sections[0].items.map((i) => i.id)).toEqual(['s1', 's2']);
    expect(sections[1]?.kind).toBe('item');
  });
});

describe('getRouterLinkFallbackPaths (product error catalogue: router-link fallback)', () => {
  it('lists router-link paths, nested ones too, only when there is no navigate function', () => {
    const items = [
      link('a'),
      link('r', 'routerLink'),
      { ...link('x', 'expandLink'), subItems: [link('n', 'routerLink')] },
    ];
    expect(getRouterLinkFallbackPaths(items, false)).toEqual(['/r/', '/n/']);
    expect(getRouterLinkFallbackPaths(items, true)).toEqual([]);
  });
});
