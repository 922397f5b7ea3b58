// --- Share (Sources/LiveUI/Views/Controls/ShareLink.swift) ---
// A ShareLink is a button marked data-lv-share (the item), -kind (url or
// text), -title and -text. Sharing must run inside the click (the browser
// asks for a user's gesture), so the page does it and the server hears
// nothing: the Web Share API where there is one, else the item copied to
// the clipboard and "Copied" shown on the button and read out.

// Pure, for node: what navigator.share gets, and what is copied without it.
function sharePayload(get) {
  var item = get('data-lv-share') || '', data = {};
  if (get('data-lv-share-kind') === 'url') data.url = item; else data.text = item;
  var title = get('data-lv-share-title'), text = get('data-lv-share-text');
  if (title) data.title = title;
  // A message goes before a shared text; with a URL it is the share's text.
  if (text) data.text = data.text ? text + '\n' + data.text : text;
  return { data: data, copy: item };
}

function share(doc, win) {
  // Said on the button a moment, and read out: emptied first, so the same words twice are still a change.
  function copied(button, ok) {
    var words = ok ? 'Copied' : 'Could not copy';
    button.setAttribute('data-lv-copied', words);
    var status = doc.getElementById('lv-announce');
    if (status) { status.textContent = ''; win.setTimeout(function () { status.textContent = words; }, 50); }
    win.clearTimeout(button.__lvCopied);
    button.__lvCopied = win.setTimeout(function () { button.removeAttribute('data-lv-copied'); }, 1500);
  }
  function copy(text, button) {
    var clip = win.navigator.clipboard;
    var done = clip && clip.writeText ? clip.writeText(text) : Promise.reject(new Error('no clipboard'));
    done.then(function () { copied(button, true); }, function () {
      // An older browser, or a page the clipboard API refuses: a selected field and the copy command.
      var field = doc.createElement('textarea');
      field.value = text;
      field.setAttribute('readonly', '');
      field.style.cssText = 'position:fixed;opacity:0;pointer-events:none';
      doc.body.appendChild(field);
      field.select();
      var ok = false;
      try { ok = doc.execCommand('copy'); } catch (e) { ok = false; }
      field.remove();
      copied(button, ok);
    });
  }
  // Capturing, before the core's click listener (50-session.js) would send the click to the server.
  doc.addEventListener('click', function (e) {
    var button = e.target.closest && e.target.closest('[data-lv-share]');
    if (!button || button.disabled) return;
    // In a menu the click goes on to the server too, which closes the menu (its item does nothing else).
    if (!button.closest('[role=menu]')) e.stopPropagation();
    e.preventDefault();
    var p = sharePayload(function (name) { return button.getAttribute(name); });
    var nav = win.navigator;
    if (nav.share && (!nav.canShare || nav.canShare(p.data))) {
      // Cancelled by the user, or refused: nothing to do, as SwiftUI's sheet closed.
      nav.share(p.data).catch(function () {});
    } else {
      copy(p.copy, button);
    }
  }, true);
}
area('share', function (page) { share(page.doc, page.win); }, { sharePayload: sharePayload });
// --- end Share ---
