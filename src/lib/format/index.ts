export { formatMoney, formatNumber, localizeDigits } from './number';
