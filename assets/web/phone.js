// The phone page: a thin renderer of the seat's view. It connects the seat's WebSocket, draws
// what the table sends, sends taps back and reconnects when the connection drops.
"use strict";

// The page's address is ".../t/TOKEN/seat/N" (or ".../seat/new" for any free seat). A seat the
// phone takes comes with a secret of its own, kept here (per table and seat): only that secret
// takes the seat back after a drop, so nobody else with the table's address can.
const parts = location.pathname.split("/");
const token = parts[2];
let seat = parts[4];
let socket = null;
// "gone": the seat went to another page or phone; this page stops trying.
let gone = false;
let retry = 500;
let retryTimer = null;

// Storage may be off (private mode): then the secret lives as long as the page.
const memory = {};
function secretKey(n) { return "stammtisch:" + token + ":" + n; }
function loadSecret(n) {
  try { return localStorage.getItem(secretKey(n)); } catch (e) { return memory[secretKey(n)] || null; }
}
function storeSecret(n, secret) {
  memory[secretKey(n)] = secret;
  try { localStorage.setItem(secretKey(n), secret); } catch (e) { /* kept in memory */ }
}
function forgetSecret(n) {
  delete memory[secretKey(n)];
  try { localStorage.removeItem(secretKey(n)); } catch (e) { /* nothing kept */ }
}

function socketUrl() {
  const base = (location.protocol === "https:" ? "wss://" : "ws://") + location.host +
    "/t/" + token + "/ws/" + seat;
  const secret = seat === "new" ? null : loadSecret(seat);
  return secret ? base + "?s=" + encodeURIComponent(secret) : base;
}

function showError(text) {
  const error = document.getElementById("error");
  error.textContent = text || "";
  error.hidden = !text;
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function cardButton(card) {
  const button = el("button", "card" + (card.selectable ? " tap" : "") + (card.picked ? " picked" : ""));
  const img = el("img");
  img.src = card.art;
  img.alt = "";
  button.appendChild(img);
  if (card.id !== null && card.id !== undefined) button.dataset.card = card.id;
  if (card.verb) button.dataset.verb = card.verb;
  button.disabled = !card.selectable;
  button.onclick = () => card.verb ? send({ verb: card.verb }) : send({ card: card.id });
  return button;
}

function verbButton(verb) {
  const button = el("button", "", verb.label);
  button.dataset.verb = verb.id;
  button.disabled = !verb.enabled;
  button.onclick = () => send({ verb: verb.id });
  return button;
}

function render(view) {
  document.getElementById("name").textContent = view.name;
  document.getElementById("status").textContent = view.status;
  const sections = document.getElementById("sections");
  sections.replaceChildren();
  for (const section of view.sections) {
    // One or two cards: the section sits beside the next; up to three: three to a row.
    const count = section.cards.length;
    const box = el("section", count <= 2 ? "few" : "");
    box.appendChild(el("h2", "", section.title));
    const row = el("div", "cards" + (count <= 3 ? " three" : ""));
    for (const card of section.cards) row.appendChild(cardButton(card));
    box.appendChild(row);
    sections.appendChild(box);
  }
  // The main verbs two to a row (an odd last one the whole row), the quick choices below.
  const verbs = document.getElementById("verbs");
  verbs.replaceChildren();
  const main = view.verbs.filter((v) => !v.quick);
  const quick = view.verbs.filter((v) => v.quick);
  if (main.length) {
    const grid = el("div", "verbs");
    main.forEach((verb, i) => {
      const button = verbButton(verb);
      if (i === main.length - 1 && main.length % 2 === 1) button.classList.add("wide");
      grid.appendChild(button);
    });
    verbs.appendChild(grid);
  }
  if (quick.length) {
    const grid = el("div", "quick");
    for (const verb of quick) grid.appendChild(verbButton(verb));
    verbs.appendChild(grid);
  }
}

function linkShown(ok) {
  document.getElementById("link").className = ok ? "link" : "link lost";
}

function connect() {
  if (gone) return;
  retryTimer = null;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  ws.onopen = () => linkShown(true);
  ws.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    if (message.view) {
      // Playing again: the next drop retries quickly.
      retry = 500;
      showError(null);
      render(message.view);
    } else if (message.ping !== undefined) send({ pong: message.ping });
    else if (message.seat !== undefined) {
      seat = String(message.seat);
      if (message.secret) storeSecret(seat, message.secret);
      history.replaceState(null, "", location.pathname.replace(/\/seat\/[^/]*$/, "/seat/" + seat));
    } else if (message.gone) {
      gone = true;
      if (message.void) forgetSecret(seat);
      showError(message.gone);
    } else if (message.error) showError(message.error);
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    linkShown(false);
    if (gone || retryTimer) return;
    // Back by itself: again and again, a little slower each time (at most every 5 s).
    retryTimer = setTimeout(connect, retry + Math.random() * 250);
    retry = Math.min(retry * 2, 5000);
  };
}

// A phone woken from sleep reconnects at once.
document.addEventListener("visibilitychange", () => {
  if (document.hidden || gone || (socket && socket.readyState !== WebSocket.CLOSED)) return;
  if (retryTimer) clearTimeout(retryTimer);
  connect();
});
connect();
