// The phone page: a thin renderer of the seat's view. It connects the seat's WebSocket, draws
// what the table sends, sends taps back and reconnects when the connection drops.
"use strict";

// A page opened on ".../seat/new" learns its seat's number and keeps that seat from then on.
let socketUrl = (location.protocol === "https:" ? "wss://" : "ws://") + location.host +
  location.pathname.replace("/seat/", "/ws/");
let socket = null;
let refused = false;
let retry = 500;

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
  socket = new WebSocket(socketUrl);
  socket.onopen = () => { retry = 500; linkShown(true); };
  socket.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    if (message.view) render(message.view);
    else if (message.ping !== undefined) send({ pong: message.ping });
    else if (message.seat !== undefined) {
      socketUrl = socketUrl.replace(/\/ws\/new$/, "/ws/" + message.seat);
      history.replaceState(null, "", location.pathname.replace(/\/seat\/new$/, "/seat/" + message.seat));
    }
    else if (message.error) {
      refused = true;
      const error = document.getElementById("error");
      error.textContent = message.error;
      error.hidden = false;
    }
  };
  socket.onclose = () => {
    linkShown(false);
    if (refused) return;
    // Resume the seat: try again, a little slower each time (at most every 5 s).
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  };
}

// A phone woken from sleep reconnects at once.
document.addEventListener("visibilitychange", () => {
  if (!document.hidden && !refused && (!socket || socket.readyState === WebSocket.CLOSED)) connect();
});
connect();
