// A seat's phone: shows what the table sends for this seat, and sends back the
// index of the choice tapped. Every word comes from the table, in its language.
"use strict";
(function () {
  let socket = null;
  let texts = {};
  let version = null;
  let retry = 500;
  let stopped = false;
  let shownForms = null;
  let shownSheet = null;
  let sheet = null;
  // What the player typed or picked in a form, kept while the table moves on around it.
  const drafts = {};
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
    showForms(msg.forms || []);
    sheet = msg.sheet || null;
    showSheet();
    const moves = msg.choices.length + (msg.forms || []).length;
    $("waiting").textContent = texts.waiting;
    $("waiting").hidden = moves > 0 || Boolean(msg.elsewhere);
    $("elsewhere-title").textContent = texts.elsewhere;
    $("elsewhere-text").textContent = msg.elsewhere;
    $("elsewhere").hidden = !msg.elsewhere;
    // No moves here, only what stays at the laptop: no empty "Your moves" heading above it.
    $("choices-title").hidden = moves === 0 && Boolean(msg.elsewhere);
    notice("");
  }

  // -- forms: a move too many to list, filled in and sent whole ------------------------
  function showForms(forms) {
    const key = JSON.stringify(forms);
    if (key === shownForms) {
      for (const b of $("forms").querySelectorAll("button")) b.disabled = false;
      return;
    }
    shownForms = key;
    // A form that is gone takes its draft with it; one still offered keeps what was typed.
    const live = new Set(forms.map((f) => f.key));
    for (const k of Object.keys(drafts)) if (!live.has(k.split("/")[0])) delete drafts[k];
    list($("forms"), forms, buildForm);
  }

  function buildForm(form, index) {
    const el = document.createElement("form");
    el.className = "move";
    el.noValidate = true;
    const title = document.createElement("h3");
    title.textContent = form.title;
    el.append(title);
    if (form.detail) {
      const p = document.createElement("p");
      p.className = "detail";
      p.textContent = form.detail;
      el.append(p);
    }
    const read = {};
    for (const field of form.fields) {
      const draft = form.key + "/" + field.key;
      if (field.options.length) {
        const group = document.createElement("fieldset");
        const legend = document.createElement("legend");
        legend.textContent = field.label;
        group.append(legend);
        const row = document.createElement("div");
        row.className = "options";
        row.setAttribute("role", "radiogroup");
        let picked = draft in drafts ? drafts[draft] : field.value;
        const buttons = field.options.map((option) => {
          const b = document.createElement("button");
          b.type = "button";
          b.textContent = option.label;
          b.setAttribute("role", "radio");
          const mark = () => b.setAttribute("aria-checked", String(option.value === picked));
          mark();
          b.addEventListener("click", () => {
            picked = option.value;
            drafts[draft] = picked;
            for (const other of buttons) other.mark();
          });
          b.mark = mark;
          return b;
        });
        // One choice only: it is picked for the player.
        if (field.options.length === 1) { picked = field.options[0].value; buttons[0].mark(); }
        row.append(...buttons);
        group.append(row);
        el.append(group);
        read[field.key] = () => picked || null;
      } else {
        const label = document.createElement("label");
        label.className = "typed";
        label.append(document.createTextNode(field.label));
        const input = document.createElement("input");
        input.type = "text";
        input.name = field.key;
        input.maxLength = field.most;
        input.placeholder = field.placeholder;
        input.autocomplete = "off";
        input.spellcheck = false;
        input.setAttribute("autocapitalize", "characters");
        input.setAttribute("autocorrect", "off");
        input.value = draft in drafts ? drafts[draft] : field.value;
        input.addEventListener("input", () => { drafts[draft] = input.value; });
        label.append(input);
        el.append(label);
        read[field.key] = () => input.value;
      }
    }
    const send = document.createElement("button");
    send.type = "submit";
    send.className = "send";
    send.textContent = form.button;
    el.append(send);
    el.addEventListener("submit", (event) => {
      event.preventDefault();
      const values = {};
      for (const field of form.fields) {
        const value = read[field.key]();
        if (value === null) {
          notice(texts.pick.replace("{field}", field.label));
          return;
        }
        values[field.key] = value;
      }
      if (!socket || socket.readyState !== WebSocket.OPEN || version === null) return;
      send.disabled = true;
      socket.send(JSON.stringify({ type: "form", version: version, form: index, values: values }));
    });
    return el;
  }

  // -- the sheet: a grid of the seat's notes, a tap a mark ------------------------------
  function helpOn() {
    try { return localStorage.getItem("bgd-help") === "1"; } catch (e) { return $("help").checked; }
  }

  function showSheet() {
    $("sheet-part").hidden = !sheet;
    if (!sheet) { shownSheet = null; return; }
    const help = Boolean(sheet.helped) && helpOn();
    const grid = help ? sheet.helped : sheet.cells;
    $("sheet-title").textContent = sheet.title;
    $("help-line").hidden = !sheet.helped;
    $("help").checked = help;
    $("help-label").textContent = sheet.help_label;
    list($("legend"), sheet.legend, (line) => {
      const li = document.createElement("li");
      li.textContent = line;
      return li;
    });
    list($("sheet-notes"), sheet.notes, (line) => {
      const li = document.createElement("li");
      li.textContent = line;
      return li;
    });
    const key = JSON.stringify([help, sheet.columns, grid]);
    if (key === shownSheet) return;
    shownSheet = key;
    const head = document.createElement("tr");
    head.append(document.createElement("th"));
    for (const column of sheet.columns) {
      const th = document.createElement("th");
      th.scope = "col";
      const span = document.createElement("span");
      span.textContent = column;
      th.append(span);
      head.append(th);
    }
    const thead = document.createElement("thead");
    thead.append(head);
    const tbody = document.createElement("tbody");
    grid.forEach((row, r) => {
      const tr = document.createElement("tr");
      const th = document.createElement("th");
      th.scope = "row";
      th.textContent = sheet.rows[r];
      tr.append(th);
      row.forEach((cell, k) => {
        const td = document.createElement("td");
        const b = document.createElement("button");
        b.type = "button";
        b.className = "cell " + (cell.style || "plain");
        b.textContent = cell.text;
        b.title = cell.title;
        b.setAttribute("aria-label", sheet.rows[r] + " · " + sheet.columns[k] + (cell.text ? " " + cell.text : "") +
                       (cell.title ? ": " + cell.title : ""));
        if (cell.tap === null) {
          b.disabled = true;
        } else {
          b.addEventListener("click", () => tap(cell.tap, b));
        }
        td.append(b);
        tr.append(td);
      });
      tbody.append(tr);
    });
    $("sheet").replaceChildren(thead, tbody);
  }

  function tap(index, button) {
    if (!socket || socket.readyState !== WebSocket.OPEN || version === null) return;
    button.classList.add("sent");
    socket.send(JSON.stringify({ type: "choose", version: version, choice: index }));
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
        for (const b of $("forms").querySelectorAll("button")) b.disabled = false;
        for (const b of $("sheet").querySelectorAll("button.sent")) b.classList.remove("sent");
        notice(msg.reason);
      } else if (msg.type === "kicked" || msg.type === "no_seat") {
        stopped = true;
        notice(texts[msg.type]);
        list($("choices"), [], () => null);
        list($("forms"), [], () => null);
        shownForms = null;
        sheet = null;
        showSheet();
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
  $("help").addEventListener("change", () => {
    try { localStorage.setItem("bgd-help", $("help").checked ? "1" : "0"); } catch (e) { /* private mode */ }
    showSheet();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !socket && !stopped) connect();
  });
  connect();
})();
