// What the live table's page takes from the Embedded App SDK: the real SDK only (the page
// runs inside Discord's frame; the tests play Discord's part on the same origin).
export { DiscordSDK } from '@discord/embedded-app-sdk';
