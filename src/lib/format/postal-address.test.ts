import { describe, expect, it } from 'vitest';
import { composeAddress } from './postal-address';

const heliopolis = {
  ar: { area: { name: 'مصر الجديدة' }, governorate: { name: 'القاهرة' } },
  en: { area: { name: 'Heliopolis' }, governorate: { name: 'Cairo' } },
};

describe('[ADDRESS] composeAddress', () => {
  it('adds the area and governorate in the page language after the street line', () => {
    expect(composeAddress({ street: '12 شارع الحجاز', ...heliopolis.ar }, 'ar')).toBe(
      '١٢ شارع الحجاز، مصر الجديدة، القاهرة',
    );
    expect(composeAddress({ street: '١٢ شارع الحجاز', ...heliopolis.en }, 'en')).toBe(
      '12 شارع الحجاز, Heliopolis, Cairo',
    );
  });

  it('names each place once when the street line already spells it', () => {
    expect(
      composeAddress({ street: '٤٥ شارع بغداد، مصر الجديدة، القاهرة', ...heliopolis.ar }, 'ar'),
    ).toBe('٤٥ شارع بغداد، مصر الجديدة، القاهرة');
  });

  it('leaves out what is missing', () => {
    expect(composeAddress({ street: '7 Nile St.', area: null, governorate: null }, 'en')).toBe(
      '7 Nile St.',
    );
    expect(composeAddress({ street: ' ', governorate: { name: 'Giza' } }, 'en')).toBe('Giza');
  });
});
