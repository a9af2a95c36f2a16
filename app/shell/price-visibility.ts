/** `hide_price_for_guests` for a viewer (the rule lives beside the server's price strip, app/api/hidden-prices.ts). */
export { pricesHidden } from '../api/hidden-prices'
