// The live table's page (the contract: docs of bot/web, notes in web-contract): trades the
// link for a session, keeps a WebSocket to the server, draws the table it sends as SVG and
// lets the player act on its pieces. The server sends every word shown (`words`), the labels
// of the choices and the lines of the phase: the page holds no language of its own.

import { drawBoards } from "./boards.js";

const $ = (id) => document.getElementById(id);
const CHANGED_MS = 2000;
const MOST_WAIT_MS = 30000;


const state = {
  session: null, socket: null, seq: null, revision: null, lang: null, words: {}, choices: [],
  arrange: null, filled: new Map(), busy: false, retries: 0, ended: false,
  keepError: false,  // the error stays up through the table that follows it ("stale")
};

// ------------------------------------------------------------------ the socket
async function session() {
  const query = new URLSearchParams(location.search);
  if (query.has("frame_id")) {  // inside Discord's frame, as an Activity
    const { activitySession } = await import("./activity.js");
    return activitySession();
  }
  const link = query.get("t");
  const answer = await fetch("/api/session", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ link }),
  });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok) {
    throw Object.assign(new Error(body.message || answer.statusText),
      { again: body.code === "unavailable" });
  }
  return body.session;
}

// The session, asked again while the bot's database cannot be reached (the error says so);
// null when the link is refused (the error says how to have a new one).
async function reachedSession() {
  for (let tries = 0; ; tries += 1) {
    try {
      return await session();
    } catch (failure) {
      showError(failure.message);
      if (!failure.again) return null;
      await new Promise((wake) => setTimeout(wake, backoff(tries)));
    }
  }
}

// The wait before a page's try number `tries` (from 0): 1 s doubling to 30 s, a little
// jitter so that a restart is not stormed.
function backoff(tries) {
  return Math.min(1000 * 2 ** tries, MOST_WAIT_MS) * (0.8 + Math.random() * 0.4);
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  // The language of the table shown: a session refused on reconnecting is told in it.
  const lang = state.lang ? `&lang=${state.lang}` : "";
  const socket = new WebSocket(
    `${scheme}://${location.host}/ws?s=${encodeURIComponent(state.session)}${lang}`);
  state.socket = socket;
  socket.addEventListener("open", () => {
    if (state.retries && state.seq !== null) send({ type: "resume", seq: state.seq });
    state.retries = 0;
  });
  socket.addEventListener("message", (event) => received(JSON.parse(event.data)));
  socket.addEventListener("close", () => {
    if (state.socket !== socket || state.ended) return;
    state.busy = false;
    const wait = backoff(state.retries);
    state.retries += 1;
    showStatus(state.words.reconnecting || "…");
    setTimeout(connect, wait);
  });
}

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) {
    state.socket.send(JSON.stringify(message));
    return true;
  }
  return false;
}

function decide(decisions) {
  if (state.busy || state.ended) return;  // one submission at a time: the next table or error frees it
  $("error").hidden = true;
  state.busy = send({ type: "decide", revision: state.revision, decisions });
  closeMenu();
}

function received(message) {
  if (message.type === "table") {
    state.busy = false;
    showTable(message);
  } else if (message.type === "error") {
    state.busy = false;
    showError(message.message);
    // Kept through the table that follows it, but for a database that could not be
    // reached: a table is the sign it is back.
    state.keepError = message.code !== "unavailable";
    if (message.code === "expired") endSession();
  }
}

// The session expired, or is not the bot's (its key changed since): the error says how to
// have a new link (/pr board); the page stops here rather than reconnect to be refused
// again, its table still drawn but nothing on it to press.
function endSession() {
  state.ended = true;
  showStatus("");
  $("actions").replaceChildren();
  closeMenu();
  setArrange(null);
  for (const piece of document.querySelectorAll("g.choosable")) disarm(piece);
  if (state.socket) state.socket.close();
}

// A piece that acts no more: a copy of it without its listeners, drawn as any other.
function disarm(piece) {
  const still = piece.cloneNode(true);
  still.classList.remove("choosable", "filled", "noble");
  for (const name of ["role", "tabindex", "aria-label", "aria-haspopup", "aria-pressed"]) {
    still.removeAttribute(name);
  }
  piece.replaceWith(still);
}

