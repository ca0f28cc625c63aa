"use strict";
/* spots-site diff --screenshots: compares screenshot pairs in headless Chromium.
   `await spotsPixelDiff(threshold, [[before, after], …])`, the images as data: addresses and the
   threshold from 0 to 1 of the largest channel difference, → JSON string [{ changed, total, image }]
   (null for a pair whose images cannot be read): for each pair the pixels whose colour differs by
   more than the threshold, drawn red over a faded copy of the "after" image (a PNG data: address). */
window.spotsPixelDiff = async function (threshold, pairs) {
  const limit = threshold * 255;
  const load = (source) => { const image = new Image(); image.src = source; return image.decode().then(() => image); };
  const results = [];
  for (const [first, second] of pairs) {
    let a, b;
    try { [a, b] = await Promise.all([load(first), load(second)]); } catch (error) { results.push(null); continue; }
    const width = Math.max(a.naturalWidth, b.naturalWidth), height = Math.max(a.naturalHeight, b.naturalHeight);
    const pixels = (image) => {
      const canvas = document.createElement("canvas");
      canvas.width = width; canvas.height = height;
      const context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, width, height).data;
    };
    const before = pixels(a), after = pixels(b);
    const canvas = document.createElement("canvas");
    canvas.width = width; canvas.height = height;
    const context = canvas.getContext("2d");
    const image = context.createImageData(width, height), out = image.data;
    let changed = 0;
    for (let i = 0; i < before.length; i += 4) {
      const difference = Math.max(Math.abs(before[i] - after[i]), Math.abs(before[i + 1] - after[i + 1]),
        Math.abs(before[i + 2] - after[i + 2]), Math.abs(before[i + 3] - after[i + 3]));
      if (difference > limit) {
        changed++;
        out[i] = 230; out[i + 1] = 0; out[i + 2] = 0; out[i + 3] = 255;
      } else {
        const grey = 255 - (255 - (after[i] * 0.3 + after[i + 1] * 0.59 + after[i + 2] * 0.11)) * 0.2;
        out[i] = grey; out[i + 1] = grey; out[i + 2] = grey; out[i + 3] = 255;
      }
    }
    context.putImageData(image, 0, 0);
    results.push({ changed, total: width * height, image: canvas.toDataURL("image/png") });
  }
  return JSON.stringify(results);
};
