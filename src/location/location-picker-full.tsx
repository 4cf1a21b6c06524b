/**
 * FullLocationPicker: the location selector beside the search (product routes: "Search"). A combobox named
 * "Choose a location" showing the current place, with "Use my current location", recent places
 * and suggestions in its list; failures are announced in a live region (product error catalogue). Behaviour lives
 * in `useLocationPicker`, looks in `location-picker.styles.ts`; its suggestions are cached on the
 * page's one query client, the search's too.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { VisuallyHidden } from '../design-system/visually-hidden';
import { getPageQueryClient } from '../lib/query-client';
import { truncateSecondaryText } from './picked-place';
import {
  ErrorText,
  List,
  Option,
  OptionIcon,
  OptionText,
  Popup,
  Primary,
  Secondary,
} from './location-picker-list.styles';
import { Field, FieldIcon, FieldInput, type FieldHandOver } from '../design-system/combobox-field';
import { Root } from './location-picker.styles';
import { PinIcon } from './location-picker-icons';
import { ClockIcon, CrosshairIcon } from './location-picker-list-icons';
import { useLocationPicker, type LocationPickerItem, type UseLocationPickerOptions } from './use-location-picker';

export interface LocationPickerProps extends UseLocationPickerOptions {
  /** The suggestion cache; default one per page. */
  queryClient?: QueryClient;
}

export interface FullLocationPickerProps extends LocationPickerProps {
  /** Set by `LocationPicker` when this picker replaces its first-render input. */
  handOver?: FieldHandOver;
}

const ICONS: Record<LocationPickerItem['kind'], () => React.JSX.Element> = {
  'current-location': CrosshairIcon,
  recent: ClockIcon,
  suggestion: PinIcon,
};

export function FullLocationPicker({ queryClient, ...props }: FullLocationPickerProps) {
  return (
    <QueryClientProvider client={queryClient ?? getPageQueryClient()}>
      <LocationPickerView {...props} />
    </QueryClientProvider>
  );
}

function LocationPickerView({ handOver, ...props }: Omit<FullLocationPickerProps, 'queryClient'>) {
  const picker = useLocationPicker(props, handOver);
  const { messages } = picker;
  const messageId = `${useId()}-location-message`;

  return (
    <Root>
      <VisuallyHidden as="label" {...picker.getLabelProps()}>
        {messages.chooseLocation}
      </VisuallyHidden>
      <Field>
        <FieldIcon>
          <PinIcon />
        </FieldIcon>
        <FieldInput
          type="text"
          placeholder={messages.chooseLocation}
          aria-busy={picker.isWaiting || undefined}
          {...picker.getInputProps(messageId)}
        />
      </Field>
      {/* Always mounted, so screen readers announce text that appears in them. */}
      <VisuallyHidden role="status">{picker.isWaiting ? messages.findingLocation : ''}</VisuallyHidden>
      <Popup>
        <ErrorText id={messageId} role="alert">
          {picker.errorMessage}
        </ErrorText>
        <List {...picker.getMenuProps()} hidden={!picker.isOpen}>
          {picker.isOpen
            ? picker.items.map((item, index) => {
                const Icon = ICONS[item.kind];
                return (
                  <Option
                    key={item.kind === 'current-location' ? item.kind : `${item.kind}-${item.suggestion.value}`}
                    $highlighted={picker.highlightedIndex === index}
                    {...picker.getItemProps({ item, index })}
                  >
                    <OptionIcon>
                      <Icon />
                    </OptionIcon>
                    {item.kind === 'current-location' ? (
                      <OptionText>
                        <Primary>{messages.useMyCurrentLocation}</Primary>
                      </OptionText>
                    ) : (
                      <OptionText>
                        <Primary>{item.suggestion.content}</Primary>
                        {item.suggestion.secondaryContent ? (
                          <Secondary>{truncateSecondaryText(item.suggestion.secondaryContent)}</Secondary>
                        ) : null}
                        {item.kind === 'recent' ? <VisuallyHidden>{messages.recentLocation}</VisuallyHidden> : null}
                      </OptionText>
                    )}
                  </Option>
                );
              })
            : null}
        </List>
      </Popup>
    </Root>
  );
}
