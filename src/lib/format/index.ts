export { formatAddress, formatMoney, formatNumber, localizeDigits } from './number';
