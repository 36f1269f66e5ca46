// A finished game's replay (bot/web/replay.py): every decision stepped through with the
// buttons, the slider, the arrow keys (Home and End too) or a swipe on the table; the table
// after each decision as the live table draws it, asked for when shown and kept; the review's
// chances to win as a graph (with a table for screen readers), the marks and each player's
// summary. Every word comes from the server (`words`, the lines): the page holds none.

import { drawBoards } from "./boards.js";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
const QUEUED_WAIT_MS = 5000;  // how often a review being prepared is asked for again
const MOST_WAIT_MS = 30000;
const SWIPE_PX = 40;  // a horizontal move that long, longer than it is tall, is a swipe
const GRAPH = { width: 600, height: 240, pad: 6 };
const MARK_SIGNS = { inaccuracy: "?!", mistake: "?", blunder: "??" };

const state = {
  token: new URLSearchParams(location.search).get("r"), summary: null, words: {},
  position: 0, count: 0, drawings: new Map(), review: null, atPosition: new Map(),
  rows: null,  // each seat's chance after every position, with the review
  waits: 0,
};

// ------------------------------------------------------------------ the server
async function asked(path) {
  const answer = await fetch(path);
  if (!answer.ok) {
    const body = await answer.json().catch(() => ({}));
    throw Object.assign(new Error(body.message || answer.statusText),
      { again: answer.status === 503 });
  }
  return answer;
}

function query(extra = "") {
  return `r=${encodeURIComponent(state.token)}${extra}`;
}

// The table after `position` steps, asked for once and kept (the browser keeps it too).
function drawing(position) {
  if (!state.drawings.has(position)) {
    const asking = asked(`/api/replay/step?${query(`&step=${position}`)}`)
      .then((answer) => answer.text());
    asking.catch(() => state.drawings.delete(position));
    state.drawings.set(position, asking);
  }
  return state.drawings.get(position);
}

// ------------------------------------------------------------------ stepping
function go(position) {
  const to = Math.max(0, Math.min(state.count, position));
  state.position = to;
  $("slider").value = String(to);
  $("slider").setAttribute("aria-valuetext", `${stepName(to)}: ${lineAt(to)}`);
  $("position").textContent = stepName(to);
  showLine(to);
  $("first").disabled = $("previous").disabled = to === 0;
  $("next").disabled = $("last").disabled = to === state.count;
  markGraph();
  drawing(to).then((markup) => {
    if (state.position !== to) return;  // stepped on meanwhile
    drawBoards(markup, state.words.board);
    $("error").hidden = true;
  }, (failure) => showError(failure.message));
  for (const near of [to - 1, to + 1]) {
    if (near >= 0 && near <= state.count) drawing(near);  // the next step shows at once
  }
}

function stepName(position) {
  return state.words.step.replace("{step}", position).replace("{count}", state.count);
}

function lineAt(position) {
  if (position === 0) return state.words.start;
  const judged = state.atPosition.get(position);
  return judged ? judged.said : state.summary.steps[position - 1].line;
}

function showLine(position) {
  const judged = state.atPosition.get(position);
  const line = $("line");
  line.replaceChildren();
  if (judged && judged.mark) line.append(markBadge(judged.mark), " ");
  line.append(lineAt(position));
  showChances(position);
}

// Each player's chance after the step shown, beside its line (the graph is further down).
function showChances(position) {
  const holder = $("now-chances");
  holder.hidden = !state.rows;
  if (!state.rows) return;
  holder.replaceChildren(...state.summary.players.map((player) => {
    const item = element("span", `${player.name} ${percent(state.rows[position][player.seat])}`);
    item.prepend(swatch(player.colour));
    return item;
  }));
}

function markBadge(mark) {
  const badge = element("span", MARK_SIGNS[mark]);
  badge.className = `mark ${mark}`;
  const named = state.summary.marks.find((m) => m.mark === mark);
  badge.title = named ? named.name : mark;
  badge.setAttribute("aria-label", badge.title);
  badge.setAttribute("role", "img");
  return badge;
}

function listenToKeys() {
  document.addEventListener("keydown", (event) => {
    if (event.target === $("slider") || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = { ArrowLeft: state.position - 1, ArrowRight: state.position + 1, Home: 0,
      End: state.count }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  });
}

// A swipe across the table: to the left the next decision, to the right the previous one
// (a vertical move scrolls the page and a pinch zooms as always: `touch-action`).
function listenToSwipes(holder) {
  let start = null;
  holder.addEventListener("touchstart", (event) => {
    start = event.touches.length === 1 ? event.touches[0] : null;
  }, { passive: true });
  holder.addEventListener("touchend", (event) => {
    const end = event.changedTouches[0];
    if (!start || !end) return;
    const dx = end.clientX - start.clientX;
    const dy = end.clientY - start.clientY;
    start = null;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      go(state.position + (dx < 0 ? 1 : -1));
    }
  });
}

