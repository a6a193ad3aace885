import { EMPTY_FILTERS, clearedFilters, countFilters, filtersToParams, filtersToQuery, parseFilters } from './filterParams';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('filter parameters', () => {
  it('round-trips every filter through the URL', () => {
    const query =
      'q=ripasso&style=red,white&country=italien&region=venetien&grape=corvina&food=lamm,not&price_min=100&price_max=200&body_min=8&roughness_max=9&organic=1&new=1&assortment=FS,tse&sort=price';
    const filters = parse(query);
    expect(filters).toEqual({
      q: 'ripasso',
      style: ['red', 'white'],
      country: ['italien'],
      region: ['venetien'],
      grape: ['corvina'],
      food: ['lamm', 'not'],
      price: { min: 100, max: 200 },
      clocks: { body: { min: 8 }, roughness: { max: 9 } },
      organic: true,
      news: true,
      assortment: ['FS', 'TSE'],
      sort: 'price',
    });
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });

  it('drops malformed values from hand-edited links', () => {
    const filters = parse('style=red,purple&country=<script>&price_min=abc&body_min=40&sort=random&organic=yes');
    expect(filters.style).toEqual(['red']);
    expect(filters.country).toEqual([]);
    expect(filters.price).toEqual({});
    expect(filters.clocks).toEqual({ body: { min: 12 } });
    expect(filters.sort).toBeUndefined();
    expect(filters.organic).toBe(false);
  });

  it('reads the older fixed=1 as the fixed range and drops malformed codes', () => {
    expect(parse('fixed=1').assortment).toEqual(['FS']);
    expect(parse('assortment=FS,fsn,x1,<b>&fixed=1').assortment).toEqual(['FS', 'FSN']);
  });

  it('reads a reversed range the right way round', () => {
    expect(parse('price_min=300&price_max=100').price).toEqual({ min: 100, max: 300 });
  });

  it('keeps shared links short: nothing for empty filters', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersToParams({ ...EMPTY_FILTERS, q: '  barbera ' }).toString()).toBe('q=barbera');
  });

  it('maps filters to the API query', () => {
    expect(filtersToQuery(parse('q=barbera&style=red&fixed=1&organic=1&body_min=5&body_max=9&price_max=150'))).toEqual({
      search: 'barbera',
      style: ['red'],
      assortment: ['FS'],
      organic: true,
      body_min: 5,
      body_max: 9,
      price_max: 150,
    });
    // Relevance needs a search text.
    expect(filtersToQuery(parse('sort=relevance'))).toEqual({});
    expect(filtersToQuery(parse('q=x&sort=relevance'))).toEqual({ search: 'x', sort: 'relevance' });
  });

  it('counts chosen filters, not the search text or the sort', () => {
    expect(countFilters(parse('q=x&sort=name'))).toBe(0);
    expect(countFilters(parse('style=red,white&price_min=100&price_max=200&body_min=3&fixed=1'))).toBe(5);
    expect(countFilters(clearedFilters(parse('q=x&style=red&organic=1')))).toBe(0);
    expect(clearedFilters(parse('q=x&style=red')).q).toBe('x');
  });
});
