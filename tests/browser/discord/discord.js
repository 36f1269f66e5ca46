// Discord's client as an Activity's frame sees it, for the browser tests: it opens the live
// table in an iframe with the query Discord gives (frame_id, instance_id, platform, guild and
// channel) and answers the Embedded App SDK's postMessage RPC as Discord does: HANDSHAKE →
// READY, AUTHORIZE → a code, AUTHENTICATE → the user (the SDK checks each answer against its
// schemas). Served on the page's own origin, which the SDK accepts messages from.
// This page's own query: ?user=<id>&instance=<instance id>&channel=<the channel it claims>,
// and &decline=1 for a person who declines to let the Activity know who he is.
const query = new URLSearchParams(location.search);
const user = query.get("user");
const frame = document.getElementById("activity");
const HANDSHAKE = 0, FRAME = 1;

window.discord = { handshake: null, commands: [] };  // what the Activity sent, for the tests

function reply(payload) {
  frame.contentWindow.postMessage([FRAME, payload], location.origin);
}

function answer(cmd, args) {
  if (cmd === "AUTHORIZE") return { code: `code-${user}` };
  if (cmd === "AUTHENTICATE") {
    return {
      access_token: args.access_token, scopes: ["identify"], expires: "2100-01-01T00:00:00Z",
      user: { id: user, username: `user${user}`, discriminator: "0", avatar: null,
              public_flags: 0, global_name: null },
      application: { id: window.discord.handshake.client_id, name: "Puerto Rico",
                     description: "", icon: null },
    };
  }
  return null;
}

window.addEventListener("message", (event) => {
  if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
  const [opcode, payload] = event.data;
  if (opcode === HANDSHAKE) {
    window.discord.handshake = payload;
    reply({ cmd: "DISPATCH", evt: "READY", nonce: null, data: {
      v: 1, config: { cdn_host: "cdn.discordapp.com", api_endpoint: "//discord.com/api",
                      environment: "production" } } });
  } else if (opcode === FRAME) {
    window.discord.commands.push({ cmd: payload.cmd, args: payload.args });
    if (payload.cmd === "AUTHORIZE" && query.get("decline")) {
      reply({ cmd: payload.cmd, evt: "ERROR", nonce: payload.nonce,
              data: { code: 5000, message: "OAuth2 Error: access_denied" } });
      return;
    }
    reply({ cmd: payload.cmd, evt: null, nonce: payload.nonce,
            data: answer(payload.cmd, payload.args) });
  }
});

const channel = query.get("channel") || "10";
frame.src = `/table?frame_id=f&instance_id=${encodeURIComponent(query.get("instance"))}` +
  `&platform=desktop&guild_id=1&channel_id=${channel}`;
