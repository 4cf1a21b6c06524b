/**
 * What the header dropdown's first-render trigger (dropdown-menu.tsx) and its loaded menu
 * (dropdown-menu-full.tsx) both draw, so nothing moves or changes name when the loaded menu takes over:
 * the trigger's content, and the items as plain links when the menu cannot be shown. Also what the first
 * trigger hands to the loaded menu.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import type { MenuItem } from '../config/menu-item';
import { Chevron, FallbackList, TriggerLabel } from './dropdown-menu.styles';
import type { MenuInitialFocus } from './use-menu-button';
import { VisuallyHidden } from './visually-hidden';

/** What the visitor did with the first-render trigger before the menu's code arrived, so nothing is lost. */
export interface MenuHandOver {
  /** The trigger had the focus: the loaded trigger takes it. */
  focused: boolean;
  /** The pointer is over the menu: on a wide screen the loaded menu opens as a hover would have. */
  hovered: boolean;
  /** An opening the visitor asked for (a press, a key) and the item it focuses; null when none is pending. */
  open: { focus: MenuInitialFocus; source: 'pointer' | 'keyboard' } | null;
}

export interface MenuTriggerContentProps {
  label: ReactNode;
  triggerAccessibleName?: string;
  triggerContent?: ReactNode;
}

/** The trigger's content: its visible label (after any avatar or icon), its name, and the chevron. */
export function MenuTriggerContent({ label, triggerAccessibleName, triggerContent }: MenuTriggerContentProps) {
  return (
    <>
      {triggerAccessibleName ? (
        <>
          {/* The name is hidden text rather than aria-label: visible decoration such as initials is then
              not "visible text missing from the name" (axe label-content-name-mismatch). */}
          <TriggerLabel aria-hidden="true">
            {triggerContent}
            {label}
          </TriggerLabel>
          <VisuallyHidden>{triggerAccessibleName}</VisuallyHidden>
        </>
      ) : (
        <>
          {triggerContent}
          {label}
        </>
      )}
      <Chevron aria-hidden="true" />
    </>
  );
}

export interface PlainLinksProps {
  items: MenuItem[];
  triggerId: string | undefined;
  align: 'start' | 'end';
  /** Escape in the links: close them and give the focus back to the trigger. */
  onEscape: () => void;
}

/** The items as plain links, under the trigger: the menu's code could not load, or its list failed to render. */
export function PlainLinks({ items, triggerId, align, onEscape }: PlainLinksProps) {
  return (
    <FallbackList
      aria-labelledby={triggerId}
      $align={align}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onEscape();
      }}
    >
      {items
        .flatMap((item) => (item.type === 'expandLink' ? (item.subItems ?? []) : [item]))
        .map((item) =>
          item.path && !item.disabled && (item.type === 'anchor' || item.type === 'routerLink') ? (
            <li key={item.id}>
              <a href={item.path} onClick={item.onSelect}>
                {item.content}
              </a>
            </li>
          ) : null,
        )}
    </FallbackList>
  );
}
