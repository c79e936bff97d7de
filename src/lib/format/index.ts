export { formatAddress, formatMoney, formatNumber, localizeDigits } from './number';
export { composeAddress, type AddressParts } from './postal-address';
