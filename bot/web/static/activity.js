// The live table inside Discord, as an Activity (bot/web/activity.py): Discord's handshake
// through its Embedded App SDK, then the bot's session for this person at the game in play in
// the Activity's channel. Loaded by table.js only when Discord's frame opened the page.
import { DiscordSDK } from "./vendor/discord-sdk.mjs";

async function answered(response) {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.message || response.statusText);
  return body;
}

export async function activitySession() {
  const activity = await answered(await fetch("/api/activity"));
  // The console stays the page's: the SDK would otherwise send it to Discord's client.
  const discord = new DiscordSDK(activity.client_id, { disableConsoleLogOverride: true });
  await discord.ready();
  // Declined, or Discord could not ask: said in the page's words, not the SDK's.
  const refused = () => { throw new Error(activity.refused); };
  const { code } = await discord.commands.authorize({
    client_id: activity.client_id, response_type: "code", state: "", prompt: "none",
    scope: ["identify"],
  }).catch(refused);
  // The server asks Discord itself where this instance is and who is in it.
  const given = await answered(await fetch("/api/activity/token", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code, instance: discord.instanceId }),
  }));
  await discord.commands.authenticate({ access_token: given.access_token }).catch(refused);
  return given.session;
}
