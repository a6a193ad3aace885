import { describe, expect, it } from 'vitest';
import { fullCatalogWines, wine } from '@/testing/recommendation-fixtures';
import { learnTypicalNotes, typicalNotes } from './typical-notes';

const syrah = (taste: string | null, region = 'Western Cape') => wine({ style: 'red', grapes: ['Syrah'], country: 'Sydafrika', region, taste });

describe('typical notes for a wine without a taste text', () => {
  it("names the aromas that recur in the taste texts of wines led by the same grape from the same region", () => {
    const texted = [
      syrah('Kryddig smak med inslag av björnbär, peppar och lakrits.'),
      syrah('Fruktig smak med inslag av björnbär, peppar, fat och plommon.'),
      syrah('Smak med inslag av peppar, björnbär och choklad.'),
      syrah('Smak med inslag av björnbär och fat.'),
      syrah('Smak med inslag av hallon och peppar.'),
    ];
    const silent = syrah(null);
    learnTypicalNotes([...texted, silent]);
    expect(typicalNotes(silent)).toBe('Syrah från Western Cape har ofta inslag av björnbär och peppar');
    expect(typicalNotes(texted[0]!)).toBeNull(); // its own text speaks for it
  });

  it('says nothing when too few wines like it have texts, rather than guess', () => {
    const silent = syrah(null, 'Swartland');
    learnTypicalNotes([syrah('Smak med inslag av björnbär.', 'Swartland'), silent]);
    expect(typicalNotes(silent)).toBeNull();
  });

  it('covers most wines of the full catalog that have no text but a grape or a region', () => {
    const wines = fullCatalogWines();
    const silent = wines.filter((w) => !w.taste && (w.grapes.length > 0 || (w.region && w.style !== 'other')));
    const covered = silent.filter((w) => typicalNotes(w) !== null);
    expect(covered.length / silent.length).toBeGreaterThan(0.5);
    const bordeaux = wines.find((w) => !w.taste && w.name === 'Ch Ausone');
    if (bordeaux) expect(typicalNotes(bordeaux)).toMatch(/^röda viner från Bordeaux har ofta inslag av /);
  });
});
