// ---- Landmarks (issue 17) ----
// The page template puts the title in a visually hidden <h1> (#lv-h1) for
// pages whose app shows no heading of its own; it follows document.title as
// navigation changes it.
function pageHeading(doc, Observer) {
  var h1 = doc.getElementById('lv-h1');
  var title = doc.querySelector('title');
  if (!h1 || !title || !Observer) return null;
  function sync() { if (h1.textContent !== doc.title) h1.textContent = doc.title; }
  var observer = new Observer(sync);
  observer.observe(title, { childList: true, characterData: true, subtree: true });
  return sync;
}
