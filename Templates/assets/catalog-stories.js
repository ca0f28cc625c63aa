// The design catalog as a Storybook ref: catalog/iframe.html?id=<story>&viewMode=story shows that
// story, and inside a composing Storybook it answers the manager's "setCurrentStory" message by
// showing the story and posting "currentStoryWasSet" back ("storyMissing" for an unknown id), in
// Storybook's postMessage envelope. Written by spots-site.
(function () {
  "use strict";
  var KEY = "storybook-channel";
  var query = new URLSearchParams(location.search);
  var refId = query.get("refId");
  var pages = JSON.parse(document.getElementById("catalog-stories").textContent);
  var frame = document.getElementById("catalog-story");
  var current = null;

  function send(type, args) {
    if (window.parent === window) return;
    // Storybook's manager takes a message for JSON only when it has no line breaks.
    var text = JSON.stringify({ key: KEY, event: { type: type, args: args, from: "spots-site" }, refId: refId })
      .replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    window.parent.postMessage(text, "*");
  }

  function show(id, viewMode) {
    if (!id || !Object.prototype.hasOwnProperty.call(pages, id)) {
      frame.removeAttribute("src");
      frame.setAttribute("title", "No such story");
      send("storyMissing", id ? [id] : []);
      return;
    }
    var changed = current !== null && current !== id;
    current = id;
    frame.setAttribute("title", "Story " + id);
    frame.setAttribute("src", pages[id]);
    send("currentStoryWasSet", [{ storyId: id, viewMode: viewMode || "story" }]);
    if (changed) send("storyChanged", [id]);
    send("storyRendered", [id]);
  }

  window.addEventListener("message", function (event) {
    if (event.source !== window.parent) return;
    var message = event.data;
    if (typeof message === "string") {
      try { message = JSON.parse(message); } catch (error) { return; }
    }
    if (!message || message.key !== KEY || !message.event) return;
    var args = (message.event.args && message.event.args[0]) || {};
    if (message.event.type === "setCurrentStory") show(args.storyId, args.viewMode);
    else if ((message.event.type === "forceRemount" || message.event.type === "forceReRender") && current) show(current, "story");
  });

  // Opened on its own without a story, it shows the catalog's home page.
  if (query.get("id") || window.parent !== window) show(query.get("id"), query.get("viewMode"));
  else frame.setAttribute("src", "index.html");
})();
