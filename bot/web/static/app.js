// The web companion's one script (served from /static: the Content-Security-Policy allows no
// inline script). The timeline: a step by click (its link) or by keyboard (←/→, Home/End),
// fetched and swapped in place without moving the window away from the step (only the
// timeline's list scrolls, inside itself); a live game asks now and then whether a new action
// was stored, and stops, saying so, once its address was replaced.
"use strict";
(function () {
  var replaced = false;

  function game() { return document.getElementById("game"); }

  // The timeline's current entry, scrolled into view inside the list only (never the window).
  function showCurrent() {
    var list = document.querySelector("#game .timeline");
    var current = list && list.querySelector("[aria-current]");
    if (!current) { return; }
    var box = list.getBoundingClientRect(), entry = current.getBoundingClientRect();
    if (entry.top < box.top || entry.bottom > box.bottom) {
      list.scrollTop += (entry.top - box.top) - (box.height - entry.height) / 2;
    }
  }

  // The language switch leads to the step shown (the address the script moved to).
  function relang() {
    var links = document.querySelectorAll(".langs a[hreflang]");
    for (var i = 0; i < links.length; i++) {
      links[i].setAttribute("href", window.location.pathname + "?lang=" + links[i].getAttribute("hreflang"));
    }
  }

  function stepper() { return document.querySelector("#step .stepper"); }

  function inView(el) {
    var r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  }

  // The address no longer answers: say so, and stop following the game.
  function showReplaced() {
    replaced = true;
    var notice = document.getElementById("replaced");
    if (notice) { notice.hidden = false; }
  }

  // Swap the step in place. The step's buttons stay where they were on the screen; when they
  // were out of view, ``reveal`` brings the new step's top into view (a viewer's own move).
  function swap(html, url, push, reveal) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var fresh = doc.getElementById("game");
    var old = game();
    if (!fresh || !old) { window.location.href = url; return; }
    var nav = stepper();
    var seen = nav && inView(nav) ? nav.getBoundingClientRect().top : null;
    old.replaceWith(fresh);
    document.title = doc.title;
    if (push) { history.pushState({}, "", url); }
    relang();
    var now = stepper();
    if (now && seen !== null) {
      window.scrollBy(0, now.getBoundingClientRect().top - seen);
    } else if (now && reveal && !inView(now)) {
      window.scrollBy(0, now.getBoundingClientRect().top - 8);
    }
    showCurrent();
  }

  function load(url, push, focusStep, reveal) {
    return fetch(url, { credentials: "same-origin" }).then(function (r) {
      if (r.status === 404) { showReplaced(); return null; }
      if (!r.ok) { throw new Error(String(r.status)); }
      return r.text();
    }).then(function (html) {
      if (html === null) { return; }
      swap(html, url, push, reveal);
      if (focusStep) {
        var title = document.getElementById("step-title");
        if (title) { title.setAttribute("tabindex", "-1"); title.focus({ preventScroll: true }); }
      }
    }).catch(function () { window.location.href = url; });
  }

  function goTo(n) {
    var g = game();
    if (!g) { return; }
    var last = parseInt(g.dataset.last, 10);
    n = Math.max(0, Math.min(last, n));
    if (n === parseInt(g.dataset.at, 10)) { return; }
    load(g.dataset.base + "/s/" + n, true, false, true);
  }

  document.addEventListener("click", function (e) {
    if (!e.target.closest) { return; }
    var zoom = e.target.closest("a.zoom");
    if (zoom) {  // open the picture shown (the portrait one on a phone) full size
      var img = zoom.querySelector("img");
      if (img && img.currentSrc) { zoom.setAttribute("href", img.currentSrc); }
      return;
    }
    var a = e.target.closest("a[data-step]");
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) { return; }
    e.preventDefault();
    load(a.getAttribute("href"), true, true, true);
  });

  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    var tag = (e.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select") { return; }
    var g = game();
    if (!g) { return; }
    var at = parseInt(g.dataset.at, 10), last = parseInt(g.dataset.last, 10);
    var to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[e.key];
    if (to === undefined) { return; }
    e.preventDefault();
    goTo(to);
  });

  window.addEventListener("popstate", function () { load(window.location.pathname, false, false, true); });

  // A live game: poll its version; on a new one, show the new last step if the viewer was there.
  function poll() {
    var g = game();
    if (!g || !g.dataset.live || replaced) { return; }
    fetch(g.dataset.base + "/version.json", { credentials: "same-origin" }).then(function (r) {
      if (r.status === 404) { showReplaced(); return null; }
      return r.ok ? r.json() : null;
    }).then(function (v) {
      var now = game();
      if (!v || !now || String(v.version) === now.dataset.version) { return; }
      var atEnd = now.dataset.at === now.dataset.last;
      var url = atEnd ? now.dataset.base : window.location.pathname;
      return load(url, atEnd && window.location.pathname !== now.dataset.base, false, false);
    }).catch(function () {}).then(schedule);
  }
  function schedule() {
    var g = game();
    if (g && g.dataset.live && !replaced) { window.setTimeout(poll, 1000 * parseInt(g.dataset.live, 10)); }
  }
  function start() { showCurrent(); schedule(); }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();
