export {
  formatAddress,
  formatMoney,
  formatNumber,
  inLanguageDigits,
  localizeDigits,
} from './number';
export { composeAddress, type AddressParts } from './postal-address';
