// LCG scenarios: card texts as printed: playing cards: cost reductions, resource match waivers,
// the reserve value, resource-generating enhancements, deck limits and
// Limited, and reactions to playing a card or to its entering play;
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { loadSw, Game as G, DS_SITH, DS_NAVY, RA_YAVIN, RA_OBJ, J_OBJ, RA, lsDeploy, dsDeploy } from './setup_builders.mjs';
const sw = await loadSw();

test('LCG-ABIL-1 / Forgotten Heroes (3.1): after you play a Force User unit, draw 1 card; not after a non-Force User', () => {
  const g = lsDeploy({ hand: ['luke-skywalker', ...H_L], objectives: ['forgotten-heroes', 'in-you-must-go', 'jedi-training'] });
  g.use(1, 'deploy:rebel-trooper');
  assert.equal(g.until(1, 'use:forgotten-heroes'), false, 'not after Rebel Trooper');
  const n = g.view(1).players[1].handCount;
  g.use(1, 'deploy:luke');
  assert.ok(g.until(1, 'use:forgotten-heroes'), g.dump());
  g.act(1, 'use:forgotten-heroes');
  assert.equal(g.view(1).players[1].handCount, n);  // -1 luke +1 draw
  g.close();
});

test('LCG-ABIL-1 / The Defense of Yavin 4 (8.1): discard X cards to reduce a Vehicle\'s cost by X, minimum 1', () => {
  // Y-Wing cost 2, 4 resources: discard 2 -> still costs 1
  const g = lsDeploy({ hand: ['y-wing@8', 'rebel-trooper', 'twilek-loyalist@1', 'fall-back'], objectives: RA_YAVIN }, {}, { dark: 'sith', light: 'rebel-alliance' });
  g.act(1, 'deploy:y-wing');
  assert.ok(g.until(1, 'use:the-defense-of-yavin-4'), g.dump());
  g.act(1, 'use:the-defense-of-yavin-4');
  g.act(1, 'discard:rebel-trooper'); assert.ok(!g.has(1, 'discard:'), 'cost already 1: no more discards offered'); if (g.has(1, 'done')) g.act(1, 'done');
  g.pay(1); g.settle();
  assert.ok(g.unit(1, 'y-wing@8'), 'Y-Wing in play');
  const spent = g.view(-1).players[1].objectives.filter((o) => o.focus).length + (g.view(-1).players[1].affiliationCard.focus ? 1 : 0);
  assert.equal(spent, 1, 'paid 1 (minimum 1)');
  g.close();
});

test('LCG-ABIL-1 / Superlaser Engineer (28.3): after it enters play, Imperial Navy events/enhancements of cost 3+ among the top 5 go to hand, the rest to the bottom', () => {
  const g = dsDeploy({ hand: ['superlaser-engineer', ...H_D], objectives: DS_NAVY,
    deck: ['superlaser-blast', 'tie-fighter@27', 'orbital-bombardment', 'death-from-above@27', 'admiral-motti', 'grand-moff-tarkin', 'devastator'] }, {}, {});
  g.use(0, 'deploy:superlaser-engineer');
  assert.ok(g.until(0, 'use:superlaser-engineer'), g.dump());
  g.act(0, 'use:superlaser-engineer');
  g.run(['!choose:', '!target:'], 'deploy:', 12);
  const h = g.hand(0);
  assert.ok(h.includes('superlaser-blast') && h.includes('orbital-bombardment'), h.join());
  assert.ok(!h.includes('death-from-above@27') && !h.includes('admiral-motti'), 'cost 1 event / a unit stay: ' + h);
  assert.equal(g.view(-1).players[0].deckCount, 5);
  g.close();
});

