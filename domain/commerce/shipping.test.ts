import { describe, expect, it } from 'vitest';
import { deliveryQuote, type DeliveryZone } from './shipping';

const zone = (patch: Partial<DeliveryZone>): DeliveryZone => ({
  governorateId: 1,
  areaId: null,
  delivers: true,
  feePiastres: 4_000,
  freeOverPiastres: null,
  daysMin: 2,
  daysMax: 4,
  ...patch,
});

const address = { governorateId: 1, areaId: 10 };

describe('deliveryQuote', () => {
  it('prices an area by its own row before its governorate row', () => {
    const zones = [zone({}), zone({ areaId: 10, feePiastres: 2_500, daysMin: 1, daysMax: 1 })];
    expect(deliveryQuote(zones, 1, address, 10_000)).toEqual({
      delivers: true,
      free: false,
      feePiastres: 2_500,
      daysMin: 1,
      daysMax: 1,
    });
  });

  it('prices another area of the governorate by the governorate row', () => {
    const zones = [zone({}), zone({ areaId: 11, feePiastres: 2_500 })];
    expect(deliveryQuote(zones, 1, address, 10_000)).toMatchObject({ feePiastres: 4_000 });
  });

  it('falls back to the flat rule where the table has no row', () => {
    const zones = [zone({ governorateId: 2 })];
    expect(deliveryQuote(zones, 1, address, 0)).toEqual({
      delivers: true,
      free: false,
      feePiastres: 3_000,
      daysMin: 1,
      daysMax: 3,
    });
    expect(deliveryQuote([], 5, address, 0)).toMatchObject({ feePiastres: 6_000, daysMax: 5 });
    expect(deliveryQuote([], null, address, 0)).toMatchObject({ feePiastres: 6_000 });
  });

  it('refuses an address the store does not deliver to, even when its governorate delivers', () => {
    const zones = [zone({}), zone({ areaId: 10, delivers: false })];
    expect(deliveryQuote(zones, 1, address, 10_000)).toEqual({ delivers: false });
    expect(deliveryQuote([zone({ delivers: false })], 1, address, 0)).toEqual({
      delivers: false,
    });
  });

  it('ships free from the threshold on, and charges below it', () => {
    const zones = [zone({ freeOverPiastres: 50_000 })];
    expect(deliveryQuote(zones, 1, address, 50_000)).toMatchObject({ free: true, feePiastres: 0 });
    expect(deliveryQuote(zones, 1, address, 49_999)).toMatchObject({
      free: false,
      feePiastres: 4_000,
    });
  });
});
