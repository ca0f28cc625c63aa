// The design catalog's example pages, shown in frames: ?theme=light|dark|contrast and ?dir=ltr|rtl set
// the theme and direction; a frame tells the page around it its height, and a thumbnail
// (a frame named "catalog-thumbnail") is made inert, so its links are not in the tab order.
// Written by spots-site; the page reads the same without it.
(function () {
  "use strict";
  var query = new URLSearchParams(location.search);
  var root = document.documentElement;
  var theme = query.get("theme");
  if (theme === "light" || theme === "dark" || theme === "contrast") root.setAttribute("data-theme", theme);
  var dir = query.get("dir");
  if (dir === "ltr" || dir === "rtl") root.setAttribute("dir", dir);
  if (window.parent === window) return;
  root.classList.add("catalog-framed");
  function tellHeight() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    window.parent.postMessage({ spotsCatalogFrame: { height: height, href: location.href } }, "*");
  }
  document.addEventListener("DOMContentLoaded", function () {
    if (window.name === "catalog-thumbnail") document.body.inert = true;
    tellHeight();
    if (window.ResizeObserver) new ResizeObserver(tellHeight).observe(document.body);
  });
  window.addEventListener("load", tellHeight);
})();