// ------------------------------------------------------------------ the review
function showReview(summary) {
  const words = state.words;
  $("chances-title").textContent = words.chances;
  $("summaries-title").textContent = words.players;
  $("summaries-title").hidden = !summary.review;
  $("state").textContent = summary.review ? "" : words[summary.state === "queued" ? "queued" : "none"];
  state.review = summary.review;
  state.atPosition = new Map((summary.review ? summary.review.decisions : [])
    .map((decided) => [decided.position, decided]));
  state.rows = summary.review ? chanceRows() : null;
  $("graph").replaceChildren(...(summary.review ? [graph()] : []));
  $("legend").replaceChildren(...(summary.review ? legend() : []));
  $("text").hidden = !summary.review;
  $("text-title").textContent = words["chances-table"];
  $("chances").replaceChildren(...(summary.review ? chancesTable() : []));
  $("summaries").replaceChildren(...(summary.review ? summaries() : []));
}

// Each seat's chance after every position: 100 / players at the start, then the review's
// (a position it says nothing of keeps the one before).
function chanceRows() {
  const players = state.summary.players.length;
  let chances = state.summary.players.map(() => 100 / players);
  const rows = [chances];
  for (let position = 1; position <= state.count; position += 1) {
    const judged = state.atPosition.get(position);
    if (judged) chances = judged.chances;
    rows.push(chances);
  }
  return rows;
}

function graph() {
  const { width, height, pad } = GRAPH;
  const x = (position) => pad + (position / Math.max(state.count, 1)) * (width - 2 * pad);
  const y = (chance) => pad + (1 - chance / 100) * (height - 2 * pad);
  const svg = svgElement("svg", { viewBox: `0 0 ${width} ${height}`, role: "img",
    "aria-label": state.words.chances });
  svg.append(svgElement("rect", { class: "paper", x: 0, y: 0, width, height }));
  for (const chance of [25, 50, 75]) {
    svg.append(svgElement("line", { class: "grid", x1: 0, x2: width, y1: y(chance), y2: y(chance) }));
  }
  const rows = state.rows;
  for (const player of state.summary.players) {
    const points = rows.map((row, position) => `${x(position)},${y(row[player.seat])}`);
    svg.append(svgElement("polyline", { points: points.join(" "), stroke: player.colour,
      class: "chance" }));
  }
  for (const [position, judged] of state.atPosition) {
    if (!judged.mark) continue;
    const dot = svgElement("circle", { cx: x(position), cy: y(rows[position][judged.seat]),
      r: judged.mark === "inaccuracy" ? 4 : 5.5, class: `mark ${judged.mark}` });
    svg.append(dot);
  }
  svg.append(svgElement("line", { id: "now", x1: 0, x2: 0, y1: 0, y2: height }));
  svg.addEventListener("click", (event) => {
    const box = svg.getBoundingClientRect();
    const share = (event.clientX - box.left) / box.width;
    go(Math.round(((share * width - pad) / (width - 2 * pad)) * state.count));
  });
  state.x = x;
  return svg;
}

function markGraph() {
  const now = document.getElementById("now");
  if (!now || !state.x) return;
  now.setAttribute("x1", state.x(state.position));
  now.setAttribute("x2", state.x(state.position));
  for (const row of document.querySelectorAll("#chances tr.current")) row.classList.remove("current");
  const row = document.getElementById(`row-${state.position}`);
  if (row) row.classList.add("current");
}

// Whose line is whose (the players' colours), then what each mark means.
function legend() {
  const players = state.summary.players.map((player) => {
    const item = document.createElement("li");
    item.className = "player";
    item.append(swatch(player.colour), player.name);
    return item;
  });
  return players.concat(state.summary.marks.map((mark) => {
    const item = document.createElement("li");
    item.append(markBadge(mark.mark), ` ${mark.name}: ${mark.legend}`);
    return item;
  }));
}

function swatch(colour) {
  const made = element("span", "");
  made.className = "swatch";
  made.style.background = colour;
  return made;
}

