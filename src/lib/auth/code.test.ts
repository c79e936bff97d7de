import { describe, expect, it } from 'vitest';
import { normaliseCode } from './code';

describe('[AUTH][CODE] what a code field keeps', () => {
  it('turns Arabic-Indic digits into ASCII', () => {
    expect(normaliseCode('١٢٣٤٥٦')).toBe('123456');
    expect(normaliseCode('۱۲۳۴۵۶')).toBe('123456');
  });

  it('keeps the digits of a pasted message and stops at six', () => {
    expect(normaliseCode('Your code is 482 913.')).toBe('482913');
    expect(normaliseCode('12-34-56-78')).toBe('123456');
  });
});
