import { describe, expect, it } from 'vitest';
import { DISTRICTS, districtNamed, insideBorder } from './districts';

describe('districts', () => {
  it('knows a district by its name, another name, without diacritics and with a typo or two', () => {
    expect(districtNamed('Södermalm')?.name).toBe('Södermalm');
    expect(districtNamed('  sodermalm ')?.name).toBe('Södermalm');
    expect(districtNamed('Söder')?.name).toBe('Södermalm');
    expect(districtNamed('Södermlam')?.name).toBe('Södermalm');
    expect(districtNamed('Oestermalm')?.name).toBe('Östermalm');
    expect(districtNamed('Hisingen')?.city).toBe('Göteborg');
    expect(districtNamed('Södermanland')).toBeNull();
    expect(districtNamed('Stockholm')).toBeNull();
  });

  it('tells inside from outside a border', () => {
    const soder = DISTRICTS.find((d) => d.name === 'Södermalm')!.border;
    expect(insideBorder(59.3143, 18.0751, soder)).toBe(true); // Medborgarplatsen
    expect(insideBorder(59.3097, 18.0222, soder)).toBe(false); // Liljeholmen, across Årstaviken
    expect(insideBorder(59.3023, 18.1034, soder)).toBe(false); // Hammarby sjöstad
    expect(insideBorder(59.3325, 18.0623, soder)).toBe(false); // Sergels torg
  });

  it('no two districts overlap at a corner of another', () => {
    for (const a of DISTRICTS) {
      for (const b of DISTRICTS) {
        if (a === b) continue;
        for (const [lat, lon] of a.border) {
          // A corner may lie on a shared border, but not well inside another district.
          const nudged: [number, number][] = [[lat + 0.0005, lon], [lat - 0.0005, lon], [lat, lon + 0.001], [lat, lon - 0.001]];
          expect(nudged.every(([y, x]) => insideBorder(y, x, b.border)), `${a.name} in ${b.name}`).toBe(false);
        }
      }
    }
  });
});
