/**
 * The listing's filter form: search text, category, subcategory (of the chosen category), format,
 * date and price. Each select navigates as soon as it changes; the text goes on submit. The next
 * address always comes from getFilterChangeUrl, i.e. buildDiscoveryUrl.
 */
import { useId, type FormEvent } from 'react';
import type { ParsedDiscoveryUrl } from '../../../src/routes';
import {
  CATEGORIES,
  EXTRA_DESTINATIONS,
  FORMATS,
  PRICE_FILTERS,
  getPriceLabel,
  isFormatPluralSlug,
  isPresetDateFilterValue,
  isPriceFilter,
  isRefinementCategorySlug,
} from '../../../src/taxonomy';
import { DATE_OPTIONS, getDateLabel, getQueryText, getSubCategoryOptions, type FilterChange } from './discovery-route';
import { defaultMessages } from '../../../src/i18n';

export const FILTER_LABELS = {
  form: 'Filter events',
  query: 'Search events',
  submit: 'Search',
  category: 'Category',
  subcategory: 'Subcategory',
  format: 'Format',
  date: 'Date',
  price: 'Price',
  anyCategory: 'Any category',
  anySubcategory: 'Any subcategory',
  noSubcategories: 'Choose a category with subcategories first',
  anyFormat: 'Any format',
  anyDate: 'Any date',
  anyPrice: 'Any price',
  moreDestinations: 'More destinations',
} as const;

/** The `name` of each control, also used to give focus back after the address changes. */
export type FilterControlName = FilterChange['control'];

export interface DiscoveryFiltersProps {
  parsed: ParsedDiscoveryUrl;
  onChange: (change: FilterChange) => void;
}

export function DiscoveryFilters({ parsed, onChange }: DiscoveryFiltersProps) {
  const id = useId();
  const subcategories = getSubCategoryOptions(parsed.category);
  const selectedSub = parsed.subcategories.length === 1 ? String(parsed.subcategories[0]) : '';
  const customDate = parsed.date?.value === 'custom_date' ? parsed.date : undefined;
  const queryText = getQueryText(parsed) ?? '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('query');
    onChange({ control: 'query', value: typeof value === 'string' ? value : '' });
  };

  return (
    <form className="discovery-filters" role="search" aria-label={FILTER_LABELS.form} onSubmit={onSubmit}>
      <div className="discovery-field discovery-field--query">
        <label htmlFor={`${id}-query`}>{FILTER_LABELS.query}</label>
        <div className="discovery-query">
          {/* Keyed by the address's query so back/forward shows the listing's own text. */}
          <input
            key={queryText}
            id={`${id}-query`}
            name="query"
            type="search"
            defaultValue={queryText}
            autoComplete="off"
          />
          <button type="submit" className="demo-button">
            {FILTER_LABELS.submit}
          </button>
        </div>
      </div>
      <div className="discovery-field">
        <label htmlFor={`${id}-category`}>{FILTER_LABELS.category}</label>
        <select
          id={`${id}-category`}
          name="category"
          value={parsed.category ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ control: 'category', value: isRefinementCategorySlug(value) ? value : undefined });
          }}
        >
          <option value="">{FILTER_LABELS.anyCategory}</option>
          {CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.title}
            </option>
          ))}
          <optgroup label={FILTER_LABELS.moreDestinations}>
            {EXTRA_DESTINATIONS.map((destination) => (
              <option key={destination.slug} value={destination.slug}>
                {destination.title}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="discovery-field">
        <label htmlFor={`${id}-subcategory`}>{FILTER_LABELS.subcategory}</label>
        <select
          id={`${id}-subcategory`}
          name="subcategory"
          value={subcategories.some((s) => String(s.numericId) === selectedSub) ? selectedSub : ''}
          disabled={subcategories.length === 0}
          onChange={(event) => {
            const value = Number(event.target.value);
            onChange({
              control: 'subcategory',
              value: event.target.value && Number.isInteger(value) ? value : undefined,
            });
          }}
        >
          <option value="">
            {subcategories.length === 0 ? FILTER_LABELS.noSubcategories : FILTER_LABELS.anySubcategory}
          </option>
          {subcategories.map((sub) => (
            <option key={sub.numericId} value={String(sub.numericId)}>
              {sub.title}
            </option>
          ))}
        </select>
      </div>
      <div className="discovery-field">
        <label htmlFor={`${id}-format`}>{FILTER_LABELS.format}</label>
        <select
          id={`${id}-format`}
          name="format"
          value={parsed.format ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ control: 'format', value: isFormatPluralSlug(value) ? value : undefined });
          }}
        >
          <option value="">{FILTER_LABELS.anyFormat}</option>
          {FORMATS.map((format) => (
            <option key={format.pluralSlug} value={format.pluralSlug}>
              {format.name}
            </option>
          ))}
        </select>
      </div>
      <div className="discovery-field">
        <label htmlFor={`${id}-date`}>{FILTER_LABELS.date}</label>
        <select
          id={`${id}-date`}
          name="date"
          value={customDate ? 'custom_date' : (parsed.date?.value ?? '')}
          onChange={(event) => {
            const value = event.target.value;
            if (value === 'custom_date' && customDate) onChange({ control: 'date', value: customDate });
            else onChange({ control: 'date', value: isPresetDateFilterValue(value) ? { value } : undefined });
          }}
        >
          <option value="">{FILTER_LABELS.anyDate}</option>
          {DATE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {customDate ? <option value="custom_date">{getDateLabel(customDate)}</option> : null}
        </select>
      </div>
      <div className="discovery-field">
        <label htmlFor={`${id}-price`}>{FILTER_LABELS.price}</label>
        <select
          id={`${id}-price`}
          name="price"
          value={parsed.price ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ control: 'price', value: isPriceFilter(value) ? value : undefined });
          }}
        >
          <option value="">{FILTER_LABELS.anyPrice}</option>
          {PRICE_FILTERS.map((price) => (
            <option key={price.value} value={price.value}>
              {getPriceLabel(price.value, defaultMessages)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