// ------------------------------------------------------------------- the table
function showTable(message) {
  state.seq = message.seq;
  state.revision = message.revision;
  state.words = message.words || state.words;
  state.choices = message.choices || [];
  state.lang = message.lang || "en";
  document.documentElement.lang = state.lang;
  $("page").dataset.revision = message.revision;
  const words = state.words;
  $("title").textContent = words.title || "";  // the page's heading, for screen readers
  document.title = words.title || document.title;
  drawBoards(message.svg, words.table);
  if (!state.keepError) $("error").hidden = true;
  state.keepError = false;
  showYou(message.you);
  $("events-title").textContent = words.lines || "";
  $("lines").replaceChildren(...(message.lines || []).map((line) => element("li", line)));
  showStatus(message.over ? words.over
    : state.choices.length || message.arrange ? words["your-turn"] : words.waiting);
  showReplay(message.replay);
  setArrange(message.arrange);
  showChoices(message.undo);
  for (const key of message.changed || []) {
    for (const piece of pieces(key)) flash(piece);
  }
}

// A finished game's page leads to its replay.
function showReplay(token) {
  $("to-replay").hidden = !token;
  if (!token) return;
  $("to-replay-link").href = `/replay?r=${encodeURIComponent(token)}`;
  $("to-replay-link").textContent = state.words["replay-open"];
}

// Who looks: the player's name, or that he watches.
function showYou(you) {
  const seated = you && you.seat !== null && you.seat !== undefined;
  $("you").textContent = seated ? `${state.words.playing} ${you.name}` : state.words.watching;
}

function pieces(key) {
  return document.querySelectorAll(`g[data-target="${CSS.escape(key)}"]`);
}

function flash(piece) {
  piece.classList.remove("changed");
  piece.getBoundingClientRect();  // restart the animation
  piece.classList.add("changed");
  setTimeout(() => piece.classList.remove("changed"), CHANGED_MS);
}

// ------------------------------------------------------------------ the choices
function showChoices(undo) {
  const byPiece = new Map();
  const loose = [];
  const placing = state.arrange !== null;
  for (const choice of state.choices) {
    if (placing && /^place(-noble)? /.test(choice.decision)) continue;  // the arrangement
    const found = choice.target && pieces(choice.target).length ? choice.target : null;
    if (found) byPiece.set(found, [...(byPiece.get(found) || []), choice]);
    else loose.push(choice);
  }
  for (const [key, offered] of byPiece) {
    for (const piece of pieces(key)) {
      clickable(piece, offered.map((c) => c.label).join(" / "), () => choose(piece, offered));
      if (offered.length > 1) piece.setAttribute("aria-haspopup", "menu");
    }
  }
  const buttons = loose.map((choice) => button(choice.label, () => decide([choice.decision]),
    choice.decision === "pass" ? "secondary" : ""));
  if (undo) {
    buttons.push(button(state.words.undo, () => {
      if (!state.busy) state.busy = send({ type: "undo", revision: state.revision });
    }, "secondary"));
  }
  $("actions").replaceChildren(...buttons);
}

function choose(piece, offered) {
  if (offered.length === 1) { decide([offered[0].decision]); return; }
  openMenu(piece, offered);
}

// A piece that acts when clicked, or with Enter or Space when focused.
function clickable(piece, label, act) {
  piece.classList.add("choosable");
  piece.setAttribute("role", "button");
  piece.setAttribute("tabindex", "0");
  piece.setAttribute("aria-label", label);
  piece.addEventListener("click", act);
  piece.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") { event.preventDefault(); act(); }
  });
}

function openMenu(piece, offered) {
  const menu = $("menu");
  const items = offered.map((choice) => {
    const item = button(choice.label, () => decide([choice.decision]));
    item.setAttribute("role", "menuitem");
    return item;
  });
  const close = button(state.words.cancel, closeMenu, "secondary");
  close.setAttribute("role", "menuitem");
  menu.setAttribute("aria-label", state.words.choose || "");
  menu.replaceChildren(...items, close);
  menu.hidden = false;
  menu.opener = piece;
  items[0].focus();
}

