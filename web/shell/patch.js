// Redraw only what changed inside a renderer's table (RENDERER.md, "Keyed
// regions"). A renderer marks regions with data-key (stable name) and, on
// regions drawn from a known input, data-hash (that input, e.g. a JSON
// string). patch(old, next) returns the element that should be on screen:
//   - same key and same hash: the old element, untouched (no style/layout work);
//   - same key, both with only keyed children (unique keys) and at least one
//     key in common: the old element stays, its attributes follow the new one,
//     each child of a known key is patched in turn, new keys are inserted,
//     gone keys removed, and the children put in the new order (moving only
//     what is out of place);
//   - anything else: the new element.
// Event listeners live on the elements the renderer built: an element that is
// kept keeps its old listeners, so a region with listeners must carry a hash
// that changes whenever they would (and a patched container none of its own).

function keyedChildren(el) {
  const out = [];
  for (const c of el.childNodes) {
    if (c.nodeType === 1 && c.dataset && c.dataset.key !== undefined) out.push(c);
    else if (c.nodeType === 1 || (c.nodeType === 3 && c.textContent.trim() !== '')) return null; // unkeyed content
  }
  return out;
}

function syncAttributes(target, source) {
  for (const { name } of [...target.attributes]) if (!source.hasAttribute(name)) target.removeAttribute(name);
  for (const { name, value } of source.attributes) if (target.getAttribute(name) !== value) target.setAttribute(name, value);
}

export function patch(old, next) {
  if (!old || !next || old.nodeType !== 1 || old.tagName !== next.tagName) return next;
  if (old.dataset.key === undefined || old.dataset.key !== next.dataset.key) return next;
  if (next.dataset.hash !== undefined && old.dataset.hash === next.dataset.hash) return old;
  const a = keyedChildren(old);
  const b = keyedChildren(next);
  if (!a || !b || !b.length || !a.length) return next;
  // Keys must be unique among the children to be matched.
  const byKey = new Map(a.map((c) => [c.dataset.key, c]));
  if (byKey.size !== a.length || new Set(b.map((c) => c.dataset.key)).size !== b.length) return next;
  // Nothing in common: a different container, draw the new one.
  if (!b.some((c) => byKey.has(c.dataset.key))) return next;
  syncAttributes(old, next);
  // Each new child: the old child of that key patched, or the new one.
  const wanted = b.map((c) => (byKey.has(c.dataset.key) ? patch(byKey.get(c.dataset.key), c) : c));
  const keep = new Set(wanted);
  for (const c of a) if (!keep.has(c)) c.remove();
  // Put them in order, moving only what is out of place.
  let cursor = old.firstElementChild;
  for (const el of wanted) {
    if (el === cursor) {
      cursor = cursor.nextElementSibling;
    } else {
      old.insertBefore(el, cursor);
    }
  }
  return old;
}

// Puts `next` into `host` (replacing what is there), reusing what did not change.
export function patchInto(host, next) {
  const old = host.firstElementChild;
  const kept = old && host.childNodes.length === 1 ? patch(old, next) : next;
  if (kept === old) return old;
  while (host.firstChild) host.removeChild(host.firstChild);
  host.appendChild(kept);
  return kept;
}
