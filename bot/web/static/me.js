// A player's page of his games (bot/web/me.py): the list /pr games gives, asked for again
// every `refresh` seconds while the page is shown, and at once when it is shown again; a
// database that cannot be read is said, and asked again the same way. Every word comes from
// the server: the page holds none.

const $ = (id) => document.getElementById(id);
const token = new URLSearchParams(location.search).get("t") || "";
let refresh = 20;
let timer = null;
let stopped = false;
let asking = false;
let words = null;  // the last list's, for a fault that comes with none

function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text) made.textContent = text;
  return made;
}

function item(game) {
  const li = element("li", game.waiting ? "game waiting" : "game");
  li.append(element("p", "line", game.line));
  if (game.time) li.append(element("p", "time", game.time));
  if (game.links.length) {
    const links = element("div", "links");
    for (const { label, url } of game.links) {
      const a = element("a", "", label);
      a.href = url;
      if (!url.startsWith("/")) a.rel = "noopener";
      links.append(a);
    }
    li.append(links);
  }
  return li;
}

function show(list) {
  document.documentElement.lang = list.lang;
  document.title = list.words.title;
  $("title").textContent = list.words.title;
  $("note").textContent = list.words.refreshing;
  $("error").hidden = true;
  const sections = list.sections.map(({ title, items }) => {
    const section = element("section");
    section.append(element("h2", "", title));
    const ul = element("ul", "games");
    ul.append(...items.map(item));
    section.append(ul);
    return section;
  });
  if (!sections.length) sections.push(element("p", "", list.empty));
  $("sections").replaceChildren(...sections);
  refresh = list.refresh;
  words = list.words;
}

function fail(message, again) {
  $("error").textContent = message;
  $("error").hidden = false;
  stopped = !again;
}

async function ask() {
  clearTimeout(timer);
  if (asking) return;
  asking = true;
  try {
    const answer = await fetch(`/api/me?t=${encodeURIComponent(token)}`);
    const body = await answer.json();
    if (answer.ok) show(body);
    else fail(body.message, answer.status === 503);
  } catch (error) {  // no answer at all: the server or the network is down
    fail(words ? words.unreachable : error.message, true);
  }
  asking = false;
  if (!stopped && !document.hidden) timer = setTimeout(ask, refresh * 1000);
}

document.addEventListener("visibilitychange", () => {
  if (!document.hidden && !stopped) ask();
});
ask();
