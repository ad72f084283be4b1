#include "hall/hall_page.hpp"

namespace pendule::hall {

// Tiles are sorted with the alerts first (a flag fell, paused, link lost), then by board. Times
// are shown as the players see them: H:MM:SS, with tenths under 20 seconds.
const char* hall_page_html() {
    return R"HTML(<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pendule — the hall</title>
<style>
body { font-family: sans-serif; background: #111; color: #eee; margin: 0.5rem; }
h1 { font-size: 1.2rem; margin: 0 0 0.5rem; }
#tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 0.5rem; }
.tile { background: #222; border: 2px solid #333; border-radius: 0.4rem; padding: 0.4rem 0.6rem; }
.tile.alert { border-color: #e0a000; }
.head { display: flex; justify-content: space-between; font-weight: bold; }
.side { display: flex; justify-content: space-between; padding: 0.15rem 0; }
.side.run { color: #7fdc7f; }
.time { font-family: monospace; font-size: 1.5rem; }
.flag { color: #ff6060; }
.note { font-size: 0.85rem; color: #bbb; }
.offline { color: #ff6060; }
</style></head><body>
<h1>Pendule — the hall <span id="status" class="note"></span></h1>
<div id="tiles"></div>
<script>
function clockText(ms) {
  const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
  const t = h + ":" + String(m).padStart(2, "0") + ":" + String(s % 60).padStart(2, "0");
  return ms < 20000 ? t + "." + Math.floor(ms % 1000 / 100) : t;
}
function alerts(b) {
  const a = [];
  if (b.first_flag) a.push("flag fell: " + b.first_flag);
  if (b.paused && !b.result) a.push("paused");
  if (b.link !== "online") a.push("link lost");
  if (b.problem) a.push("journal: " + b.problem);
  return a;
}
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
function tile(b) {
  const a = alerts(b), t = el("div", a.length ? "tile alert" : "tile");
  const head = el("div", "head");
  head.append(el("span", "", "Board " + b.board), el("span", b.link === "online" ? "" : "offline", b.link));
  t.append(head);
  for (const side of ["white", "black"]) {
    const row = el("div", b.running === side ? "side run" : "side");
    const flag = b.first_flag === side ? " ⚑" : "";
    row.append(el("span", "", (b[side] || side) + " (" + b[side + "_moves"] + ")" + flag),
               el("span", "time", clockText(b[side + "_ms"])));
    t.append(row);
  }
  t.append(el("div", "note", (b.result ? "Result " + b.result + " · " : "") + "record " + b.last_seq));
  for (const text of a) t.append(el("div", "note flag", text));
  return t;
}
async function refresh() {
  try {
    const boards = await (await fetch("/api/boards")).json();
    boards.sort((x, y) => (alerts(y).length > 0) - (alerts(x).length > 0) || x.board - y.board);
    document.getElementById("tiles").replaceChildren(...boards.map(tile));
    document.getElementById("status").textContent = boards.length + " boards";
  } catch (e) {
    document.getElementById("status").textContent = "the hall does not answer";
  }
}
refresh();
setInterval(refresh, 1000);
</script></body></html>
)HTML";
}

} // namespace pendule::hall
