import { useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import type { FacetOption, ProductFacetsResponse } from '@vinkompassen/shared-contracts/schemas';
import { PRICE_BANDS } from '@vinkompassen/shared-contracts';
import { Skeleton } from '@vinkompassen/ui-kit';
import { FoodIcon } from '../taste';
import { TEXTS, FILTER_TEXTS } from '../texts';
import { CLOCK_FILTERS, STYLES, toggle, type Range, type WineFilters } from './filterParams';
import './filters.css';

interface FilterPanelProps {
  filters: WineFilters;
  onChange: (filters: WineFilters) => void;
  /** Counts per option under the current filters (GET /api/v1/product/facets/); undefined until the first answer. */
  facets?: ProductFacetsResponse;
  /** Told whether the typed price range is impossible (highest below lowest), so nothing offers to show wines. */
  onPriceError?: (impossible: boolean) => void;
}

const GRAPES_SHOWN = 8;
const COUNTRIES_SHOWN = 12;
const CLOCK_VALUES = Array.from({ length: 12 }, (_, i) => i + 1);
/** How long typing may pause before a price is applied. */
export const PRICE_SETTLE_MS = 600;

const countOf = (options: FacetOption[] | undefined, value: string) => options?.find((o) => o.value === value)?.count;

/** Every filter of the wine search, each option with its count: style, price, country/region, grape, taste clocks, food, other flags, assortment. */
export function FilterPanel({ filters: urlFilters, onChange, facets, onPriceError }: FilterPanelProps) {
  const [allGrapes, setAllGrapes] = useState(false);
  const [allCountries, setAllCountries] = useState(false);
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

  // Options without wines under the other filters are left out (a chosen one stays, so it can be unchosen).
  const grapeList = withWines(facets?.grape ?? [], filters.grape);
  // Chosen grapes stay visible even when the list is folded (the API lists the commonest first).
  const shownGrapes = allGrapes ? grapeList : grapeList.filter((g, i) => i < GRAPES_SHOWN || filters.grape.includes(g.value));
  const countryList = withWines(facets?.country ?? [], filters.country);
  // Folded: the countries with the most wines, in the list's (alphabetical) order, and the chosen ones.
  const biggest = new Set([...countryList].sort((a, b) => b.count - a.count).slice(0, COUNTRIES_SHOWN).map((c) => c.value));
  const shownCountries = allCountries ? countryList : countryList.filter((c) => biggest.has(c.value) || filters.country.includes(c.value));
  const regionsOf = (country: string) =>
    withWines((facets?.region ?? []).filter((r) => r.country === country && r.level === 1), filters.region);
  const assortments = assortmentOptions(facets?.assortment ?? []);

  return (
    <div className="disc-filters">
      <FilterGroup legend={FILTER_TEXTS.style}>
        <div className="disc-chips">
          {STYLES.map((style) => (
            <Check
              key={style}
              chip
              label={facets?.style.find((o) => o.value === style)?.label ?? TEXTS.styles[style]}
              count={countOf(facets?.style, style)}
              checked={filters.style.includes(style)}
              onChange={() => set((f) => ({ style: toggle(f.style, style) }))}
            />
          ))}
        </div>
      </FilterGroup>

      <FilterGroup legend={FILTER_TEXTS.price}>
        <div className="disc-chips" role="group" aria-label={FILTER_TEXTS.priceBands}>
          {PRICE_BANDS.map((band, i) => {
            const checked = filters.price.min === band.min && filters.price.max === (band.max ?? undefined);
            return (
              <Check
                key={band.min}
                chip
                label={FILTER_TEXTS.priceBand(band.min, band.max)}
                count={facets?.price[i]?.count}
                checked={checked}
                onChange={() =>
                  set(() => ({ price: checked ? {} : { min: band.min, ...(band.max !== null && { max: band.max }) } }))
                }
              />
            );
          })}
        </div>
        <PriceRange value={filters.price} onChange={(price) => set(() => ({ price }))} onError={onPriceError} />
      </FilterGroup>

      <FilterGroup legend={FILTER_TEXTS.country}>
        {!facets ? (
          <Skeleton lines={3} />
        ) : (
          <>
            <ul className="disc-check-list">
              {shownCountries.map((country) => {
                const checked = filters.country.includes(country.value);
                const regions = regionsOf(country.value);
                return (
                  <li key={country.value}>
                    <Check
                      label={country.label}
                      count={country.count}
                      checked={checked}
                      onChange={() =>
                        set((f) => ({
                          country: toggle(f.country, country.value),
                          // Regions of a country that is no longer chosen would hide every wine.
                          region: checked ? f.region.filter((r) => !regions.some((cr) => cr.value === r)) : f.region,
                        }))
                      }
                    />
                    {checked && regions.length > 0 && (
                      <ul className="disc-check-list disc-check-list--nested" aria-label={FILTER_TEXTS.regionsOf(country.label)}>
                        {regions.map((region) => (
                          <li key={region.value}>
                            <Check
                              label={region.label}
                              count={region.count}
                              checked={filters.region.includes(region.value)}
                              onChange={() => set((f) => ({ region: toggle(f.region, region.value) }))}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
            {!allCountries && countryList.length > shownCountries.length && (
              <button type="button" className="vk-link-button" onClick={() => setAllCountries(true)}>
                {FILTER_TEXTS.showAllCountries(countryList.length)}
              </button>
            )}
          </>
        )}
      </FilterGroup>

      <FilterGroup legend={FILTER_TEXTS.grape}>
        {!facets ? (
          <Skeleton lines={3} />
        ) : (
          <>
            <ul className="disc-check-list disc-check-list--columns">
              {shownGrapes.map((grape) => (
                <li key={grape.value}>
                  <Check
                    label={grape.label}
                    count={grape.count}
                    checked={filters.grape.includes(grape.value)}
                    onChange={() => set((f) => ({ grape: toggle(f.grape, grape.value) }))}
                  />
                </li>
              ))}
            </ul>
            {!allGrapes && grapeList.length > shownGrapes.length && (
              <button type="button" className="vk-link-button" onClick={() => setAllGrapes(true)}>
                {FILTER_TEXTS.showAllGrapes(grapeList.length)}
              </button>
            )}
          </>
        )}
      </FilterGroup>

      <FilterGroup legend={FILTER_TEXTS.taste} description={FILTER_TEXTS.tasteIntro}>
        <div className="disc-clock-filters">
          {CLOCK_FILTERS.map((key) => (
            <ClockRange
              key={key}
              label={TEXTS.clocks[key]}
              value={filters.clocks[key] ?? {}}
              counts={facets?.clocks[key]}
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

      <FilterGroup legend={FILTER_TEXTS.food}>
        {!facets ? (
          <Skeleton lines={2} />
        ) : (
          <div className="disc-chips">
            {facets.food.map((tag) => (
              <Check
                key={tag.value}
                chip
                icon={<FoodIcon slug={tag.value} />}
                label={tag.label}
                count={tag.count}
                checked={filters.food.includes(tag.value)}
                onChange={() => set((f) => ({ food: toggle(f.food, tag.value) }))}
              />
            ))}
          </div>
        )}
      </FilterGroup>

      <FilterGroup legend={FILTER_TEXTS.other}>
        <div className="disc-chips">
          <Check chip label={FILTER_TEXTS.organic} count={facets?.organic} checked={filters.organic} onChange={() => set((f) => ({ organic: !f.organic }))} />
          <Check chip label={FILTER_TEXTS.news} count={facets?.new} checked={filters.news} onChange={() => set((f) => ({ news: !f.news }))} />
        </div>
      </FilterGroup>

      <FilterGroup legend={FILTER_TEXTS.assortment}>
        {!facets ? (
          <Skeleton lines={2} />
        ) : (
          <ul className="disc-check-list">
            {assortments.map((a) => {
              const checked = a.codes.some((code) => filters.assortment.includes(code));
              return (
                <li key={a.label}>
                  <Check
                    label={a.label}
                    count={a.count}
                    checked={checked}
                    onChange={() =>
                      set((f) => ({
                        assortment: checked ? f.assortment.filter((code) => !a.codes.includes(code)) : [...f.assortment, ...a.codes],
                      }))
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </FilterGroup>
    </div>
  );
}

const withWines = <T extends FacetOption>(options: T[], chosen: readonly string[]): T[] =>
  options.filter((o) => o.count > 0 || chosen.includes(o.value));

/**
 * Assortment options by Systembolaget's own name: codes sharing one (FS, FSN and FSB are all 'Fast sortiment')
 * are one option that chooses them all, in the API's order.
 */
export function assortmentOptions(options: FacetOption[]): { label: string; codes: string[]; count: number }[] {
  const byLabel = new Map<string, { label: string; codes: string[]; count: number }>();
  for (const o of options) {
    const label = FILTER_TEXTS.assortments[o.value] ?? o.label;
    const group = byLabel.get(label) ?? { label, codes: [], count: 0 };
    group.codes.push(o.value);
    group.count += o.count;
    byLabel.set(label, group);
  }
  return [...byLabel.values()];
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
  const empty = count === 0 && !checked;
  return (
    <label className={`${chip ? 'disc-chip' : 'disc-check'}${empty ? ' disc-option--empty' : ''}`}>
      <input type="checkbox" checked={checked} onChange={onChange} disabled={empty} />
      {icon && <span className="disc-chip__icon">{icon}</span>}
      <span className="disc-check__label">{label}</span>
      {count !== undefined && (
        <>
          {' '}
          <span className="disc-check__count">({count})</span>
        </>
      )}
    </label>
  );
}

const parsePrice = (text: string): number | undefined | null => {
  if (text.trim() === '') return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : null;
};
const priceText = (n: number | undefined) => (n === undefined ? '' : String(n));

/**
 * Lowest/highest price. What is typed is never rewritten: the range is checked and applied when the
 * user is done (blur, Enter or a pause of PRICE_SETTLE_MS), and a reversed range is shown as an error
 * instead of being applied.
 */
function PriceRange({ value, onChange, onError }: { value: Range; onChange: (r: Range) => void; onError?: ((impossible: boolean) => void) | undefined }) {
  const [draft, setDraft] = useState({ min: priceText(value.min), max: priceText(value.max) });
  const [error, setError] = useState(false);
  useEffect(() => onError?.(error), [error, onError]);
  const errorId = useId();
  const applied = useRef(value);
  // A change from outside (a price band, "Rensa filter", back/forward) replaces the fields.
  if (applied.current.min !== value.min || applied.current.max !== value.max) {
    applied.current = value;
    const next = { min: priceText(value.min), max: priceText(value.max) };
    if (next.min !== draft.min || next.max !== draft.max) {
      setDraft(next);
      setError(false);
    }
  }
  const commit = (d = draft) => {
    const min = parsePrice(d.min);
    const max = parsePrice(d.max);
    if (min === null || max === null) return;
    const reversed = min !== undefined && max !== undefined && max < min;
    setError(reversed);
    if (reversed || (min === value.min && max === value.max)) return;
    const next: Range = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
    applied.current = next;
    onChange(next);
  };
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const edit = (key: 'min' | 'max', text: string) => {
    const next = { ...draft, [key]: text };
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestCommit.current(next), PRICE_SETTLE_MS);
  };
  const done = () => {
    clearTimeout(timer.current);
    commit();
  };
  return (
    <>
      <div className="disc-range-inputs">
        <NumberField label={FILTER_TEXTS.priceMin} value={draft.min} onChange={(t) => edit('min', t)} onDone={done} />
        <NumberField
          label={FILTER_TEXTS.priceMax}
          value={draft.max}
          onChange={(t) => edit('max', t)}
          onDone={done}
          invalid={error}
          describedBy={error ? errorId : undefined}
        />
      </div>
      <p id={errorId} className="vk-field__error disc-range-error" role="alert">
        {error ? FILTER_TEXTS.priceRangeError : ''}
      </p>
    </>
  );
}

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onDone: () => void;
  invalid?: boolean;
  describedBy?: string;
}

function NumberField({ label, value, onChange, onDone, invalid, describedBy }: NumberFieldProps) {
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
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onDone}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onDone();
        }}
      />
    </div>
  );
}

interface ClockRangeProps {
  label: string;
  value: Range;
  /** Wines per clock value 1–12 under the other filters. */
  counts?: number[];
  onChange: (r: Range) => void;
}

function ClockRange({ label, value, counts, onChange }: ClockRangeProps) {
  const id = useId();
  const parse = (v: string) => (v === '' ? undefined : Number(v));
  // How many wines a choice would give: the values from..to inclusive.
  const between = (from: number, to: number) => (counts ? counts.slice(from - 1, to).reduce((a, b) => a + b, 0) : undefined);
  const option = (n: number, count: number | undefined, selected: boolean) => (
    <option key={n} value={n} disabled={count === 0 && !selected}>
      {FILTER_TEXTS.clockOption(n, count)}
    </option>
  );
  return (
    <div className="disc-clock-range" role="group" aria-labelledby={id}>
      <span id={id} className="disc-clock-range__label">
        {label}
      </span>
      <label>
        <span aria-hidden="true">{FILTER_TEXTS.from}</span>
        <select aria-label={`${label} ${FILTER_TEXTS.from.toLowerCase()}`} value={value.min ?? ''} onChange={(e) => onChange({ ...value, min: parse(e.target.value) })}>
          <option value="">{FILTER_TEXTS.any}</option>
          {CLOCK_VALUES.filter((n) => value.max === undefined || n <= value.max).map((n) =>
            option(n, between(n, value.max ?? 12), value.min === n),
          )}
        </select>
      </label>
      <label>
        <span aria-hidden="true">{FILTER_TEXTS.to}</span>
        <select aria-label={`${label} ${FILTER_TEXTS.to.toLowerCase()}`} value={value.max ?? ''} onChange={(e) => onChange({ ...value, max: parse(e.target.value) })}>
          <option value="">{FILTER_TEXTS.any}</option>
          {CLOCK_VALUES.filter((n) => value.min === undefined || n >= value.min).map((n) =>
            option(n, between(value.min ?? 1, n), value.max === n),
          )}
        </select>
      </label>
    </div>
  );
}
