// The window's own script in the preview (the page's own scripts are forbidden by its Content-Security-Policy):
// highlight stepping, centring, and every link click turned into a message to the window (LINK_PREFIX), so the
// WebView itself never navigates anywhere. PreviewPane runs it after each page has loaded.
(function () {
  if (window.ephemeris) { return; }
  var current = -1;
  function marks() { return document.querySelectorAll('mark.term, mark.cite'); }
  function focus(i) {
    var ms = marks();
    if (!ms.length) { return '0/0'; }
    current = ((i % ms.length) + ms.length) % ms.length;
    for (var k = 0; k < ms.length; k++) { ms[k].classList.remove('current'); }
    ms[current].classList.add('current');
    reveal(ms[current]);
    ms[current].scrollIntoView({block: 'center'});
    return (current + 1) + '/' + ms.length;
  }
  function reveal(el) {
    for (var d = el.closest('details:not([open])'); d; d = d.parentElement.closest('details:not([open])')) {
      d.open = true;
    }
  }
  function indexOf(el) {
    var ms = marks();
    for (var k = 0; k < ms.length; k++) { if (ms[k] === el) { return k; } }
    return -1;
  }
  // A pane laid out again (the window's first layout, a divider dragged) reflows the text under the
  // highlight just centred: centre it again, until the reader scrolls on their own.
  var reader = false;
  ['wheel', 'mousedown', 'keydown', 'touchstart'].forEach(function (t) {
    document.addEventListener(t, function () { reader = true; }, true);
  });
  window.addEventListener('resize', function () {
    var ms = marks();
    if (!reader && current >= 0 && current < ms.length) { ms[current].scrollIntoView({block: 'center'}); }
  });
  window.ephemeris = {
    step: function (d) { reader = false; return focus(current + d); },
    count: function () { return marks().length; },
    position: function () { var n = marks().length; return n ? (current < 0 ? '–' : (current + 1)) + '/' + n : ''; },
    toCite: function (i) {
      var m = document.querySelector('mark.cite[data-cite="' + i + '"]');
      return m ? focus(indexOf(m)) : '';
    },
    toFirstTerm: function () {
      var m = document.querySelector('mark.term');
      return m ? focus(indexOf(m)) : '';
    },
    toAnchor: function (a) {
      var e = document.getElementById(a);
      if (e) { reveal(e); e.scrollIntoView({block: 'start'}); return 'ok'; }
      return '';
    }
  };
  document.addEventListener('click', function (e) {
    var a = e.target.closest ? e.target.closest('a') : null;
    if (!a) { return; }
    e.preventDefault();
    var href = a.getAttribute('href') || '';
    if (href.charAt(0) === '#') { window.ephemeris.toAnchor(href.substring(1)); return; }
    alert('LINK_PREFIX' + href);
  }, true);
})();
