import type { Language } from '@domain/status/statuses';
import { inLanguageDigits } from './number';

/** What an address is made of: the street line as typed, and the area and governorate names. */
export interface AddressParts {
  street: string;
  area?: { name: string } | null;
  governorate?: { name: string } | null;
}

/**
 * One address line in the page's language: the street line, then the area and governorate names
 * in that language, each once. A name the street line already spells (older rows typed "…، مصر
 * الجديدة، القاهرة" into it) is not repeated, and digits follow the language.
 */
export function composeAddress({ street, area, governorate }: AddressParts, language: Language) {
  const line = street.trim();
  const places = [area?.name, governorate?.name].filter(
    (name): name is string => Boolean(name) && !line.includes(name as string),
  );
  const separator = language === 'ar' ? '، ' : ', ';
  return inLanguageDigits([line, ...places].filter(Boolean).join(separator), language);
}
