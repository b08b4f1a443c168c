// TCG scenarios: damage prevention as printed (units discarded or retreated
// to prevent, Force paid per damage, turn-long prevention by arena or by
// kind of unit, redirection), each test named by its rule ID and card.
import { test } from 'node:test';
import { assert, start, view, ids, act, logs } from './table.mjs';
import { light, dark, has, go, who, passUntil, findUnit } from './setup_builders.mjs';

test("TCG-PLAY-4 / TCG-GLOSS-7: Corde (A): may prevent all damage to any non-Jedi Character, also the opponent's; not to a Jedi", () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }), light({ arenas: ['clone-warrior-4-163', 'corde-a'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'clone-warrior-4-163', defender: 'geonosian-warrior', dice: [6, 6, 1, 1] } });
  assert.ok(has(m, 1, 'use:corde-a'), 'printed: "any one non-Jedi Character"');
  go(m, 1, 'use:corde-a');
  const v = view(m, 0);
  assert.equal(findUnit(v, 'corde-a').where, 'discard');
  assert.equal(findUnit(v, 'geonosian-warrior').damage ?? 0, 0);
  const m2 = start({ seats: [dark({ arenas: ['jango-fett-c'] }), light({ arenas: ['obi-wan-kenobi-c', 'corde-a'], force: 0 })], start: 'battle', arena: 'character',
    attack: { attacker: 'jango-fett-c', defender: 'obi-wan-kenobi-c', dice: [6, 6, 1, 1, 1, 1] } });
  assert.ok(!ids(m2, 1).some((x) => x.startsWith('use:corde-a')), 'Obi-Wan is a Jedi: ' + JSON.stringify(ids(m2, 1)));
});

