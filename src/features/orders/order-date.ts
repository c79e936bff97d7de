/** An order's date and time in the reader's language (Arabic-Indic digits in Arabic). */
export function formatOrderDate(value: string, language: 'ar' | 'en') {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
}
