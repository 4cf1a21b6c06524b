/**
 * The full SearchBar, loaded on intent (pointer, touch or focus; search-bar.tsx) as the chunk
 * `search-bar`. Its behaviour is useSearchBar's (use-search-bar.ts: downshift's combobox, product states'
 * dropdown and overlay rules, the requests, the keys); this file only lays out what it returns.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Field, FieldIcon, FieldInput } from '../design-system/combobox-field';
import { Overlay } from '../design-system/overlay';
import { useDesignSystemMessages } from '../design-system/provider';
import { VisuallyHidden } from '../design-system/visually-hidden';
import { formatMessage, type Messages } from '../i18n/messages';
import { getNameFromSlug } from '../location';
import type { StoredLocation } from '../storage/location-cookie';
import { CloseIcon } from './close-icon';
import { SearchIcon } from './icons';
import type { FullSearchBarProps } from './search-bar-types';
import { Root } from './search-bar.styles';
import {
  Chip,
  ChipList,
  ChipRemove,
  ChipText,
  ClearButton,
  ErrorText,
  List,
  Option,
  OptionPlace,
  Panel,
  PanelHeader,
} from './search-dropdown.styles';
import { getPageQueryClient } from '../lib/query-client';
import { useSearchBar, type UseSearchBarOptions } from './use-search-bar';

function storedPlaceLabel(stored: StoredLocation, messages: Messages): string {
  return stored.isOnline ? messages.onlineLocation : getNameFromSlug(stored.slug);
}

export default function FullSearchBar({ queryClient, ...props }: FullSearchBarProps) {
  return (
    <QueryClientProvider client={queryClient ?? getPageQueryClient()}>
      <SearchBarView {...props} />
    </QueryClientProvider>
  );
}

function SearchBarView(options: UseSearchBarOptions) {
  const messages = useDesignSystemMessages();
  const bar = useSearchBar(options);

  return (
    <>
      {bar.overlayShown && (
        <div {...bar.getOverlayProps()}>
          <Overlay />
        </div>
      )}
      <Root {...bar.getRootProps()} $raised={bar.overlayShown}>
        <VisuallyHidden as="label" {...bar.getLabelProps()}>
          {messages.searchEvents}
        </VisuallyHidden>
        <Field>
          <FieldIcon>
            <SearchIcon />
          </FieldIcon>
          {bar.chips.length > 0 && (
            <ChipList aria-label={messages.searchRefinements}>
              {bar.chips.map((chip) => (
                <Chip key={chip.phrase} title={chip.label}>
                  <ChipText>{chip.label}</ChipText>
                  <ChipRemove {...bar.getChipRemoveProps(chip)}>
                    <CloseIcon />
                  </ChipRemove>
                </Chip>
              ))}
            </ChipList>
          )}
          <FieldInput {...bar.getInputProps()} />
        </Field>
        <Panel $inline={bar.takeover} hidden={!bar.panelVisible}>
          {bar.hasHeader && (
            <PanelHeader>
              <span aria-hidden="true">{bar.sectionLabel}</span>
              {bar.canClear && <ClearButton {...bar.getClearProps()}>{messages.clearRecentSearches}</ClearButton>}
            </PanelHeader>
          )}
          {bar.failed && <ErrorText role="alert">{messages.searchFailed}</ErrorText>}
          <List {...bar.getMenuProps()}>
            {bar.isOpen &&
              bar.items.map((item, index) => {
                const where = item.kind === 'recent' && item.place ? storedPlaceLabel(item.place, messages) : '';
                return (
                  <Option
                    key={item.id}
                    $highlighted={bar.highlightedIndex === index}
                    {...bar.getItemProps({
                      item,
                      index,
                      'aria-label': where
                        ? formatMessage(messages.recentSearchIn, { text: item.text, place: where })
                        : undefined,
                    })}
                  >
                    <span>
                      {bar
                        .getTextParts(item.text)
                        .map((part, i) =>
                          part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                        )}
                    </span>
                    {where && <OptionPlace aria-hidden="true">{where}</OptionPlace>}
                  </Option>
                );
              })}
          </List>
        </Panel>
        <VisuallyHidden role="status" aria-live="polite">
          {bar.status}
        </VisuallyHidden>
      </Root>
    </>
  );
}
