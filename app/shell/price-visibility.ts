/** `hide_price_for_guests` for a viewer (the rule lives beside the server's price strip, platform/shared/hidden-prices.ts). */
export { pricesHidden } from '#platform/shared/hidden-prices.ts'
