extension HTMLReport {
  /// The page's style sheet. The highlight colour, #ff2d55, is a colour no picture uses, so
  /// that a screenshot shows where it is.
  static let style = #"""
    :root { color-scheme: light; --hl: #ff2d55; }
    body { margin: 0; font: 14px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial,
      sans-serif; color: #1d1d1f; background: #ffffff; }
    header { padding: 12px 20px 0; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    .hint { margin: 0; color: #636366; font-size: 12px; }
    #timeline { display: flex; align-items: flex-start; gap: 8px; padding: 10px 20px;
      position: sticky; top: 0; background: #ffffffee; border-bottom: 1px solid #d1d1d6;
      z-index: 1; }
    #timeline ol { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0;
      padding: 0; }
    #timeline button { font: inherit; font-size: 12px; border: 1px solid #c7c7cc;
      border-radius: 6px; background: #f2f2f7; padding: 3px 8px; cursor: pointer; }
    #timeline button[aria-current="step"] { background: #007aff; border-color: #007aff;
      color: #ffffff; }
    #timeline .number { font-weight: 600; }
    .runs { display: flex; gap: 28px; align-items: flex-start; padding: 12px 20px;
      overflow-x: auto; }
    .run { flex: 0 0 auto; max-width: 100%; }
    .runs[data-run-count="1"] .run { flex: 1 1 auto; }
    h2 { font-size: 17px; margin: 0; }
    .device { margin: 0 0 8px; color: #636366; }
    .step[hidden] { display: none; }
    /* One run: the details beside the picture when at least 560 px are left for their
       tables, below it otherwise (an iPad's picture is wider than most laptops' pages). */
    .runs[data-run-count="1"] .step:not([hidden]) { display: flex; flex-wrap: wrap;
      gap: 0 24px; align-items: flex-start; }
    .runs[data-run-count="1"] .step-header { flex: 1 1 100%; }
    .runs[data-run-count="1"] .picture { flex: 0 0 auto; }
    .runs[data-run-count="1"] .details { flex: 1 1 560px; min-width: 0; }
    .details { overflow-x: auto; }
    h3 { font-size: 15px; margin: 0 0 2px; }
    .window { margin: 0 0 8px; color: #636366; font-size: 12px; }
    .picture svg { display: block; pointer-events: none; }
    .picture svg [data-sim-id] { pointer-events: all; cursor: pointer; }
    .picture svg .hl-outline { fill: var(--hl); fill-opacity: 0.1; stroke: var(--hl);
      stroke-width: 3px; pointer-events: none; }
    h4 { font-size: 13px; margin: 12px 0 4px; }
    table { border-collapse: collapse; font-size: 12px; }
    th, td { text-align: left; padding: 2px 6px; border-bottom: 1px solid #e5e5ea;
      vertical-align: top; white-space: nowrap; }
    thead th { color: #636366; font-weight: 500; }
    tr[data-sim-id], li[data-sim-id] { cursor: pointer; }
    .hl, tr.hl th, tr.hl td { background: #ffe4ea; }
    tr.hl th.id { box-shadow: inset 3px 0 0 var(--hl); }
    .note { display: block; font-weight: 400; color: #636366; }
    .guide { color: #3a3a3c; }
    .events, .diagnostics { margin: 0; padding-left: 22px; font-size: 12px; }
    .diagnostics li { margin-bottom: 6px; }
    .severity { font-weight: 600; text-transform: uppercase; font-size: 11px; }
    .warning .severity { color: #c93400; }
    .error .severity { color: #d70015; }
    .message { margin: 2px 0 0; white-space: pre-wrap; font-size: 12px; }
    .none, .missing, .empty { color: #8e8e93; margin: 0; }
    :focus-visible { outline: 2px solid var(--hl); outline-offset: 1px; }

    """#

  /// The page's script: the timeline, the keyboard, highlighting, and the state in the
  /// address (`#step=2&hover=nav`). It reads the page, never the scene's text as code: ids
  /// are compared as strings, never put into a selector.
  static let script = #"""
    (function () {
      "use strict";
      var body = document.body;
      var stepCount = Number(body.getAttribute("data-step-count")) || 0;
      var buttons = Array.prototype.slice.call(document.querySelectorAll(".step-button"));
      var articles = Array.prototype.slice.call(document.querySelectorAll(".run > .step"));
      var targets = Array.prototype.slice.call(document.querySelectorAll("[data-sim-id]"));
      var current = 0;
      var highlighted = null;

      function box(element) {
        if (!element) { return ""; }
        var r = element.getBoundingClientRect();
        return [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height]
          .map(function (v) { return Math.round(v * 100) / 100; }).join(" ");
      }

      function firstRunPicture() {
        return document.querySelector(
          ".run[data-run=\"0\"] > .step[data-step=\"" + current + "\"] .picture svg");
      }

      function record() {
        body.setAttribute("data-step", String(current));
        body.setAttribute("data-highlight", highlighted === null ? "" : highlighted);
        var picture = firstRunPicture();
        body.setAttribute("data-picture-box", box(picture));
        body.setAttribute(
          "data-highlight-box", box(picture ? picture.querySelector(".hl-outline") : null));
        var details = document.querySelector(
          ".run[data-run=\"0\"] > .step[data-step=\"" + current + "\"] .details");
        body.setAttribute("data-details-box", box(details));
      }

      // A highlighted shape gets an outline drawn above the whole picture (bars, labels and
      // the screen's edge would hide its own stroke), inset so that the stroke shows whole.
      function outline(group) {
        var shape = group.querySelector("rect");
        var layer = group.parentNode;
        while (layer && !(layer.hasAttribute && layer.hasAttribute("transform"))) {
          layer = layer.parentNode;
        }
        if (!shape || !layer) { return; }
        var r = document.createElementNS(shape.namespaceURI, "rect");
        var x = Number(shape.getAttribute("x")), y = Number(shape.getAttribute("y"));
        var w = Number(shape.getAttribute("width")), h = Number(shape.getAttribute("height"));
        var inset = Math.min(1.5, w / 2, h / 2);
        r.setAttribute("x", String(x + inset));
        r.setAttribute("y", String(y + inset));
        r.setAttribute("width", String(w - 2 * inset));
        r.setAttribute("height", String(h - 2 * inset));
        r.setAttribute("class", "hl-outline");
        r.setAttribute("data-outline-of", group.getAttribute("data-sim-id"));
        layer.appendChild(r);
      }

      function highlight(id) {
        highlighted = id;
        Array.prototype.slice.call(document.querySelectorAll(".hl-outline"))
          .forEach(function (element) { element.parentNode.removeChild(element); });
        targets.forEach(function (element) {
          var on = id !== null && element.getAttribute("data-sim-id") === id;
          element.classList.toggle("hl", on);
          // The first shape of the object in each picture (a view may have a second group,
          // its guides).
          if (on && element instanceof SVGElement) {
            var svg = element.ownerSVGElement;
            if (svg && svg.querySelector(".hl-outline") === null) { outline(element); }
          }
        });
        record();
      }

      function show(step, updateAddress) {
        if (stepCount === 0) { record(); return; }
        current = Math.max(0, Math.min(stepCount - 1, step));
        articles.forEach(function (article) {
          article.hidden = Number(article.getAttribute("data-step")) !== current;
        });
        buttons.forEach(function (button) {
          if (Number(button.getAttribute("data-step")) === current) {
            button.setAttribute("aria-current", "step");
          } else {
            button.removeAttribute("aria-current");
          }
        });
        if (updateAddress) {
          try { history.replaceState(null, "", "#step=" + current); } catch (e) { }
        }
        record();
      }

      function readAddress() {
        var state = { step: 0, hover: null };
        location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
          var equals = pair.indexOf("=");
          if (equals < 0) { return; }
          var key = pair.slice(0, equals);
          var value;
          try { value = decodeURIComponent(pair.slice(equals + 1)); } catch (e) { return; }
          if (key === "step" && /^[0-9]+$/.test(value)) { state.step = Number(value); }
          if (key === "hover" && value !== "") { state.hover = value; }
        });
        return state;
      }

      buttons.forEach(function (button) {
        button.addEventListener("click", function () {
          show(Number(button.getAttribute("data-step")), true);
        });
      });
      var previous = document.querySelector("#timeline .previous");
      var next = document.querySelector("#timeline .next");
      if (previous) {
        previous.addEventListener("click", function () { show(current - 1, true); });
      }
      if (next) {
        next.addEventListener("click", function () { show(current + 1, true); });
      }

      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) { return; }
        var moves = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0,
          End: stepCount - 1 };
        if (Object.prototype.hasOwnProperty.call(moves, event.key)) {
          event.preventDefault();
          show(moves[event.key], true);
        }
      });

      function targetOf(node) {
        return node && node.closest ? node.closest("[data-sim-id]") : null;
      }
      document.addEventListener("mouseover", function (event) {
        var target = targetOf(event.target);
        if (target) { highlight(target.getAttribute("data-sim-id")); }
      });
      document.addEventListener("mouseout", function (event) {
        var from = targetOf(event.target);
        var to = targetOf(event.relatedTarget);
        if (from && (!to || to.getAttribute("data-sim-id") !== from.getAttribute("data-sim-id"))) {
          highlight(null);
        }
      });
      document.addEventListener("focusin", function (event) {
        var target = targetOf(event.target);
        highlight(target ? target.getAttribute("data-sim-id") : null);
      });
      window.addEventListener("hashchange", function () {
        var state = readAddress();
        show(state.step, false);
        highlight(state.hover);
      });

      var initial = readAddress();
      show(initial.step, false);
      highlight(initial.hover);
    })();

    """#
}
