// TCG scenarios: deck validation through validateDeck (TCG-DECK).
import { test } from 'node:test';
import { assert, sw, P } from './table.mjs';

test('TCG-DECK-2/T9/TCG-DECK-3/TCG-DECK-5: deck validation', () => {
  const vd = (deck) => P(sw.validateDeck(JSON.stringify({ game: 'tcg', deck })));
  const base = 'clone-platoon:4,clone-squad:4,jedi-patrol:4,naboo-senatorial-escort:4,jedi-starfighter-3r3:4,n-1-starfighter:4,naboo-cruiser:4,republic-cruiser:4,clone-warrior-4-163:4,clone-warrior-5-373:4,naboo-security-guard:4';
  let r = vd(base + ',anakin-skywalker-a:4,anakin-skywalker-c:2,seek-the-councils-wisdom:4,wedding-of-destiny:4,jedi-council-summons:2');
  assert.equal(r.legal, true, JSON.stringify(r.errors));
  r = vd(base + ',anakin-skywalker-b:5,seek-the-councils-wisdom:4,wedding-of-destiny:4');
  assert.ok(r.errors.some((e) => e.code === 'too_many_copies'), JSON.stringify(r.errors));
  r = vd(base + ',reek:1,seek-the-councils-wisdom:4,wedding-of-destiny:4,anakin-skywalker-a:1');
  assert.ok(r.errors.some((e) => e.code === 'mixed_sides'));
  // 12 Space, 25 Ground, 12 Character -> ratio error
  r = vd('jedi-starfighter-3r3:4,n-1-starfighter:4,naboo-cruiser:4,clone-platoon:4,clone-squad:4,jedi-patrol:4,naboo-senatorial-escort:4,republic-attack-gunship-uh-478:4,speeder-bike-squadron:4,chancellors-guard-squad:1,clone-warrior-4-163:4,clone-warrior-5-373:4,naboo-security-guard:4,seek-the-councils-wisdom:4');
  assert.ok(r.errors.some((e) => e.code === 'unit_ratio'), JSON.stringify(r.errors));
});
