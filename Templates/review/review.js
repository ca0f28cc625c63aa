// spots-site diff report: fits the framed pages to their columns at the chosen width, and keeps
// the before and after frames scrolled together. Each framed page carries review-frame.js, which
// reports its scrolling and follows the other's; messages are taken only from this page's own
// frames, so it works from file:// as well as served. Without scripts the frames scroll sideways.
(function () {
  "use strict";
  var frames = Array.prototype.slice.call(document.querySelectorAll(".review-viewport iframe"));
  if (frames.length === 0) return;
  var widths = { "width-390": 390, "width-768": 768, "width-1280": 1280 };
  function chosenWidth() {
    for (var id in widths) {
      var input = document.getElementById(id);
      if (input && input.checked) return widths[id];
    }
    return 1280;
  }
  function fit() {
    var width = chosenWidth();
    frames.forEach(function (frame) {
      var box = frame.parentNode;
      var scale = Math.min(1, box.clientWidth / width);
      frame.style.width = width + "px";
      frame.style.height = Math.round(box.clientHeight / scale) + "px";
      frame.style.transform = scale < 1 ? "scale(" + scale + ")" : "";
    });
  }
  document.documentElement.classList.add("review-fitted");
  Object.keys(widths).forEach(function (id) {
    var input = document.getElementById(id);
    if (input) input.addEventListener("change", fit);
  });
  window.addEventListener("resize", fit);
  fit();

  var sync = document.getElementById("review-sync");
  if (frames.length < 2) {
    if (sync) sync.parentNode.hidden = true;
    return;
  }
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (!data || data.spotsReview !== "scroll" || (sync && !sync.checked)) return;
    if (!frames.some(function (frame) { return frame.contentWindow === event.source; })) return;
    frames.forEach(function (frame) {
      if (frame.contentWindow && frame.contentWindow !== event.source) {
        frame.contentWindow.postMessage({ spotsReview: "scrollTo", x: data.x, y: data.y }, "*");
      }
    });
  });
})();
