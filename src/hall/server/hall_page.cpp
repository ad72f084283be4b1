#include "hall/server/hall_page.hpp"

#include "i18n/lang.hpp"
#include "io/export/json_text.hpp"

#include <string_view>

namespace pendule::hall {

namespace {

using i18n::N_; // marks a message for the catalogue, looked up where the page is made

struct PageWord {
    const char* key;
    const char* msgid;
};

// Every word of the page. {placeholders} are filled by the page's script.
constexpr PageWord page_words[] = {
    {"title", N_("Pendule — the hall")},
    {"board", N_("Board {n}")},
    {"white", N_("White")},
    {"black", N_("Black")},
    {"move", N_("Move {n}")},
    {"boards", N_("Boards: {n}")},
    {"alerts", N_("Alerts: {n}")},
    {"live", N_("live")},
    {"connecting", N_("connecting to the hall…")},
    {"starting", N_("starting: {n} of {m} boards read")},
    {"lost", N_("the hall does not answer, trying again…")},
    {"none", N_("No board has reported yet.")},
    {"flag_fell", N_("Flag fell: {side}")},
    {"claim", N_("Claim pending")},
    {"confirm", N_("Result to confirm")},
    {"paused", N_("Paused")},
    {"paused_for", N_("Paused for {time}")},
    {"link_lost", N_("Link lost")},
    {"last_heard", N_("last heard {time}")},
    {"wrong_pin", N_("Wrong PIN ×{n}")},
    {"board_unreadable", N_("E-board unreadable: pieces to set back")},
    {"board_lost", N_("E-board link lost")},
    {"board_illegal", N_("Illegal move on the board: {move}")},
    {"problem", N_("Journal unreadable: {problem}")},
    {"result", N_("Result {result}")},
    {"record", N_("record {seq}")},
    {"online", N_("online")},
    {"offline", N_("offline")},
    {"find", N_("Board or name")},
    {"shown", N_("Boards: {shown} of {n}")},
    {"group", N_("Boards {from}–{to}")},
    {"alert_group", N_("Alerts first: {n}")},
    {"nothing_found", N_("No board or name matches “{text}”.")},
    // A board's page.
    {"back", N_("← All boards")},
    {"first", N_("First position")},
    {"previous", N_("Previous move")},
    {"next", N_("Next move")},
    {"last", N_("Last move")},
    {"no_moves", N_("No move read from an e-board yet.")},
    {"no_board", N_("The hall has no board {n}.")},
};

// What the hall's page and a board's page share: an element made, and the board of a position
// (the squares in CSS, each piece its font's solid figure, White's in white).
constexpr std::string_view diagram_css =
    R"CSS(.sq { background: #b8a47e; display: flex; align-items: center; justify-content: center; overflow: hidden;
      font-size: 9.5cqh; line-height: 1; }
.sq.dk { background: #7a6547; }
.sq.w { color: #fff; text-shadow: 0 0 1px #000, 0 0 1px #000; }
.sq.b { color: #000; }
)CSS";

constexpr std::string_view diagram_js = R"JS(function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
// The board of a FEN's placement field, rank 8 first, each piece its font's solid figure, White's
// in white.
const figures = {k: "\u265a", q: "\u265b", r: "\u265c", b: "\u265d", n: "\u265e", p: "\u265f"};
function diagram(placement) {
  const d = el("div", "dia");
  d.setAttribute("role", "img");
  d.setAttribute("aria-label", placement);
  placement.split("/").slice(0, 8).forEach((rank, r) => {
    let f = 0;
    for (const c of rank) {
      if (c >= "1" && c <= "8") {
        for (let i = 0; i < Number(c); i++, f++) d.append(el("span", (r + f) % 2 ? "sq dk" : "sq"));
      } else {
        const lower = c.toLowerCase();
        d.append(el("span", ((r + f) % 2 ? "sq dk " : "sq ") + (c === lower ? "b" : "w"), figures[lower] || "?"));
        f++;
      }
    }
  });
  return d;
}
)JS";

constexpr std::string_view page_template = R"HTML(<!DOCTYPE html>
<html lang="@LANG@"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@TITLE@</title>
<style>
:root { --bg: #0d0f12; --tile: #1b1f26; --line: #2c323c; --text: #f2f2f2; --dim: #a8b0bc;
        --run: #5fe08a; --flag: #ff5a4f; --warn: #ffb000; --claim: #4fb3ff; }
* { box-sizing: border-box; }
html, body { height: 100%; margin: 0; }
body { font-family: "DejaVu Sans", "Noto Sans", Arial, sans-serif; background: var(--bg); color: var(--text);
       display: flex; flex-direction: column; }
header { display: flex; align-items: baseline; gap: 1.2em; padding: 0.3rem 0.8rem;
         font-size: clamp(0.9rem, 1.4vh, 1.4rem); color: var(--dim); }
header h1 { font-size: 1.25em; margin: 0; color: var(--text); }
header .alerts { color: var(--warn); font-weight: bold; }
header .bad { color: var(--flag); }
header input { font: inherit; background: var(--tile); color: var(--text); border: 1px solid var(--line);
               border-radius: 0.3rem; padding: 0.1em 0.4em; width: 12em; }
.group { grid-column: 1 / -1; margin: 0.4rem 0 0; font-size: 1.05rem; color: var(--dim);
         border-bottom: 1px solid var(--line); }
.group.alerting { color: var(--warn); }
main { flex: 1; min-height: 0; padding: 0 0.5rem 0.5rem; }
#tiles { display: grid; gap: 0.5rem; height: 100%;
         grid-template-columns: repeat(var(--cols, 4), minmax(0, 1fr));
         grid-template-rows: repeat(var(--rows, 3), minmax(0, 1fr)); }
#tiles.scroll { height: auto; grid-template-rows: none; grid-auto-rows: auto;
                grid-template-columns: repeat(auto-fill, minmax(19rem, 1fr)); }
#tiles.scroll > .tile { height: 9.5rem; }
.empty { font-size: 1.5rem; color: var(--dim); padding: 2rem; }
.tile { container-type: size; background: var(--tile); border: 0.2rem solid var(--line); border-radius: 0.5rem;
        min-width: 0; overflow: hidden; }
.in { height: 100%; display: grid; grid-template-columns: minmax(0, 1fr);
      grid-template-rows: 1fr 1.6fr 1.6fr 1fr; gap: 1.5cqh; padding: 3cqh 3cqw; }
.tile.alert { border-color: var(--warn); }
.tile.flagged { border-color: var(--flag); background: #2a1517; }
.tile.claimed { border-color: var(--claim); background: #142233; }
.tile.gone { border-color: #6b3b3b; }
.tile.over { opacity: 0.75; }
.head { display: flex; align-items: center; gap: 3cqw; min-width: 0; line-height: 1.3;
        font-size: min(11cqh, 6cqw); color: var(--dim); white-space: nowrap; }
.head .seq { overflow: hidden; text-overflow: ellipsis; min-width: 0; }
.head .link { margin-left: auto; color: var(--run); }
.head .num { font-weight: bold; color: var(--text); font-size: 1.25em; }
.head .gone { color: var(--flag); }
.side { display: flex; align-items: center; justify-content: space-between; gap: 2cqw; min-width: 0;
        border-radius: 0.3rem; padding: 0 1.5cqw; }
.side.run { background: #163322; }
.side.run .time { color: var(--run); }
.who { font-size: min(12cqh, 6.5cqw); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
.time { font-family: "DejaVu Sans Mono", "Noto Sans Mono", monospace; font-weight: bold;
        font-size: min(27cqh, 14cqw); font-variant-numeric: tabular-nums; white-space: nowrap; }
.time.low { color: var(--warn); }
.time.fell { color: var(--flag); }
.foot { align-self: center; font-size: min(11cqh, 6cqw); color: var(--dim);
        overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.foot span + span { margin-left: 3cqw; }
.foot .al { color: var(--warn); font-weight: bold; }
.foot .al.flag { color: var(--flag); }
.foot .al.claim { color: var(--claim); }
.foot .res { color: var(--text); font-weight: bold; }
/* An e-board's position beside the clocks: the board as it stands, White at the bottom. */
.tile.game { cursor: pointer; }
.tile.pos .in { grid-template-columns: auto minmax(0, 1fr); column-gap: 3cqw; }
.tile.pos .dia { grid-row: 1 / -1; grid-column: 1; height: 100%; aspect-ratio: 1; display: grid;
                 grid-template: repeat(8, minmax(0, 1fr)) / repeat(8, minmax(0, 1fr)); border: 1px solid var(--line); }
.tile.pos .time { font-size: min(24cqh, 9cqw); }
.tile.pos .who, .tile.pos .head, .tile.pos .foot { font-size: min(10cqh, 4.2cqw); }
@DIAGRAM_CSS@
@media (max-width: 700px) {
  #tiles, #tiles.scroll { height: auto; grid-template-columns: 1fr; grid-template-rows: none; grid-auto-rows: auto; }
  #tiles > .tile, #tiles.scroll > .tile { height: 8.5rem; }
  header { flex-wrap: wrap; gap: 0 1em; font-size: 0.95rem; }
}
</style></head><body>
<header><h1 id="title"></h1><input id="find" type="search" autocomplete="off"><span id="count"></span><span id="alerts" class="alerts"></span><span id="status"></span></header>
<main><div id="tiles"></div></main>
<script>
"use strict";
const T = @WORDS@;
const params = new URLSearchParams(location.search);
const projector = params.get("view") === "projector";
function say(key, args) {
  let text = T[key];
  for (const name in args || {}) text = text.split("{" + name + "}").join(String(args[name]));
  return text;
}
document.title = T.title;
document.getElementById("title").textContent = T.title;
// A large hall (more tiles than fit on the screen) is shown in groups: the boards with an alert
// first, then the rows of the hall, ROW boards each (?row=N, default 10), by event and number.
const rowSize = Math.max(1, parseInt(params.get("row"), 10) || 10);
const find = document.getElementById("find");
find.placeholder = T.find;
find.value = params.get("find") || "";
find.addEventListener("input", () => render());
// A board number (exactly), else a part of a player's name (any case).
function matches(b, text) {
  text = text.trim().toLowerCase();
  if (!text) return true;
  if (/^[0-9]+$/.test(text)) return String(b.board) === String(parseInt(text, 10));
  return (b.white || "").toLowerCase().includes(text) || (b.black || "").toLowerCase().includes(text);
}
// The boards by "event/board", each with the instant (performance.now) its state arrived.
const boards = new Map();
function clockText(ms) {
  ms = Math.max(0, ms);
  const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
  const t = h + ":" + String(m).padStart(2, "0") + ":" + String(s % 60).padStart(2, "0");
  return ms < 20000 ? t + "." + Math.floor(ms % 1000 / 100) : t;
}
function spanText(ms) {
  const s = Math.floor(Math.max(0, ms) / 1000);
  return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
}
function ticking(b) { return b.running && !b.paused && !b.result && !b.first_flag; }
// A side's time now: the running side loses the time since the state arrived.
function timeOf(b, side, now) {
  const ms = b[side + "_ms"];
  return ticking(b) && b.running === side ? ms - (now - b.arrived) : ms;
}
function sideName(side) { return T[side]; }
// The alerts of a board, most urgent first: [class, text].
function alerts(b) {
  const a = [];
  if (b.first_flag && !b.result) a.push(["flag", say("flag_fell", {side: sideName(b.first_flag)})]);
  if (b.claim_pending && !b.result) a.push(["claim", T.claim]);
  if (b.result_to_confirm && !b.result && !b.first_flag)
    a.push(["confirm", b.ruled_result ? T.confirm + " (" + b.ruled_result + ")" : T.confirm]);
  if (b.board_illegal && !b.result) a.push(["board", say("board_illegal", {move: b.last_move})]);
  if (b.eboard === "unreadable" && !b.result) a.push(["board", T.board_unreadable]);
  if (b.eboard === "lost" && !b.result) a.push(["board", T.board_lost]);
  if (b.wrong_pins > 0) a.push(["pin", say("wrong_pin", {n: b.wrong_pins})]);
  if (b.link !== "online") a.push(["link", T.link_lost]);
  if (b.paused && !b.result) {
    const since = b.paused_since_wall ? Date.now() - b.paused_since_wall : null;
    if (since === null || since > 60000) a.push(["pause", since === null ? T.paused : say("paused_for", {time: spanText(since)})]);
  }
  if (b.problem) a.push(["problem", say("problem", {problem: b.problem})]);
  return a;
}
@DIAGRAM_JS@
function tile(b, now) {
  const a = alerts(b);
  b.clock = null;
  let cls = "tile";
  if (a.length) cls += " alert";
  if (a.some(x => x[0] === "flag")) cls += " flagged";
  else if (a.some(x => x[0] === "claim" || x[0] === "confirm")) cls += " claimed";
  if (b.link !== "online") cls += " gone";
  if (b.result) cls += " over";
  if (b.position) cls += " pos";
  const t = el("div", cls), inner = el("div", "in");
  t.append(inner);
  if (b.position) inner.append(diagram(b.position));
  // An e-board's tile opens the board's page: its game, move by move.
  if (b.position || b.eboard) {
    t.classList.add("game");
    t.addEventListener("click", () => {
      const lang = params.get("lang");
      location.href = "/board/" + b.board + "?event=" + encodeURIComponent(b.event) + (lang ? "&lang=" + encodeURIComponent(lang) : "");
    });
  }
  t.dataset.board = b.board;
  t.dataset.seq = b.last_seq;
  const head = el("div", "head");
  head.append(el("span", "num", say("board", {n: b.board})));
  // The move being played (or the last one, once the game is over): Black's count + 1.
  head.append(el("span", "mv", say("move", {n: b.result ? Math.max(b.white_moves, b.black_moves) : b.black_moves + 1})));
  const link = el("span", b.link === "online" ? "link" : "link gone", b.link === "online" ? "●" : T.offline);
  link.title = b.link === "online" ? T.online : T.offline;
  head.append(link);
  head.append(el("span", "seq", say("record", {seq: b.last_seq})));
  inner.append(head);
  for (const side of ["white", "black"]) {
    const row = el("div", b.running === side && !b.result ? "side run" : "side");
    const who = el("span", "who", (b[side] || sideName(side)) + (b.first_flag === side ? " ⚑" : ""));
    const ms = timeOf(b, side, now);
    const time = el("span", b.first_flag === side ? "time fell" : ms < 60000 ? "time low" : "time", clockText(ms));
    time.dataset.side = side;
    if (ticking(b) && b.running === side) b.clock = time;
    row.append(who, time);
    inner.append(row);
  }
  const foot = el("div", "foot");
  for (const [kind, text] of a) foot.append(el("span", "al " + kind, text));
  if (b.result) foot.append(el("span", "res", say("result", {result: b.result})));
  if (b.last_move) foot.append(el("span", "lm", b.last_move));
  if (b.link !== "online" && b.last_heard_wall)
    foot.append(el("span", "", say("last_heard", {time: new Date(b.last_heard_wall).toLocaleTimeString(document.documentElement.lang)})));
  inner.append(foot);
  return t;
}
// Columns and rows that give the largest tiles (about 2.2:1, room for a name beside the time) on the screen; below a readable size
// the tiles scroll instead. One column on a phone (CSS).
function layout(n) {
  const box = document.getElementById("tiles");
  const main = box.parentElement;
  const w = main.clientWidth - 16, h = main.clientHeight - 8;
  let best = {cols: 1, rows: n, size: 0};
  for (let cols = 1; cols <= Math.max(1, n); cols++) {
    const rows = Math.ceil(n / cols);
    const size = Math.min(w / cols / 2.2, h / rows);
    if (size > best.size) best = {cols, rows, size};
  }
  const fits = best.size >= (projector ? 90 : 120);
  box.classList.toggle("scroll", !fits);
  box.style.setProperty("--cols", best.cols);
  box.style.setProperty("--rows", best.rows);
  return fits;
}
const alertOrder = ["flag", "claim", "confirm", "board", "pin", "link", "pause", "problem"];
// Where a board's tile stands: its alert rank and group. A change that keeps it lets the tile be
// replaced where it is; any other change draws the page again.
function place(b) {
  const a = alerts(b);
  const rank = a.length ? alertOrder.indexOf(a[0][0]) : 99;
  return rank + "/" + (rank < 99 ? "" : b.event + "/" + Math.floor((b.board - 1) / rowSize)) + "/" + matches(b, find.value);
}
let grouped = false;
const drawn = new Map(); // "event/board" -> {tile, place}
function render() {
  const now = performance.now();
  const all = [...boards.values()];
  const list = all.filter(b => matches(b, find.value));
  const alerted = new Map(list.map(b => [b, alerts(b)]));
  const rank = b => { const a = alerted.get(b); return a.length ? alertOrder.indexOf(a[0][0]) : 99; };
  list.sort((x, y) => rank(x) - rank(y) || (x.event < y.event ? -1 : x.event > y.event ? 1 : 0) || x.board - y.board);
  const box = document.getElementById("tiles");
  drawn.clear();
  const n = list.filter(b => alerted.get(b).length).length;
  grouped = !layout(list.length);
  // Grouped, a row of the hall fills whole lines: as many columns (of 300 px at least) as divide
  // its boards (ten: 5 at 1920 px rather than 6 and 4); one column on a phone (CSS).
  let cols = Math.max(1, Math.floor(box.clientWidth / 300)), fit = cols;
  while (cols > 1 && rowSize % cols) cols--;
  box.style.gridTemplateColumns = grouped && window.innerWidth > 700 && cols * 2 > fit ? "repeat(" + cols + ", minmax(0, 1fr))" : "";
  const items = [];
  let group = null;
  for (const b of list) {
    if (grouped) {
      const row = Math.floor((b.board - 1) / rowSize);
      const g = rank(b) < 99 ? "alerts" : b.event + "/" + row;
      if (g !== group) {
        group = g;
        items.push(g === "alerts" ? el("h2", "group alerting", say("alert_group", {n}))
                                  : el("h2", "group", say("group", {from: row * rowSize + 1, to: (row + 1) * rowSize})));
      }
    }
    const t = tile(b, now);
    drawn.set(b.event + "/" + b.board, {tile: t, place: place(b)});
    items.push(t);
  }
  if (!all.length) box.replaceChildren(el("div", "empty", T.none));
  else if (!list.length) box.replaceChildren(el("div", "empty", say("nothing_found", {text: find.value.trim()})));
  else box.replaceChildren(...items);
  document.getElementById("count").textContent =
      list.length === all.length ? say("boards", {n: all.length}) : say("shown", {shown: list.length, n: all.length});
  document.getElementById("alerts").textContent = n ? say("alerts", {n}) : "";
}
// One board changed: its tile replaced where it stands when its place is the same, else the page
// drawn again (once per frame at most).
function changed(key) {
  const b = boards.get(key), old = drawn.get(key);
  if (!old && drawn.size && !matches(b, find.value)) return; // not shown, and still not to be
  if (old && old.tile.isConnected && old.place === place(b)) {
    const t = tile(b, performance.now());
    old.tile.replaceWith(t);
    old.tile = t;
    return;
  }
  redraw();
}
function setStatus(text, bad) {
  const s = document.getElementById("status");
  s.textContent = text;
  s.className = bad ? "bad" : "";
}
function keep(b, now) { b.arrived = now; boards.set(b.event + "/" + b.board, b); }
// The live feed. EventSource reconnects by itself when the hall restarts (the feed asks for 1 s);
// a refusal (too many pages) closes it for good, so the page opens a new one after a while.
let source = null;
function connect() {
  setStatus(T.connecting, false);
  source = new EventSource("/api/events");
  source.addEventListener("boards", e => {
    const now = performance.now();
    boards.clear();
    for (const b of JSON.parse(e.data)) keep(b, now);
    setStatus(T.live, false);
    render();
  });
  source.addEventListener("board", e => {
    const b = JSON.parse(e.data);
    keep(b, performance.now());
    changed(b.event + "/" + b.board);
  });
  // The hall has just started and still reads its boards: each comes as it is read.
  source.addEventListener("starting", e => {
    const s = JSON.parse(e.data);
    setStatus(s.starting ? say("starting", {n: s.boards_read, m: s.boards}) : T.live, false);
  });
  source.onerror = () => {
    setStatus(T.lost, true);
    if (source.readyState === EventSource.CLOSED) setTimeout(connect, 5000);
  };
}
connect();
// Many boards change many times a second: the tiles are drawn again once per frame at most.
let pending = false;
function redraw() {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => { pending = false; render(); });
}
// The running clocks count down between records (only their text changes); the rest (how long a
// clock has been paused, ...) is drawn again every second.
setInterval(() => {
  const now = performance.now();
  for (const b of boards.values())
    if (b.clock) b.clock.textContent = clockText(timeOf(b, b.running, now));
}, 100);
setInterval(redraw, 1000);
window.addEventListener("resize", () => render());
</script></body></html>
)HTML";

// A board's page (/board/<n>): the game its e-board recorded, a board to step through it (the
// buttons, the arrow keys, a move clicked), live: read again whenever the hall's feed says the
// board changed.
constexpr std::string_view board_template = R"HTML(<!DOCTYPE html>
<html lang="@LANG@"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@TITLE@</title>
<style>
:root { --bg: #0d0f12; --tile: #1b1f26; --line: #2c323c; --text: #f2f2f2; --dim: #a8b0bc; --run: #5fe08a;
        --warn: #ffb000; }
* { box-sizing: border-box; }
body { margin: 0; font-family: "DejaVu Sans", "Noto Sans", Arial, sans-serif; background: var(--bg); color: var(--text); }
header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.4em 1.2em; padding: 0.5rem 0.8rem; color: var(--dim); }
header a { color: var(--dim); }
header h1 { font-size: 1.3rem; margin: 0; color: var(--text); }
main { display: flex; flex-wrap: wrap; gap: 1rem; padding: 0 0.8rem 0.8rem; align-items: flex-start; }
.big { container-type: size; width: min(92vw, 72vh); aspect-ratio: 1; }
.big .dia { height: 100%; aspect-ratio: 1; display: grid; grid-template: repeat(8, minmax(0, 1fr)) / repeat(8, minmax(0, 1fr));
            border: 1px solid var(--line); }
@DIAGRAM_CSS@
.side { flex: 1; min-width: 16rem; }
.nav { display: flex; gap: 0.5rem; margin-bottom: 0.6rem; }
.nav button { font: inherit; font-size: 1.2rem; min-width: 3rem; padding: 0.3rem; background: var(--tile);
              color: var(--text); border: 1px solid var(--line); border-radius: 0.3rem; }
#moves { line-height: 1.9; }
#moves span { padding: 0.1em 0.3em; border-radius: 0.2rem; cursor: pointer; white-space: nowrap; }
#moves span.now { background: #2d4a36; color: var(--run); }
#moves span.illegal { color: var(--warn); }
#moves .clk { color: var(--dim); font-size: 0.85em; cursor: default; }
#note { color: var(--dim); }
</style></head><body>
<header><a id="back" href="/"></a><h1 id="title"></h1><span id="players"></span><span id="result"></span></header>
<main><div class="big" id="board"></div>
<div class="side"><div class="nav"><button id="first">|◀</button><button id="prev">◀</button><button id="next">▶</button><button id="last">▶|</button></div>
<div id="moves"></div><p id="note"></p></div></main>
<script>
"use strict";
const T = @WORDS@;
const number = @BOARD@;
const params = new URLSearchParams(location.search);
const event = params.get("event") || "";
function say(key, args) {
  let text = T[key];
  for (const name in args || {}) text = text.split("{" + name + "}").join(String(args[name]));
  return text;
}
@DIAGRAM_JS@
const back = document.getElementById("back");
back.textContent = T.back;
back.href = "/" + (params.get("lang") ? "?lang=" + encodeURIComponent(params.get("lang")) : "");
document.getElementById("title").textContent = document.title = say("board", {n: number});
for (const [id, key] of [["first", "first"], ["prev", "previous"], ["next", "next"], ["last", "last"]])
  document.getElementById(id).title = T[key];
let game = null;
let shown = 0;      // the plies shown on the board: 0 the start
let following = true; // at the last move: a new move is shown when it comes
function clockText(ms) {
  const s = Math.floor(ms / 1000);
  return Math.floor(s / 3600) + ":" + String(Math.floor(s / 60) % 60).padStart(2, "0") + ":" + String(s % 60).padStart(2, "0");
}
function show(ply) {
  if (!game) return;
  shown = Math.max(0, Math.min(ply, game.moves.length));
  following = shown === game.moves.length;
  const board = document.getElementById("board");
  board.replaceChildren(diagram(shown ? game.moves[shown - 1].position : game.start || "8/8/8/8/8/8/8/8"));
  const list = document.getElementById("moves");
  list.replaceChildren();
  game.moves.forEach((m, i) => {
    const s = el("span", (i + 1 === shown ? "now" : "") + (m.illegal ? " illegal" : ""), m.text);
    s.addEventListener("click", () => show(i + 1));
    list.append(s);
    if (m.clk !== null) list.append(el("span", "clk", clockText(m.clk)));
    list.append(" ");
  });
  document.getElementById("note").textContent = game.moves.length ? "" : T.no_moves;
}
async function load() {
  const response = await fetch("/api/boards/" + number + "/game" + (event ? "?event=" + encodeURIComponent(event) : ""));
  if (!response.ok) {
    document.getElementById("note").textContent = say("no_board", {n: number});
    return;
  }
  game = await response.json();
  document.getElementById("players").textContent = (game.white || T.white) + " – " + (game.black || T.black);
  document.getElementById("result").textContent = game.result ? say("result", {result: game.result}) : "";
  show(following ? game.moves.length : shown);
}
document.getElementById("first").onclick = () => show(0);
document.getElementById("prev").onclick = () => show(shown - 1);
document.getElementById("next").onclick = () => show(shown + 1);
document.getElementById("last").onclick = () => show(Infinity);
document.addEventListener("keydown", e => {
  const to = {ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: Infinity}[e.key];
  if (to !== undefined) { show(to); e.preventDefault(); }
});
load();
// Read again when the hall says this board changed.
const source = new EventSource("/api/events");
source.addEventListener("board", e => {
  const b = JSON.parse(e.data);
  if (b.board === number && (!event || b.event === event)) load();
});
</script></body></html>
)HTML";

} // namespace

std::string page_words_json(const i18n::Catalogue& catalogue) {
    std::string out = "{";
    for (const PageWord& word : page_words) {
        if (out.size() > 1)
            out += ", ";
        io::append_json_string(out, word.key);
        out += ": ";
        io::append_json_string(out, catalogue.text(word.msgid));
    }
    out += "}";
    // Inside <script>, "</" could end the script: JSON allows "<\/" for it.
    std::string safe;
    for (std::size_t i = 0; i < out.size(); ++i) {
        safe += out[i];
        if (out[i] == '<' && i + 1 < out.size() && out[i + 1] == '/')
            safe += '\\';
    }
    return safe;
}

namespace {

// A page's template with its language, title (the hall's), words and the shared diagram filled in.
std::string filled(std::string_view page_template_text, const std::string& lang,
                   const i18n::Catalogue& catalogue) {
    std::string page(page_template_text);
    const auto replace = [&page](std::string_view mark, std::string_view with) {
        const std::size_t at = page.find(mark);
        if (at != std::string::npos)
            page.replace(at, mark.size(), with);
    };
    replace("@LANG@", lang);
    std::string title;
    for (const char c : std::string_view(catalogue.text(page_words[0].msgid)))
        title += c == '&' ? std::string("&amp;") : c == '<' ? std::string("&lt;") : std::string(1, c);
    replace("@TITLE@", title);
    replace("@DIAGRAM_CSS@", diagram_css);
    replace("@WORDS@", page_words_json(catalogue));
    replace("@DIAGRAM_JS@", diagram_js);
    return page;
}

} // namespace

std::string hall_page_html(const std::string& lang, const i18n::Catalogue& catalogue) {
    return filled(page_template, lang, catalogue);
}

std::string board_page_html(const std::string& lang, const i18n::Catalogue& catalogue, int board) {
    std::string page = filled(board_template, lang, catalogue);
    const std::size_t at = page.find("@BOARD@");
    if (at != std::string::npos)
        page.replace(at, 7, std::to_string(board));
    return page;
}

} // namespace pendule::hall
