// spots-site diff report: in a framed page of the report, tells the report when the page scrolls
// and scrolls when it is told to (review.js pairs the two frames). It does nothing outside a frame.
(function () {
  "use strict";
  if (window.parent === window) return;
  var following = false;
  var pending = false;
  window.addEventListener("scroll", function () {
    if (following) {
      following = false;
      return;
    }
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      window.parent.postMessage({ spotsReview: "scroll", x: window.scrollX, y: window.scrollY }, "*");
    });
  }, { passive: true });
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (event.source !== window.parent || !data || data.spotsReview !== "scrollTo") return;
    if (Math.abs(window.scrollX - data.x) < 1 && Math.abs(window.scrollY - data.y) < 1) return;
    following = true;
    window.scrollTo(data.x, data.y);
  });
})();
