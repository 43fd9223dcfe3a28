// A seat's phone: shows what the table sends for this seat, and sends back the
// index of the choice tapped. Every word comes from the table, in its language.
"use strict";
(function () {
  let socket = null;
  let texts = {};
  let version = null;
  let retry = 500;
  let stopped = false;
  const MANY = 12;

  const $ = (id) => document.getElementById(id);

  function notice(text, calm) {
    const el = $("notice");
    el.textContent = text || "";
    el.hidden = !text;
    el.className = calm ? "calm" : "";
  }

  function list(el, items, build) {
    el.replaceChildren(...items.map(build));
  }

  function show(msg) {
    texts = msg.texts || texts;
    version = msg.version;
    document.documentElement.lang = msg.lang === "zh_TW" ? "zh-Hant-TW" : "en";
    document.title = msg.game + " · " + msg.name;
    document.documentElement.style.setProperty("--seat", msg.colour || "");
    $("game").textContent = msg.game;
    $("name").textContent = msg.name;
    $("headline").textContent = msg.headline;
    $("secret-title").textContent = texts.secret;
    $("choices-title").textContent = texts.choices;
    $("public-title").textContent = texts.table;
    $("secret-part").hidden = msg.secret.length === 0;
    list($("secret"), msg.secret, (item) => {
      const li = document.createElement("li");
      if (item.picture) {
        const img = document.createElement("img");
        img.src = item.picture;
        img.alt = "";
        li.append(img);
        li.className = "picture";
      }
      li.append(document.createTextNode(item.text));
      if (item.detail) {
        const small = document.createElement("small");
        small.textContent = item.detail;
        li.append(small);
      }
      return li;
    });
    $("public-part").hidden = msg.public.length === 0;
    list($("public"), msg.public, (line) => {
      const li = document.createElement("li");
      li.textContent = line;
      return li;
    });
    $("log-title").textContent = texts.log;
    $("log-part").hidden = msg.log.length === 0;
    list($("log"), msg.log, (line) => {
      const li = document.createElement("li");
      li.textContent = line;
      return li;
    });
    list($("choices"), msg.choices, (choice, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = choice.label;
      button.addEventListener("click", () => choose(index));
      return button;
    });
    // A long list (every picture's name) gets a box that narrows it as one types.
    const filter = $("filter");
    filter.hidden = msg.choices.length <= MANY;
    filter.placeholder = texts.filter;
    filter.setAttribute("aria-label", texts.filter);
    narrow();
    $("waiting").textContent = texts.waiting;
    $("waiting").hidden = msg.choices.length > 0 || Boolean(msg.elsewhere);
    $("elsewhere-title").textContent = texts.elsewhere;
    $("elsewhere-text").textContent = msg.elsewhere;
    $("elsewhere").hidden = !msg.elsewhere;
    // No moves here, only what stays at the laptop: no empty "Your moves" heading above it.
    $("choices-title").hidden = msg.choices.length === 0 && Boolean(msg.elsewhere);
    notice("");
  }

  function narrow() {
    const words = $("filter").hidden ? "" : $("filter").value.trim().toLocaleLowerCase();
    for (const b of $("choices").querySelectorAll("button")) {
      b.hidden = words !== "" && !b.textContent.toLocaleLowerCase().includes(words);
    }
  }

  function choose(index) {
    if (!socket || socket.readyState !== WebSocket.OPEN || version === null) return;
    for (const b of $("choices").querySelectorAll("button")) b.disabled = true;
    socket.send(JSON.stringify({ type: "choose", version: version, choice: index }));
  }

  function connect() {
    if (socket) return;
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/socket");
    socket.addEventListener("open", () => { retry = 500; });
    socket.addEventListener("message", (event) => {
      let msg;
      try { msg = JSON.parse(event.data); } catch (e) { return; }
      if (msg.texts) texts = msg.texts;
      if (msg.type === "view") {
        show(msg);
      } else if (msg.type === "refused") {
        for (const b of $("choices").querySelectorAll("button")) b.disabled = false;
        notice(msg.reason);
      } else if (msg.type === "kicked" || msg.type === "no_seat") {
        stopped = true;
        notice(texts[msg.type]);
        list($("choices"), [], () => null);
      }
    });
    socket.addEventListener("close", () => {
      socket = null;
      if (stopped) return;
      if (texts.away) notice(texts.away, true);
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 5000);
    });
  }

  $("filter").addEventListener("input", narrow);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !socket && !stopped) connect();
  });
  connect();
})();