test('TCG-PLAY-4 / TCG-ABIL-3: Obi-Wan Kenobi (A): discard him to prevent all damage to another Character of yours, gain Force equal to the damage prevented', () => {
  const m = start({ seats: [dark({ arenas: ['jango-fett-c'] }), light({ force: 0, arenas: ['anakin-skywalker-c', 'obi-wan-kenobi-a'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'jango-fett-c', defender: 'anakin-skywalker-c', dice: [6, 5, 4, 1, 1, 1] } });
  // Jango (C) +2 power vs Jedi: 6 dice; 3 hits
  assert.equal(view(m, 0).attack.damage, 3);
  go(m, 1, 'use:obi-wan-kenobi-a', '.1');
  const v = view(m, 1);
  assert.equal(findUnit(v, 'obi-wan-kenobi-a').where, 'discard');
  assert.equal(findUnit(v, 'anakin-skywalker-c').damage ?? 0, 0);
  assert.equal(v.players[1].force, 3);
});

test('TCG-PLAY-4 / TCG-DMG-4: Obi-Wan Kenobi (B): pay 1 Force to prevent 1 damage to Anakin Skywalker, once per damage', () => {
  const m = start({ seats: [dark({ arenas: ['jango-fett-c'] }), light({ force: 5, arenas: ['anakin-skywalker-d', 'obi-wan-kenobi-b'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'jango-fett-c', defender: 'anakin-skywalker-d', dice: [6, 5, 1, 1, 1, 1] } });
  assert.equal(view(m, 0).attack.damage, 2);
  go(m, 1, 'use:obi-wan-kenobi-b', '.2');
  assert.equal(view(m, 1).players[1].force, 4);
  // now the other abilities; Obi-Wan's again not offered
  assert.ok(!ids(m, 1).some((x) => x.startsWith('use:obi-wan-kenobi-b') && x.endsWith('.2')), JSON.stringify(ids(m, 1)));
  passUntil(m, (v) => !v.attack);
  assert.equal(findUnit(view(m, 1), 'anakin-skywalker-d').damage, 1);
});

test('TCG-DMG-1 / TCG-ABIL-13: Lull in the Fighting: prevents damage done by Characters this turn, also by an ability (ASN-121)', () => {
  const m = start({ seats: [dark({ force: 0, arenas: ['assassin-droid-asn-121-a'] }), light({ hand: ['lull-in-the-fighting'], arenas: ['naboo-security-guard'] })], start: 'battle', arena: 'character' });
  // window before the first attack: DS passes, LS plays Lull
  if (who(m) === 0) act(m, 0, 'pass');
  go(m, 1, 'use:lull-in-the-fighting');
  passUntil(m, () => has(m, 0, 'use:assassin-droid'));
  go(m, 0, 'use:assassin-droid');
  if (has(m, 0, 'target:')) go(m, 0, 'target:naboo-security-guard');
  else if (has(m, 0, 'choose:')) go(m, 0, 'choose:naboo-security-guard');
  passUntil(m, (v) => v.arena !== 'Character' || !v.attack && has(m, 1, 'attacker:') || v.turn > 1);
  const u = findUnit(view(m, 1), 'naboo-security-guard');
  assert.equal(u.where, 'Character', JSON.stringify(u));
  assert.equal(u.damage ?? 0, 0);
});

test('TCG-PLAY-3 / TCG-ABIL-13: Lull in the Fighting: may be played in the Space battle step (before any Character attacked)', () => {
  const m = start({ seats: [dark({ arenas: ['droid-starfighter-wing', 'geonosian-warrior'] }), light({ hand: ['lull-in-the-fighting'], arenas: ['naboo-cruiser', 'naboo-security-guard'] })], start: 'battle', arena: 'space' });
  if (who(m) === 0) act(m, 0, 'pass');
  assert.ok(has(m, 1, 'use:lull-in-the-fighting'), JSON.stringify(ids(m, 1)));
});

test('TCG-DMG-1 / TCG-ABIL-13: Lost in the Asteroids: prevents damage done by Space units this turn, also a Bombard attack on a Ground unit', () => {
  const m = start({ seats: [dark({ arenas: ['trade-federation-battleship'] }), light({ hand: ['lost-in-the-asteroids'], arenas: ['naboo-cruiser', 'clone-squad'] })], start: 'battle', arena: 'space' });
  if (who(m) === 0) act(m, 0, 'pass');
  go(m, 1, 'use:lost-in-the-asteroids');
  passUntil(m, () => has(m, 0, 'bombard:'));
  go(m, 0, 'bombard:clone-squad');
  passUntil(m, (v) => !v.attack || v.arena !== 'Space');
  const u = findUnit(view(m, 1), 'clone-squad');
  assert.equal(u.damage ?? 0, 0, JSON.stringify(logs(m).slice(-6).map((e) => e.text)));
});

test('TCG-DMG-1 / TCG-ABIL-13: Peace on Naboo: prevents damage done by Ground units this turn, also an Ion Cannon attack on a Space unit', () => {
  const m = start({ seats: [dark({ arenas: ['commerce-guild-droid-platoon'] }), light({ hand: ['peace-on-naboo'], arenas: ['naboo-cruiser', 'clone-squad'] })], start: 'battle', arena: 'ground' });
  if (who(m) === 0) act(m, 0, 'pass');
  go(m, 1, 'use:peace-on-naboo');
  passUntil(m, () => has(m, 0, 'ion:'));
  go(m, 0, 'ion:naboo-cruiser');
  passUntil(m, (v) => !v.attack || v.arena !== 'Ground');
  const u = findUnit(view(m, 1), 'naboo-cruiser');
  assert.equal(u.damage ?? 0, 0);
});

test('TCG-PLAY-4 / TCG-RETREAT-3: Padmé Amidala (C): put 1 damage counter on her and retreat her to prevent all damage to her', () => {
  const m = start({ seats: [dark({ arenas: ['jango-fett-c'] }), light({ arenas: ['padme-amidala-c'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'jango-fett-c', defender: 'padme-amidala-c', dice: [6, 6, 1, 1] } });
  go(m, 1, 'use:padme-amidala-c');
  passUntil(m, (v) => !v.attack);
  const u = findUnit(view(m, 1), 'padme-amidala-c');
  assert.equal(u.where, 'build');
  assert.equal(u.damage, 1);
});

test("TCG-PLAY-4 / TCG-PLAY-6: Jedi Knight's Deflection: prevents up to 2 and the unit may deal that much to a unit in the same arena", () => {
  const m = start({ seats: [dark({ arenas: ['jango-fett-c', 'geonosian-guard'] }), light({ hand: ['jedi-knights-deflection'], arenas: ['clone-warrior-4-163'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'jango-fett-c', defender: 'clone-warrior-4-163', dice: [6, 6, 6, 1] } });
  go(m, 1, 'use:jedi-knights-deflection');
  assert.equal(view(m, 1).players[1].force, 14);
  if (has(m, 1, 'target:clone-warrior')) go(m, 1, 'target:clone-warrior');
  // redirect
  go(m, 1, 'target:geonosian-guard');
  passUntil(m, (v) => !v.attack);
  const v = view(m, 1);
  assert.equal(findUnit(v, 'clone-warrior-4-163').damage, 1);
  assert.equal(findUnit(v, 'geonosian-guard').where, 'discard');
});

test('TCG-PLAY-4 / TCG-ABIL-3: Obi-Wan Kenobi (A): may be discarded to prevent the damage to himself, gaining that much Force (card ruling)', () => {
  const m = start({ seats: [dark({ arenas: ['jango-fett-c'] }), light({ force: 0, arenas: ['obi-wan-kenobi-a'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'jango-fett-c', defender: 'obi-wan-kenobi-a', dice: [6, 5, 4, 4, 1, 1] } });
  go(m, 1, 'use:obi-wan-kenobi-a', '.1');
  const v = view(m, 1);
  assert.equal(findUnit(v, 'obi-wan-kenobi-a').where, 'discard');
  const t = logs(m).map((e) => e.text);
  assert.ok(v.players[1].force === 4 || (v.turn === 2 && v.players[1].force === 8), t.join(' | '));
  assert.ok(!t.some((x) => /Obi-Wan Kenobi \(A\) takes/.test(x)));
});

test('TCG-ABIL-7: Darth Sidious (A): +1 Force when the battle phase ends, if in the Character arena', () => {
  const m = start({ seats: [dark({ force: 0, arenas: ['darth-sidious-a'] }), light({ arenas: ['clone-squad'] })], start: 'battle', arena: 'character' });
  passUntil(m, (v) => v.turn > 1);
  assert.equal(view(m, 0).players[0].force, 1 + 4);
});
