// spots-site diff --screenshots: compares screenshot pairs in headless Chromium (the page lists
// them as images "before-N" and "after-N"). For each pair it counts the pixels whose colour
// differs by more than the threshold (data-threshold, 0 to 1, of the largest channel difference)
// and draws them red over a faded copy of the "after" image; the result goes into the page as
// <pre id="result-N">changed total data:image/png;base64,…</pre>, which spots-site reads back.
window.addEventListener("load", function () {
  "use strict";
  var threshold = parseFloat(document.body.getAttribute("data-threshold")) * 255;
  var count = parseInt(document.body.getAttribute("data-count"), 10);
  for (var n = 0; n < count; n++) {
    var a = document.getElementById("before-" + n);
    var b = document.getElementById("after-" + n);
    var width = Math.max(a.naturalWidth, b.naturalWidth);
    var height = Math.max(a.naturalHeight, b.naturalHeight);
    var pixels = function (image) {
      var canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      var context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, width, height).data;
    };
    var before = pixels(a);
    var after = pixels(b);
    var canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    var context = canvas.getContext("2d");
    var image = context.createImageData(width, height);
    var out = image.data;
    var changed = 0;
    for (var i = 0; i < before.length; i += 4) {
      var difference = Math.max(
        Math.abs(before[i] - after[i]), Math.abs(before[i + 1] - after[i + 1]),
        Math.abs(before[i + 2] - after[i + 2]), Math.abs(before[i + 3] - after[i + 3]));
      if (difference > threshold) {
        changed++;
        out[i] = 230; out[i + 1] = 0; out[i + 2] = 0; out[i + 3] = 255;
      } else {
        var grey = 255 - (255 - (after[i] * 0.3 + after[i + 1] * 0.59 + after[i + 2] * 0.11)) * 0.2;
        out[i] = grey; out[i + 1] = grey; out[i + 2] = grey; out[i + 3] = 255;
      }
    }
    context.putImageData(image, 0, 0);
    var result = document.createElement("pre");
    result.id = "result-" + n;
    result.textContent = changed + " " + width * height + " " + canvas.toDataURL("image/png");
    document.body.appendChild(result);
  }
});
