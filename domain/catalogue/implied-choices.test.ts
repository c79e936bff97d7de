import { describe, expect, it } from 'vitest';
import { impliedChoices } from './implied-choices';

describe('[DOMAIN][ATTRIBUTES] choices made for the shopper', () => {
  it('chooses the only value of a required attribute, nothing else', () => {
    const chosen = impliedChoices([
      { id: 1, required: true, valueIds: [11] },
      { id: 2, required: true, valueIds: [21, 22] },
      { id: 3, required: false, valueIds: [31] },
    ]);
    expect([...chosen]).toEqual([[1, 11]]);
  });
});