function chancesTable() {
  const words = state.words;
  const players = state.summary.players;
  const head = document.createElement("tr");
  for (const text of [words.position, words.player, words.decision, words.mark,
    ...players.map((p) => p.name)]) {
    const cell = element("th", text);
    cell.scope = "col";
    head.append(cell);
  }
  const rows = state.rows;
  const body = [];
  for (let position = 1; position <= state.count; position += 1) {
    const step = state.summary.steps[position - 1];
    const judged = state.atPosition.get(position);
    const row = document.createElement("tr");
    row.id = `row-${position}`;
    const jump = document.createElement("th");
    jump.scope = "row";
    jump.append(jumpTo(position, String(position)));
    row.append(jump, element("td", players[step.seat].name), element("td", lineAt(position)),
      element("td", judged && judged.mark ? markName(judged.mark) : ""),
      ...rows[position].map((chance) => element("td", percent(chance))));
    body.push(row);
  }
  const caption = element("caption", words.chances);
  const thead = document.createElement("thead");
  thead.append(head);
  const tbody = document.createElement("tbody");
  tbody.append(...body);
  return [caption, thead, tbody];
}

function markName(mark) {
  const named = state.summary.marks.find((m) => m.mark === mark);
  return named ? named.name : mark;
}

function summaries() {
  const words = state.words;
  return state.review.players.map((summary) => {
    const player = state.summary.players[summary.seat];
    const item = document.createElement("li");
    const accuracy = element("p", words.accuracy.replace("{accuracy}", number(summary.accuracy)));
    item.append(swatch(player.colour), element("strong", player.name), accuracy);
    for (const [key, position] of [["best", summary.best], ["worst", summary.worst]]) {
      if (position === null || position === undefined) continue;
      const line = element("p", `${words[key]} `);
      line.append(jumpTo(position, `${stepName(position)}: ${lineAt(position)}`));
      item.append(line);
    }
    return item;
  });
}

// A link that steps the replay to `position` (and back to the table, to see it).
function jumpTo(position, text) {
  const link = element("a", text);
  link.href = `#step-${position}`;
  link.addEventListener("click", (event) => {
    event.preventDefault();
    go(position);
    $("controls").scrollIntoView({ block: "start" });
    $("slider").focus({ preventScroll: true });
  });
  return link;
}

// A chance as the viewer's language writes a percentage (43.1%, 43,1 %, 43,1%).
function percent(chance) {
  return new Intl.NumberFormat(state.summary.lang, { style: "percent",
    maximumFractionDigits: 1 }).format(chance / 100);
}

function number(value) {
  return new Intl.NumberFormat(state.summary.lang, { maximumFractionDigits: 1 }).format(value);
}

// A review being prepared is asked for again, less often as time goes on.
function awaitReview() {
  const wait = Math.min(QUEUED_WAIT_MS * 2 ** state.waits, MOST_WAIT_MS);
  state.waits += 1;
  setTimeout(async () => {
    try {
      const summary = await (await asked(`/api/replay?${query()}`)).json();
      if (summary.state !== "queued") {
        showReview(summary);
        go(state.position);
        return;
      }
    } catch (failure) {
      showError(failure.message);
    }
    awaitReview();
  }, wait);
}

// ------------------------------------------------------------------ helpers
function element(tag, text) {
  const made = document.createElement(tag);
  made.textContent = text;
  return made;
}

function svgElement(tag, attributes) {
  const made = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

function showError(text) {
  $("error").textContent = text;
  $("error").hidden = false;
}

function showWords(words) {
  document.title = $("title").textContent = words.title;
  $("controls").setAttribute("aria-label", words.controls);
  $("slider").setAttribute("aria-label", words.slider);
  for (const key of ["first", "previous", "next", "last"]) {
    $(key).setAttribute("aria-label", words[key]);
    $(key).title = words[key];
  }
}

async function start() {
  let summary;
  for (let tries = 0; ; tries += 1) {
    try {
      summary = await (await asked(`/api/replay?${query()}`)).json();
      break;
    } catch (failure) {
      showError(failure.message);
      if (!failure.again) return;
      await new Promise((wake) => setTimeout(wake, Math.min(1000 * 2 ** tries, MOST_WAIT_MS)));
    }
  }
  $("error").hidden = true;
  state.summary = summary;
  state.words = summary.words;
  state.count = summary.steps.length;
  document.documentElement.lang = summary.lang;
  showWords(state.words);
  $("slider").max = String(state.count);
  $("slider").addEventListener("input", () => go(Number($("slider").value)));
  $("first").addEventListener("click", () => go(0));
  $("previous").addEventListener("click", () => go(state.position - 1));
  $("next").addEventListener("click", () => go(state.position + 1));
  $("last").addEventListener("click", () => go(state.count));
  listenToKeys();
  listenToSwipes($("boards"));
  showReview(summary);
  const opened = /^#step-(\d+)$/.exec(location.hash);
  go(opened ? Number(opened[1]) : state.count);  // a finished game opens at its end
  if (summary.state === "queued") awaitReview();
}

start();
