// The live table's drawing laid out on the page, shared by the table and a game's replay: the
// drawing's parts (`data-part`), the shared table in one column (#table), the players' boards
// in the other (#players), each its own <svg> showing its part of the drawing.

const SVG = "http://www.w3.org/2000/svg";
// Units of the drawing's paper margin (renderer/style.py's MARGIN, 10 of its 640) left out
// each side: the board gains their width on a phone, where every pixel counts.
const TRIM = 5;

export function drawBoards(markup, label) {
  const drawing = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
  const width = drawing.viewBox.baseVal.width;
  const columns = { table: [], players: [] };
  for (const part of drawing.querySelectorAll(":scope > g[data-part]")) {
    columns[part.dataset.part === "table" ? "table" : "players"].push(part);
  }
  for (const [column, parts] of Object.entries(columns)) {
    const holder = document.getElementById(column);
    if (!parts.length) { holder.replaceChildren(); continue; }
    const top = Number(parts[0].dataset.top);
    const height = parts.reduce((sum, part) => sum + Number(part.dataset.height), 0);
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", `${TRIM} ${top} ${width - 2 * TRIM} ${height}`);
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-label", label || "");
    svg.append(...parts.map((part) => document.importNode(part, true)));
    holder.replaceChildren(svg);
  }
}
