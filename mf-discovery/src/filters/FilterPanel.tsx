import { useId, useReducer, useRef, useState, type ReactNode } from 'react';
import { useGetCountriesQuery, useGetGrapesQuery, useGetTagCategoriesQuery } from '@vinkompassen/shared-contracts';
import { FoodIcon } from '../taste/foodIcons';
import { TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { Skeleton } from '../ui/states';
import { CLOCK_FILTERS, STYLES, toggle, type Range, type WineFilters } from './filterParams';
import './filters.css';

interface FilterPanelProps {
  filters: WineFilters;
  onChange: (filters: WineFilters) => void;
}

const GRAPES_SHOWN = 8;
const CLOCK_VALUES = Array.from({ length: 12 }, (_, i) => i + 1);

/** Every filter of the wine search: style, country/region, grape, price, taste clocks, food, organic, news, fixed range. */
export function FilterPanel({ filters: urlFilters, onChange }: FilterPanelProps) {
  const countries = useGetCountriesQuery();
  const grapes = useGetGrapesQuery({ page_size: 100 });
  const food = useGetTagCategoriesQuery({ slug: 'mat' });
  useErrorBanner(countries.error ?? grapes.error ?? food.error);
  const [allGrapes, setAllGrapes] = useState(false);
  // The URL is the source of truth but updates a moment after each change: show a change at once, and
  // let quick successive clicks build on each other rather than on an older render's filters.
  const latest = useRef({ key: '', value: urlFilters });
  const urlKey = JSON.stringify(urlFilters);
  if (latest.current.key !== urlKey) latest.current = { key: urlKey, value: urlFilters };
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const filters = latest.current.value;
  const set = (patch: (current: WineFilters) => Partial<WineFilters>) => {
    const next = { ...latest.current.value, ...patch(latest.current.value) };
    latest.current = { key: latest.current.key, value: next };
    rerender();
    onChange(next);
  };

  const foodTags = food.data?.find((c) => c.slug === 'mat')?.tags ?? [];
  const grapeList = grapes.data?.results ?? [];
  // Chosen grapes stay visible even when the list is folded.
  const shownGrapes = allGrapes ? grapeList : grapeList.filter((g, i) => i < GRAPES_SHOWN || filters.grape.includes(g.slug));

  return (
    <div className="disc-filters">
      <FilterGroup legend={TEXTS.filter.style}>
        <div className="disc-chips">
          {STYLES.map((style) => (
            <Check
              key={style}
              chip
              label={TEXTS.styles[style]}
              checked={filters.style.includes(style)}
              onChange={() => set((f) => ({ style: toggle(f.style, style) }))}
            />
          ))}
        </div>
      </FilterGroup>

      <FilterGroup legend={TEXTS.filter.price}>
        <div className="disc-range-inputs">
          <NumberField
            label={TEXTS.filter.priceMin}
            value={filters.price.min}
            onChange={(min) => set((f) => ({ price: { ...f.price, min } }))}
          />
          <NumberField
            label={TEXTS.filter.priceMax}
            value={filters.price.max}
            onChange={(max) => set((f) => ({ price: { ...f.price, max } }))}
          />
        </div>
      </FilterGroup>

      <FilterGroup legend={TEXTS.filter.country}>
        {countries.isLoading ? (
          <Skeleton lines={3} />
        ) : (
          <ul className="disc-check-list">
            {countries.data?.map((country) => {
              const checked = filters.country.includes(country.slug);
              return (
                <li key={country.slug}>
                  <Check
                    label={country.name}
                    count={country.product_count}
                    checked={checked}
                    onChange={() =>
                      set((f) => ({
                        country: toggle(f.country, country.slug),
                        // Regions of a country that is no longer chosen would hide every wine.
                        region: checked
                          ? f.region.filter((r) => !country.regions.some((cr) => cr.slug === r))
                          : f.region,
                      }))
                    }
                  />
                  {checked && country.regions.length > 0 && (
                    <ul className="disc-check-list disc-check-list--nested" aria-label={TEXTS.filter.regionsOf(country.name)}>
                      {country.regions.map((region) => (
                        <li key={region.slug}>
                          <Check
                            label={region.name}
                            count={region.product_count}
                            checked={filters.region.includes(region.slug)}
                            onChange={() => set((f) => ({ region: toggle(f.region, region.slug) }))}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </FilterGroup>

      <FilterGroup legend={TEXTS.filter.grape}>
        {grapes.isLoading ? (
          <Skeleton lines={3} />
        ) : (
          <>
            <ul className="disc-check-list disc-check-list--columns">
              {shownGrapes.map((grape) => (
                <li key={grape.slug}>
                  <Check
                    label={grape.name}
                    count={grape.product_count}
                    checked={filters.grape.includes(grape.slug)}
                    onChange={() => set((f) => ({ grape: toggle(f.grape, grape.slug) }))}
                  />
                </li>
              ))}
            </ul>
            {!allGrapes && grapeList.length > shownGrapes.length && (
              <button type="button" className="vk-link-button" onClick={() => setAllGrapes(true)}>
                {TEXTS.filter.showAllGrapes(grapeList.length)}
              </button>
            )}
          </>
        )}
      </FilterGroup>

      <FilterGroup legend={TEXTS.filter.taste} description={TEXTS.filter.tasteIntro}>
        <div className="disc-clock-filters">
          {CLOCK_FILTERS.map((key) => (
            <ClockRange
              key={key}
              label={TEXTS.clocks[key]}
              value={filters.clocks[key] ?? {}}
              onChange={(range) =>
                set((f) => {
                  const clocks = { ...f.clocks };
                  if (range.min === undefined && range.max === undefined) delete clocks[key];
                  else clocks[key] = range;
                  return { clocks };
                })
              }
            />
          ))}
        </div>
      </FilterGroup>

      <FilterGroup legend={TEXTS.filter.food}>
        {food.isLoading ? (
          <Skeleton lines={2} />
        ) : (
          <div className="disc-chips">
            {foodTags.map((tag) => (
              <Check
                key={tag.slug}
                chip
                icon={<FoodIcon slug={tag.slug} />}
                label={tag.name}
                count={tag.product_count}
                checked={filters.food.includes(tag.slug)}
                onChange={() => set((f) => ({ food: toggle(f.food, tag.slug) }))}
              />
            ))}
          </div>
        )}
      </FilterGroup>

      <FilterGroup legend={TEXTS.filter.other}>
        <div className="disc-chips">
          <Check chip label={TEXTS.filter.organic} checked={filters.organic} onChange={() => set((f) => ({ organic: !f.organic }))} />
          <Check chip label={TEXTS.filter.news} checked={filters.news} onChange={() => set((f) => ({ news: !f.news }))} />
          <Check chip label={TEXTS.filter.fixedRange} checked={filters.fixed} onChange={() => set((f) => ({ fixed: !f.fixed }))} />
        </div>
      </FilterGroup>
    </div>
  );
}

function FilterGroup({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  const descriptionId = useId();
  return (
    <fieldset className="disc-filter-group" aria-describedby={description ? descriptionId : undefined}>
      <legend className="disc-filter-group__legend">{legend}</legend>
      {description && (
        <p id={descriptionId} className="disc-muted disc-filter-group__description">
          {description}
        </p>
      )}
      {children}
    </fieldset>
  );
}

interface CheckProps {
  label: string;
  checked: boolean;
  onChange: () => void;
  count?: number;
  chip?: boolean;
  icon?: ReactNode;
}

function Check({ label, checked, onChange, count, chip, icon }: CheckProps) {
  return (
    <label className={chip ? 'disc-chip' : 'disc-check'}>
      <input type="checkbox" checked={checked} onChange={onChange} />
      {icon && <span className="disc-chip__icon">{icon}</span>}
      <span className="disc-check__label">{label}</span>
      {count !== undefined && <span className="disc-check__count"> ({count})</span>}
    </label>
  );
}

function NumberField({ label, value, onChange }: { label: string; value?: number; onChange: (v: number | undefined) => void }) {
  const id = useId();
  return (
    <div className="vk-field disc-number-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={10}
        value={value ?? ''}
        onChange={(e) => {
          const n = e.target.value === '' ? undefined : Number(e.target.value);
          onChange(n === undefined || !Number.isFinite(n) || n < 0 ? undefined : n);
        }}
      />
    </div>
  );
}

function ClockRange({ label, value, onChange }: { label: string; value: Range; onChange: (r: Range) => void }) {
  const id = useId();
  const parse = (v: string) => (v === '' ? undefined : Number(v));
  return (
    <div className="disc-clock-range" role="group" aria-labelledby={id}>
      <span id={id} className="disc-clock-range__label">
        {label}
      </span>
      <label>
        <span aria-hidden="true">{TEXTS.filter.from}</span>
        <select aria-label={`${label} ${TEXTS.filter.from.toLowerCase()}`} value={value.min ?? ''} onChange={(e) => onChange({ ...value, min: parse(e.target.value) })}>
          <option value="">{TEXTS.filter.any}</option>
          {CLOCK_VALUES.filter((n) => value.max === undefined || n <= value.max).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span aria-hidden="true">{TEXTS.filter.to}</span>
        <select aria-label={`${label} ${TEXTS.filter.to.toLowerCase()}`} value={value.max ?? ''} onChange={(e) => onChange({ ...value, max: parse(e.target.value) })}>
          <option value="">{TEXTS.filter.any}</option>
          {CLOCK_VALUES.filter((n) => value.min === undefined || n >= value.min).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
