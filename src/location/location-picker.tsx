/**
 * LocationPicker: the location selector beside the search (spec 2 "Search"). A combobox named
 * "Choose a location" showing the current place, with "Use my current location", recent places
 * and suggestions in its list; failures are announced in a live region (spec 8). Behaviour lives
 * in `useLocationPicker`, looks in `location-picker.styles.ts`.
 */
import { useId } from 'react';
import { VisuallyHidden } from '../design-system/visually-hidden';
import { truncateSecondaryText } from './place';
import {
  ErrorText,
  Field,
  Input,
  List,
  Option,
  OptionIcon,
  OptionText,
  PinSlot,
  Primary,
  Root,
  Secondary,
} from './location-picker.styles';
import { useLocationPicker, type LocationPickerItem, type UseLocationPickerOptions } from './use-location-picker';

export type LocationPickerProps = UseLocationPickerOptions;

const ICON_SIZE = 16;

function PinIcon() {
  return (
    <svg width={ICON_SIZE} height={ICON_SIZE} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a5 5 0 0 0-5 5c0 3.6 4.3 8.3 4.5 8.5a.7.7 0 0 0 1 0C8.7 14.3 13 9.6 13 6a5 5 0 0 0-5-5Zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z"
      />
    </svg>
  );
}

function CrosshairIcon() {
  return (
    <svg width={ICON_SIZE} height={ICON_SIZE} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <path stroke="currentColor" strokeWidth="1.5" d="M8 0v3M8 13v3M0 8h3M13 8h3" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg width={ICON_SIZE} height={ICON_SIZE} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M8 4.5V8l2.5 1.5" />
    </svg>
  );
}

const ICONS: Record<LocationPickerItem['kind'], () => React.JSX.Element> = {
  'current-location': CrosshairIcon,
  recent: ClockIcon,
  suggestion: PinIcon,
};

export function LocationPicker(props: LocationPickerProps) {
  const picker = useLocationPicker(props);
  const { messages } = picker;
  const messageId = `${useId()}-location-message`;

  return (
    <Root>
      <VisuallyHidden as="label" {...picker.getLabelProps()}>
        {messages.chooseLocation}
      </VisuallyHidden>
      <Field>
        <PinSlot>
          <PinIcon />
        </PinSlot>
        <Input
          type="text"
          placeholder={messages.chooseLocation}
          aria-busy={picker.isWaiting || undefined}
          {...picker.getInputProps(messageId)}
        />
      </Field>
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
      {/* Always mounted, so screen readers announce text that appears in them. */}
      <VisuallyHidden role="status">{picker.isWaiting ? messages.findingLocation : ''}</VisuallyHidden>
      <ErrorText id={messageId} role="alert">
        {picker.errorMessage}
      </ErrorText>
    </Root>
  );
}