test('LCG-ABIL-1 / Rumors at the Cantina (16.1): ignore resource match from hand (Jedi Luke with Rebel resources); without it Luke cannot be played', () => {
  const g = lsDeploy({ hand: ['luke-skywalker', ...H_L], objectives: ['rumors-at-the-cantina', 'mission-briefing', 'fleeing-the-empire'] }, {}, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.has(1, 'deploy:luke'), g.dump());
  g.use(1, 'deploy:luke');
  assert.ok(g.unit(1, 'luke-skywalker'));
  g.close();
  const g2 = lsDeploy({ hand: ['luke-skywalker', ...H_L], objectives: ['the-rebel-fleet', 'mission-briefing', 'fleeing-the-empire'] }, {}, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(!g2.has(1, 'deploy:luke'), 'no Jedi resource: no match');
  g2.close();
});

test('LCG-ABIL-1 / Looking for Droids (34.1): ignore resource match from hand (Imperial Navy Motti with Sith resources)', () => {
  const g = dsDeploy({ hand: ['admiral-motti', ...H_D], objectives: ['looking-for-droids', 'counsel-of-the-sith', 'the-emperors-web'] });
  assert.ok(g.has(0, 'deploy:admiral-motti'), g.dump());
  g.use(0, 'deploy:admiral-motti');
  assert.ok(g.unit(0, 'admiral-motti'));
  g.close();
  const g2 = dsDeploy({ hand: ['admiral-motti', ...H_D] });
  assert.ok(!g2.has(0, 'deploy:admiral-motti'), 'no match without it');
  g2.close();
});

test('LCG-ABIL-1 / Dark Alliance (34.4): until the end of the phase, ignore resource match from hand', () => {
  const g = dsDeploy({ hand: ['dark-alliance@34', 'admiral-motti', ...H_D] });
  assert.ok(!g.has(0, 'deploy:admiral-motti'));
  g.use(0, 'use:dark-alliance'); g.settle();
  assert.ok(g.has(0, 'deploy:admiral-motti'), g.dump());
  g.use(0, 'deploy:admiral-motti');
  assert.ok(g.unit(0, 'admiral-motti'));
  g.close();
});

test('LCG-ABIL-1 / Common Ground (16.4): resources of the enhanced objective match every affiliation', () => {
  const g = lsDeploy({ hand: ['luke-skywalker', ...H_L], objectives: ['the-rebel-fleet', 'mission-briefing', 'fleeing-the-empire'], enhancements: [{ card: 'common-ground', on: 1 }] }, {}, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.has(1, 'deploy:luke'), g.dump());
  g.close();
});

test('LCG-ABIL-1 / Reconnaissance Mission (36.1): your reserve value is increased by 1', () => {
  const g = dsDeploy({ objectives: ['reconnaissance-mission', 'counsel-of-the-sith', 'the-emperors-web'] });
  assert.equal(g.view(-1).players[0].reserve, 7);
  g.close();
  const g2 = new G(sw, { phase: 'draw', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: ['darth-vader'], objectives: ['reconnaissance-mission', 'the-emperors-web', 'counsel-of-the-sith'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ } }, { dark: 'sith' });
  g2.run([], 'deploy:', 20);
  assert.equal(g2.hand(0).length, 7, 'drew up to 7');
  g2.close();
});

test('LCG-KW-3 Limited: Dagobah Training Grounds (1.6) then Hidden Outpost (8.5) in the same turn is refused; each gives 1 resource', () => {
  const g = lsDeploy({ hand: ['dagobah-training-grounds@1', 'hidden-outpost@8', 'cloud-city-casino', ...H_L], objectives: RA_YAVIN }, {}, { dark: 'sith', light: 'rebel-alliance' });
  g.use(1, 'deploy:dagobah');
  assert.ok(g.view(-1).players[1].enhancements.some((e) => e.key.startsWith('dagobah')));
  assert.ok(!g.has(1, 'deploy:hidden-outpost') && !g.has(1, 'deploy:cloud-city'), g.ids(1).join(' '));
  g.close();
  const g2 = dsDeploy({ hand: ['sith-library@20', 'control-room@28', ...H_D], limitedPlayed: true });
  assert.ok(!g2.has(0, 'deploy:sith-library') && !g2.has(0, 'deploy:control-room'));
  g2.close();
});

test('LCG-ABIL-1 / Deck limits: Reconnaissance Mission (36.1) "Limit 1 per objective deck"; Heart of the Empire (22.1) Sith only; A Journey to Dagobah (4.1) Jedi only; Mobilize the Squadrons (13.1) Rebel Alliance only', () => {
  const v = (aff, sets) => JSON.parse(sw.validateDeck(JSON.stringify({ game: 'lcg', deck: { affiliation: aff, sets } })));
  const codes = (r) => r.errors.map((e) => e.code + ':' + (e.sets || []).join('/')).join(' ');
  let r = v('sith', [19, 20, 21, 22, 23, 24, 25, 36, 35, 34]);
  assert.ok(r.legal, codes(r));
  r = v('sith', [19, 20, 21, 22, 23, 24, 25, 36, 36, 34]);
  assert.ok(!r.legal && r.errors.some((e) => (e.sets || []).includes(36)), 'two Reconnaissance Missions: ' + codes(r));
  r = v('imperial-navy', [26, 27, 28, 29, 30, 31, 32, 22, 35, 34]);
  assert.ok(!r.legal && r.errors.some((e) => (e.sets || []).includes(22)), 'Heart of the Empire in Navy: ' + codes(r));
  r = v('rebel-alliance', [8, 9, 10, 11, 12, 13, 14, 4, 15, 16]);
  assert.ok(!r.legal && r.errors.some((e) => (e.sets || []).includes(4)), 'Journey to Dagobah in Rebel: ' + codes(r));
  r = v('jedi', [1, 2, 3, 4, 5, 6, 7, 13, 15, 16]);
  assert.ok(!r.legal && r.errors.some((e) => (e.sets || []).includes(13)), 'Mobilize in Jedi: ' + codes(r));
});

test('LCG-ABIL-1 / Resource enhancements: Sith Library (20.4) and Control Room (28.5) generate 1 and 2 resources', () => {
  const g = new G(sw, { phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: ['superlaser-blast', ...H_D], objectives: DS_NAVY, enhancements: ['sith-library@20', 'control-room@28'], affiliation: { focus: 1 } },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ } });
  g.act(0, 'deploy:kuati');
  const gen = g.ids(0).filter((x) => x.startsWith('generate:'));
  assert.ok(gen.some((x) => /^generate:sith-library\.\d+\.1$/.test(x)), gen.join());
  assert.ok(gen.some((x) => /^generate:control-room\.\d+\.2$/.test(x)), gen.join());
  assert.ok(!gen.some((x) => /^generate:sith-library\.\d+\.2$/.test(x)), gen.join());
  g.close();
});

