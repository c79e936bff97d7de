import type { Language } from '@domain/status/statuses';
import { formatNumber } from '@domain/format';
import { inLanguageDigits } from './number';

/** A line's name and quantity, «حذاء × ٣» / «Shoes × 3»: the quantity in the language's digits. */
export function withQuantity(name: string, quantity: number, language: Language): string {
  return `${name} × ${formatNumber(quantity, language)}`;
}

/**
 * A line's chosen values, «مقاس الحذاء: ٤٢ · اللون: أزرق»: typed values such as shoe sizes in the
 * language's digits, whichever digits the store wrote them in.
 */
export function chosenValues(
  values: readonly { attribute: string; name: string }[],
  language: Language,
): string {
  return values
    .map((value) => inLanguageDigits(`${value.attribute}: ${value.name}`, language))
    .join(' · ');
}