function closeMenu() {
  const menu = $("menu");
  if (menu.hidden) return;
  menu.hidden = true;
  if (menu.opener && document.contains(menu.opener)) menu.opener.focus();
}

// --------------------------------------------------------------- the Mayor
// The arrangement is made on the circles themselves, from the suggested one: a tap fills an
// empty circle, a tap on a filled one empties it (with nobles to place, the second tap puts a
// noble there, the third empties it); Confirm sends it whole, one `place-noble` per noble's
// circle then one `place` per colonist's, which the server turns into the engine's decisions.
function setArrange(arrange) {
  state.arrange = arrange || null;
  $("arrange").hidden = !arrange;
  if (!arrange) return;
  const words = state.words;
  $("arrange-help").textContent = words.arrange + (arrange.nobles[1] ? ` ${words["arrange-nobles"]}` : "");
  $("arrange-suggested").textContent = words.suggested;
  $("arrange-reset").textContent = words.reset;
  $("arrange-confirm").textContent = words.confirm;
  suggested();
  arrange.spaces.forEach((key, index) => {
    for (const piece of pieces(key)) clickable(piece, placeLabel(index), () => tap(index));
  });
  showArrangement();
}

function placeLabel(index) {
  const place = state.arrange.places[index];
  const choice = state.choices.find((c) => c.decision === `place ${place}`
    || c.decision === `place-noble ${place}`);
  return choice ? choice.label : place;
}

function suggested() {
  state.filled = new Map();
  for (const index of state.arrange.suggested) state.filled.set(index, "colonist");
  for (const index of state.arrange.suggested_nobles) state.filled.set(index, "noble");
}

function count(kind) {
  return [...state.filled.values()].filter((k) => k === kind).length;
}

function tap(index) {
  const arrange = state.arrange;
  const now = state.filled.get(index);
  if (now === undefined) {
    if (state.filled.size < arrange.pieces) state.filled.set(index, "colonist");
  } else if (now === "colonist" && count("noble") < arrange.nobles[1]) {
    state.filled.set(index, "noble");
  } else {
    state.filled.delete(index);
  }
  showArrangement();
}

function showArrangement() {
  const arrange = state.arrange;
  arrange.spaces.forEach((key, index) => {
    const kind = state.filled.get(index);
    for (const piece of pieces(key)) {
      piece.classList.toggle("filled", kind === "colonist");
      piece.classList.toggle("noble", kind === "noble");
      piece.setAttribute("aria-pressed", String(kind !== undefined));
    }
  });
  const nobles = count("noble");
  const whole = state.filled.size === arrange.pieces
    && nobles >= arrange.nobles[0] && nobles <= arrange.nobles[1];
  $("arrange-left").textContent = `${state.words["arrange-left"]} ${arrange.pieces - state.filled.size}`;
  $("arrange-confirm").disabled = !whole;
}

function confirmArrangement() {
  const { places } = state.arrange;
  const chosen = [...state.filled.entries()].sort((a, b) => a[0] - b[0]);
  decide([
    ...chosen.filter(([, kind]) => kind === "noble").map(([i]) => `place-noble ${places[i]}`),
    ...chosen.filter(([, kind]) => kind === "colonist").map(([i]) => `place ${places[i]}`),
  ]);
}

// ------------------------------------------------------------------ helpers
function element(tag, text) {
  const made = document.createElement(tag);
  made.textContent = text;
  return made;
}

function button(label, act, kind = "") {
  const made = element("button", label);
  made.type = "button";
  if (kind) made.className = kind;
  made.addEventListener("click", act);
  return made;
}

function showStatus(text) {
  $("status").textContent = text || "";
}

function showError(text) {
  $("error").textContent = text;
  $("error").hidden = false;
}

async function start() {
  $("arrange-suggested").addEventListener("click", () => { suggested(); showArrangement(); });
  $("arrange-reset").addEventListener("click", () => { state.filled.clear(); showArrangement(); });
  $("arrange-confirm").addEventListener("click", confirmArrangement);
  document.addEventListener("keydown", (event) => { if (event.key === "Escape") closeMenu(); });
  state.session = await reachedSession();
  if (state.session) connect();
}

start();
