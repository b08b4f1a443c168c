// Redraw only what changed inside a renderer's table (RENDERER.md, "Keyed
// regions"). A renderer marks regions with data-key (stable name) and, on
// regions drawn from a known input, data-hash (that input, e.g. a JSON
// string). patch(old, next) returns the element that should be on screen:
//   - same key and same hash: the old element, untouched (no style/layout work);
//   - same key, and both have the same keyed children in the same order: the
//     old element stays, its attributes follow the new one, and each child is
//     patched in turn;
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
  if (!a || !b || !b.length || a.length !== b.length || a.some((c, i) => c.dataset.key !== b[i].dataset.key)) return next;
  syncAttributes(old, next);
  for (let i = 0; i < a.length; i++) {
    const kept = patch(a[i], b[i]);
    if (kept !== a[i]) a[i].replaceWith(kept);
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