test('LCG-ABIL-1 / Forgotten Heroes (3.1): "after you play": a Force User put into play by Return of the Jedi is not played', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['return-of-the-jedi', ...H_L], discard: ['luke-skywalker'], objectives: ['forgotten-heroes', 'in-you-must-go', 'jedi-training'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  g.run(['use:return-of-the-jedi', '!autopay', '!choose:luke', '!target:luke'], 'use:forgotten-heroes', 8);
  assert.ok(g.unit(1, 'luke-skywalker'), 'Luke in play');
  assert.ok(!g.has(1, 'use:forgotten-heroes'));
  g.close();
});

test('LCG-ABIL-1 / The Defense of Yavin 4 (8.1): not offered when playing a Character', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['twilek-loyalist@1', 'rebel-trooper', 'fall-back'], objectives: ['the-defense-of-yavin-4', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, RA);
  g.act(1, 'deploy:rebel-trooper');
  assert.equal(g.until(1, 'use:the-defense-of-yavin-4'), false);
  g.close();
});

test('LCG-ABIL-1 / Superlaser Engineer (28.3): with fewer than 5 cards in the deck it reveals what there is, and nothing is lost', () => {
  const g = new G(sw, { phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: ['superlaser-engineer', ...H_D], objectives: DS_NAVY, deck: ['superlaser-blast', 'tie-fighter@27'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ } });
  g.use(0, 'deploy:superlaser-engineer');
  assert.ok(g.until(0, 'use:superlaser-engineer'));
  g.act(0, 'use:superlaser-engineer');
  g.run(['!choose:', '!target:'], 'deploy:', 8);
  assert.ok(!g.status().terminal);
  assert.ok(g.hand(0).includes('superlaser-blast'));
  assert.equal(g.view(-1).players[0].deckCount, 1);
  g.close();
});

test('LCG-ABIL-1 / Dark Alliance (34.4): the resource-match waiver ends with the phase (no Sith event from an Imperial Navy deck in the conflict phase)', () => {
  const g = new G(sw, { phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: ['dark-alliance@34', 'interrogation', 'kuati-security-team@20'], objectives: DS_NAVY, units: ['tie-fighter@27'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: ['luke-skywalker'] } });
  assert.ok(!g.has(0, 'use:interrogation'));
  g.use(0, 'use:dark-alliance'); g.settle();
  assert.ok(g.has(0, 'use:interrogation'), 'waived in the deployment phase');
  g.act(0, 'pass'); g.passWindows(); 
  for (let i = 0; i < 6 && g.view(-1).phase === 'deployment'; i++) { const s = g.toAct()[0]; g.apply(s, g.ids(s).includes('pass') ? 'pass' : 'done'); }
  assert.equal(g.view(-1).phase, 'conflict');
  assert.ok(!g.has(0, 'use:interrogation'), 'waiver over: ' + g.dump());
  g.close();
});

test('LCG-ABIL-1 / Rumors at the Cantina (16.1): also an event from hand ignores resource match (Jedi Mind Trick with Rebel resources)', () => {
  const mk = (o) => new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['jedi-mind-trick@3', ...H_L], objectives: [o, 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: ['darth-vader'] } }, RA);
  const g = mk('rumors-at-the-cantina');
  assert.ok(g.has(1, 'use:jedi-mind-trick'), g.dump());
  g.close();
  const g2 = mk('the-rebel-fleet');
  assert.ok(!g2.has(1, 'use:jedi-mind-trick'));
  g2.close();
});

test('LCG-ABIL-1 / Reconnaissance Mission (36.1): once it is destroyed the reserve is back to 6', () => {
  const g = new G(sw, { phase: 'balance', active: 'light', turn: 4, balance: 'light',
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'reconnaissance-mission', damage: 4 }, 'counsel-of-the-sith', 'the-emperors-web'] } }, RA);
  assert.equal(g.view(-1).players[0].reserve, 7);
  g.settle(); g.act(1, 'damage:reconnaissance'); g.settle();
  assert.equal(g.view(-1).players[1].victory.length, 1);
  assert.equal(g.view(-1).players[0].reserve, 6);
  g.close();
});

test('LCG-ABIL-1 / Dagobah Training Grounds (1.6): enhancing the play area, it generates 1 resource', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['ancient-monument', 'luke-skywalker'], objectives: J_OBJ, enhancements: ['dagobah-training-grounds@1'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  g.act(1, 'deploy:luke');
  const gen = g.ids(1).filter((x) => x.startsWith('generate:'));
  assert.ok(gen.some((x) => /^generate:dagobah-training-grounds\.\d+\.1$/.test(x)), gen.join());
  g.close();
});
