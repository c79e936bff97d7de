export {
  formatAddress,
  formatMoney,
  formatNumber,
  inLanguageDigits,
  localizeDigits,
} from './number';
export { chosenValues, withQuantity } from './line-item';
export { composeAddress, type AddressParts } from './postal-address';
