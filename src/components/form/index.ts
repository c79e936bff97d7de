export { CodeField } from './code-field';
export { CodeInput } from './code-input';
export { FormAlert } from './form-alert';
export { FormField } from './form-field';
export { PasswordInput } from './password-input';
export { ChoiceField } from './choice-field';
export { FormStack } from './form-stack';
export { NewPasswordFields } from './new-password-fields';
export { DateParts, DatePartsField, isWholeDate, type YearRange } from './date-parts-field';
