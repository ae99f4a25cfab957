// The web companion's one script (served from /static: the Content-Security-Policy allows no
// inline script). The timeline: a step by click (its link) or by keyboard (←/→, Home/End),
// fetched and swapped in place; a live game asks now and then whether a new action was stored.
"use strict";
(function () {
  function game() { return document.getElementById("game"); }

  function swap(html, url, push) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var fresh = doc.getElementById("game");
    var old = game();
    if (!fresh || !old) { window.location.href = url; return; }
    old.replaceWith(fresh);
    document.title = doc.title;
    if (push) { history.pushState({}, "", url); }
    var current = fresh.querySelector("#timeline [aria-current]");
    if (current && current.scrollIntoView) { current.scrollIntoView({ block: "nearest" }); }
  }

  function load(url, push, focusStep) {
    return fetch(url, { credentials: "same-origin" }).then(function (r) {
      if (!r.ok) { throw new Error(String(r.status)); }
      return r.text();
    }).then(function (html) {
      swap(html, url, push);
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
    load(g.dataset.base + "/s/" + n, true, false);
  }

  document.addEventListener("click", function (e) {
    var a = e.target.closest ? e.target.closest("a[data-step]") : null;
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) { return; }
    e.preventDefault();
    load(a.getAttribute("href"), true, true);
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

  window.addEventListener("popstate", function () { load(window.location.pathname, false, false); });

  // A live game: poll its version; on a new one, show the new last step if the viewer was there.
  function poll() {
    var g = game();
    if (!g || !g.dataset.live) { return; }
    fetch(g.dataset.base + "/version.json", { credentials: "same-origin" }).then(function (r) {
      return r.ok ? r.json() : null;
    }).then(function (v) {
      var now = game();
      if (!v || !now || String(v.version) === now.dataset.version) { return; }
      var atEnd = now.dataset.at === now.dataset.last;
      return load(atEnd ? now.dataset.base : window.location.pathname, atEnd && window.location.pathname !== now.dataset.base, false);
    }).catch(function () {}).then(schedule);
  }
  function schedule() {
    var g = game();
    if (g && g.dataset.live) { window.setTimeout(poll, 1000 * parseInt(g.dataset.live, 10)); }
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", schedule); } else { schedule(); }
})();
