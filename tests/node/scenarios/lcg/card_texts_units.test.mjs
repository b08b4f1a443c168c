// LCG scenarios: card texts of units and enhancements as printed (their
// constant effects, actions, interrupts, reactions and Forced reactions),
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sw, H_D, H_L } from './table.mjs';
import { play, DS_SITH, DS_NAVY, RA_YAVIN, RA_SQUADRONS, SMUG, SCUM } from './setup_builders.mjs';

test('LCG-ABIL-7 / LCG-CAPTURE-2: Leia Organa (10.2): returned to hand (Fall Back) she leaves play, so the opponent captures her', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['leia-organa', { card: 'x-wing@12', focus: 1 }], hand: ['fall-back', ...H_L], objectives: ['decoy-at-dantooine', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  g.use(1, 'use:fall-back', 'target:leia');
  g.run(['!use:leia', '!choose:', '!target:'], 'deploy:', 10);
  assert.ok(!g.hand(1).includes('leia-organa'), 'not in hand: ' + g.hand(1));
  assert.equal(g.view(-1).players[0].objectives.reduce((a, o) => a + o.captured, 0), 1, 'captured at a DS objective');
  g.close();
});

test('LCG-ABIL-7 / LCG-CAPTURE-2: Leia Organa (10.2): Interrupt when she leaves play: remove all focus tokens from all cards you control', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    light: { tookTurn: true, units: ['leia-organa', { card: 'x-wing@12', focus: 2 }], hand: H_L, objectives: [{ card: 'mission-briefing', focus: 1 }, 'the-defense-of-yavin-4', 'fleeing-the-empire'] },
    dark: { tookTurn: true, hand: ['force-choke@19', ...H_D], objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  g.use(0, 'use:force-choke', 'target:leia');
  assert.ok(g.offered(1, 'choose:leia') || g.offered(1, 'use:leia'), g.dump());
  g.act(1, g.has(1, 'choose:leia') ? 'choose:leia' : 'use:leia');
  g.run(['!choose:'], null, 6);
  assert.equal(g.unit(1, 'x-wing@12').focus, 0);
  assert.equal(g.obj(1, 'mission-briefing').focus, 0);
  assert.equal(g.view(-1).players[0].objectives.reduce((a, o) => a + o.captured, 0), 1);
  g.close();
});

test('LCG-ABIL-7: X-Wing Escort (12.3): when it leaves play, the opponent must sacrifice a Vehicle unit he controls', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['x-wing-escort'], hand: ['fall-back', ...H_L], objectives: ['draw-their-fire', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, units: ['tie-fighter@27', 'darth-vader'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  g.use(1, 'use:fall-back', 'target:x-wing-escort');
  assert.ok(g.offered(1, 'use:x-wing-escort'), 'X-Wing Escort returned to hand left play; its interrupt not offered. ' + g.dump() + ' log: ' + g.log().slice(-2).map((e) => e.text).join(' / '));
  g.act(1, 'use:x-wing-escort');
  g.run(['!choose:tie', '!target:tie'], null, 6);
  assert.equal(g.unit(0, 'tie-fighter@27'), undefined);
  assert.ok(g.unit(0, 'darth-vader'));
  g.close();
});

test('LCG-ABIL-5: Repair Droid (11.4): remove 1 damage from a target Vehicle unit, limit once per turn', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['repair-droid', { card: 'home-one', damage: 2 }, { card: 'wookiee-navigator', damage: 1 }], hand: H_L, objectives: RA_YAVIN },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  g.act(1, 'use:repair-droid');
  const t = g.ids(1).filter((x) => x.startsWith('target:'));
  assert.ok(!t.some((x) => x.includes('wookiee')), t.join(' '));
  g.act(1, 'target:home-one'); g.settle();
  assert.equal(g.unit(1, 'home-one').damage, 1);
  assert.ok(!g.has(1, 'use:repair-droid'), 'once per turn');
  g.close();
});

test('LCG-ABIL-9: Rancor (25.4): Forced Reaction after you refresh: destroy the lowest cost non-Vehicle unit in play', () => {
  const g = play({ phase: 'refresh', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: ['rancor', 'tie-fighter@27', 'dark-side-apprentice'], hand: H_D, objectives: DS_SITH },
    light: { tookTurn: true, units: ['luke-skywalker', 'rebel-trooper'], hand: H_L } }, { dark: 'sith' });
  g.run([], 'deploy:', 20);
  assert.equal(g.unit(1, 'rebel-trooper'), undefined, 'the cost-0 Rebel Trooper destroyed');
  assert.ok(g.unit(0, 'tie-fighter@27'), 'a Vehicle (cost 1) is not');
  assert.ok(g.unit(0, 'dark-side-apprentice'));
  g.close();
});

test('LCG-ABIL-4: Viper Probe Droid (34.2): may be played from the discard pile as if from hand', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: H_D, discard: ['viper-probe-droid@34'], objectives: ['looking-for-droids', 'imperial-command', 'death-and-despayre'] },
    light: { tookTurn: true, hand: H_L } });
  assert.ok(g.has(0, 'deploy:viper-probe-droid'), g.ids(0).join(' '));
  g.act(0, 'deploy:viper-probe-droid'); g.pay(0);
  assert.ok(g.unit(0, 'viper-probe-droid@34'));
  g.close();
});

test('LCG-ABIL-5: Heavy Blaster Emplacement (9.5): focus it to have your opponent deal 1 damage to a unit he controls', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['rebel-trooper'], enhancements: ['heavy-blaster-emplacement'], hand: H_L, objectives: RA_YAVIN },
    dark: { tookTurn: true, units: ['darth-vader', 'dark-side-apprentice'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  g.act(1, 'use:heavy-blaster');
  g.run(['!choose:darth', '!target:darth', '!hit:darth'], null, 4);
  assert.equal(g.unit(0, 'darth-vader').damage, 1);
  assert.ok(g.log().some((e) => /Darth Vader takes 1 damage/.test(e.text)));
  g.close();
});

test('LCG-ABIL-8: Nightsister (25.2): after you commit it to the Force, 1 damage to a target objective', () => {
  const g = play({ phase: 'force', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: ['nightsister@25'], hand: H_D, objectives: ['shadows-of-dathomir', 'counsel-of-the-sith', 'the-emperors-web'] },
    light: { tookTurn: true, hand: H_L } }, { dark: 'sith' });
  g.act(0, 'commit:nightsister');
  assert.ok(g.offered(0, 'use:nightsister'), g.dump());
  g.act(0, 'use:nightsister'); g.act(0, 'target:forgotten-heroes');
  assert.equal(g.obj(1, 'forgotten-heroes').damage, 1);
  g.close();
});

test('LCG-ABIL-8: Interrogation Droid (24.2): after it enters play, discard 1 card at random from each opponent\'s hand', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['interrogation-droid@24', ...H_D], objectives: ['cruel-interrogations', 'counsel-of-the-sith', 'the-emperors-web'] },
    light: { tookTurn: true, hand: ['rebel-trooper', 'twilek-loyalist@1', 'jedi-in-hiding@3'] } }, { dark: 'sith' });
  g.act(0, 'deploy:interrogation-droid'); g.pay(0);
  assert.ok(g.offered(0, 'use:interrogation-droid'), g.dump());
  g.act(0, 'use:interrogation-droid');
  assert.equal(g.view(-1).players[1].handCount, 2);
  assert.equal(g.view(-1).players[1].discard.length, 1);
  g.close();
});

test('LCG-ABIL-4 / LCG-KW-7: Vader\'s Lightsaber (19.4): Darth Vader gains Targeted Strike; another unit only the icon', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: [{ card: 'darth-vader', enhancements: ['vaders-lightsaber'] }, { card: 'dark-side-apprentice', enhancements: ['vaders-lightsaber'] }], hand: H_D, objectives: DS_SITH },
    light: { tookTurn: true, hand: H_L } }, { dark: 'sith' });
  const v = g.unit(0, 'darth-vader'); const a = g.unit(0, 'dark-side-apprentice');
  assert.ok((v.keywords || []).includes('Targeted Strike'), JSON.stringify(v));
  assert.ok(!(a.keywords || []).includes('Targeted Strike'), JSON.stringify(a));
  g.close();
});

test('LCG-ABIL-4: Yoda (2.2): gains [UD][BD] for each enhancement attached to it', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, units: [{ card: 'yoda', enhancements: ['jedi-lightsaber', 'trust-your-feelings'] }], hand: H_L },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  const y = g.unit(1, 'yoda');
  const base = JSON.parse(sw.cardList(JSON.stringify({ game: 'lcg' }))).cards.find((c) => c.key === 'yoda').icons;
  assert.equal(y.icons.ud, base.ud + 1 + 2);
  assert.equal(y.icons.bd, base.bd + 1 + 2);
  g.close();
});

test('LCG-ABIL-7 / LCG-CAPTURE-2: Leia Organa (10.2): put on the bottom of the deck by There Is No Escape she leaves play, so the opponent captures her', () => {
  const g = play({ phase: 'force', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: ['there-is-no-escape', ...H_D], units: ['darth-vader'], objectives: DS_SITH },
    light: { tookTurn: true, units: ['leia-organa'], hand: H_L, objectives: ['decoy-at-dantooine', 'mission-briefing', 'fleeing-the-empire'] } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.run([], 'use:there-is-no-escape', 10));
  g.act(0, 'use:there-is-no-escape'); g.pay(0);
  g.run(['!choose:', '!use:leia'], null, 3);
  assert.equal(g.view(-1).players[0].objectives.reduce((a, o) => a + o.captured, 0), 1, g.log().filter((e) => /Escape|bottom|Leia/.test(e.text)).map((e) => e.text).join(' / '));
  g.close();
});

test('LCG-ABIL-7: X-Wing Escort (12.3): also when it leaves play by Swindled (returned to hand)', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['x-wing-escort'], hand: ['swindled', ...H_L], objectives: ['questionable-contacts', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, units: ['tie-fighter@27'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: SMUG });
  g.use(1, 'use:swindled', 'target:x-wing-escort');
  assert.ok(g.offered(1, 'use:x-wing-escort'), g.log().slice(-2).map((e) => e.text).join(' / '));
  g.close();
});

test('LCG-ABIL-7: X-Wing Escort (12.3): sanity: destroyed in a strike, its interrupt is offered and a Dark Side Vehicle is sacrificed', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: ['x-wing-escort'], hand: H_L, objectives: ['draw-their-fire', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, units: ['darth-vader', 'tie-fighter@27'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.run(['engage:mission', 'attacker:darth', 'done', 'defender:x-wing', 'done', 'edge:dark-side', '!strike:darth', '!icon.', '!hit:'], 'use:x-wing-escort', 30), g.dump() + JSON.stringify(g.log().slice(-6).map((e) => e.text)));
  // [, 'use:x-wing-escort', 30), g.dump());
  g.act(1, 'use:x-wing-escort');
  g.run(['!choose:tie', '!target:tie'], null, 3);
  assert.equal(g.unit(0, 'tie-fighter@27'), undefined);
  g.close();
});

test('LCG-ABIL-8: The Hand\'s Blessing (25.5): after you refresh, remove all focus tokens from the enhanced unit', () => {
  const g = play({ phase: 'refresh', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: [{ card: 'emperor-palpatine', focus: 3, enhancements: ['the-hands-blessing'] }], hand: H_D, objectives: DS_SITH },
    light: { tookTurn: true, hand: H_L } }, { dark: 'sith' });
  assert.ok(g.run([], 'use:the-hands-blessing', 10), g.dump());
  g.act(0, 'use:the-hands-blessing'); if (g.has(0, 'target:')) g.act(0, 'target:emperor');
  assert.equal(g.unit(0, 'emperor-palpatine').focus, 0);
  g.close();
});

test('LCG-ABIL-4 / LCG-KW-7: Mandalorian Armor (33.4): +3 damage capacity; Boba Fett gains Targeted Strike, another Character does not', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: [{ card: 'boba-fett', enhancements: ['mandalorian-armor'] }, { card: 'outer-rim-hunter', enhancements: ['mandalorian-armor'] }], hand: H_D, objectives: DS_SITH },
    light: { tookTurn: true, hand: H_L } }, { dark: SCUM });
  const b = g.unit(0, 'boba-fett'); const o = g.unit(0, 'outer-rim-hunter');
  assert.equal(b.capacity, 5); assert.equal(o.capacity, 4);
  assert.ok((b.keywords || []).includes('Targeted Strike'));
  assert.ok(!(o.keywords || []).includes('Targeted Strike'));
  g.close();
});

test('LCG-ABIL-4: Black Squadron Pilot (21.4): may enter play as an enhancement on a Fighter unit you control: enhanced unit gains [UD][BD]', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['tie-advanced', 'dark-side-apprentice'], hand: ['black-squadron-pilot', ...H_D], objectives: ['black-squadron-assault', 'counsel-of-the-sith', 'the-emperors-web'] },
    light: { tookTurn: true, units: ['x-wing@12'], hand: H_L } }, { dark: 'sith' });
  g.act(0, 'deploy:black-squadron-pilot');
  const t = g.ids(0);
  assert.ok(t.some((x) => x.startsWith('attach:tie-advanced')), t.join(' '));
  assert.ok(!t.some((x) => x.includes('x-wing') || x.includes('apprentice')), t.join(' '));
  g.close();
});

test('LCG-ABIL-8: Fleet Command Center (12.5): after you refresh, place 1 shield on a target unit', () => {
  const g = play({ phase: 'refresh', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['x-wing@12'], enhancements: ['fleet-command-center'], hand: H_L, objectives: RA_SQUADRONS },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.run([], 'use:fleet-command-center', 10), g.dump());
  g.act(1, 'use:fleet-command-center'); if (g.has(1, 'target:x-wing')) g.act(1, 'target:x-wing');
  assert.equal(g.unit(1, 'x-wing@12').shields, 1);
  g.close();
});

test('LCG-ABIL-8: Imperial Officer (29.3): after an enemy objective is destroyed, spend 2 resources to raise the dial by 1', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 5, dial: 3,
    dark: { tookTurn: true, units: ['imperial-officer'], hand: ['superlaser-blast', ...H_D], objectives: ['the-ultimate-power', 'death-and-despayre', 'imperial-command'] },
    light: { tookTurn: true, hand: H_L } });
  g.use(0, 'use:superlaser-blast', 'target:forgotten');
  assert.ok(g.offered(0, 'use:imperial-officer'), g.dump());
  const r = g.view(-1).players[0].resources;
  g.act(0, 'use:imperial-officer'); g.pay(0); g.settle();
  assert.equal(g.view(-1).dial, 5, '3 + 1 (victory pile) + 1');
  assert.equal(r - g.view(-1).players[0].resources, 2);
  g.close();
});

test('LCG-ABIL-8: Emperor Palpatine (23.2): after an objective is destroyed, return 1 Sith event from your discard pile to your hand', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: ['emperor-palpatine', 'darth-vader'], hand: H_D, discard: ['force-choke@19', 'tallon-roll@27'], objectives: DS_SITH },
    light: { tookTurn: true, hand: H_L, objectives: [{ card: 'a-heros-journey', damage: 3 }, 'in-you-must-go', 'forgotten-heroes'] } }, { dark: 'sith' });
  assert.ok(g.run(['engage:a-heros', 'attacker:darth', 'done', '!strike:', '!icon.', '!hit:'], 'use:emperor-palpatine', 20), g.dump());
  g.act(0, 'use:emperor-palpatine');
  const c = g.ids(0).filter((x) => x.startsWith('choose:') || x.startsWith('target:'));
  assert.ok(!c.some((x) => x.includes('tallon')), 'Tallon Roll is Imperial Navy: ' + c.join(' '));
  if (c.length) g.apply(0, c.find((x) => x.includes('force-choke')));
  assert.ok(g.hand(0).includes('force-choke@19'), g.hand(0).join(' '));
  g.close();
});

test('LCG-ABIL-8: Stolen Plans (10.4): after the enhanced enemy objective generates resources, draw 1 card', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: ['tie-fighter@27', 'kuati-security-team@20', 'duty-officer'], objectives: DS_NAVY },
    light: { tookTurn: true, hand: ['stolen-plans', ...H_L], objectives: RA_YAVIN } }, { light: 'rebel-alliance' });
  g.act(1, 'deploy:stolen-plans'); g.act(1, 'attach:imperial-command'); g.pay(1); g.settle();
  g.run([], 'deploy:tie-fighter', 30);
  const n = g.view(-1).players[1].handCount;
  g.act(0, 'deploy:tie-fighter'); g.act(0, 'generate:imperial-command');
  assert.ok(g.offered(1, 'use:stolen-plans'), g.dump());
  g.act(1, 'use:stolen-plans');
  assert.equal(g.view(-1).players[1].handCount, n + 1);
  g.close();
});

test('LCG-ABIL-5 / LCG-RES-3: Rebel Sympathizer (16.2): sacrifice it: the next card you play this phase costs 1 less and ignores resource match', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['rebel-sympathizer@16'], hand: ['han-solo', 'rebel-trooper'], objectives: RA_YAVIN },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(!g.has(1, 'deploy:han-solo'), 'no Smugglers resource');
  g.act(1, 'use:rebel-sympathizer'); g.settle();
  assert.ok(g.has(1, 'deploy:han-solo'), g.ids(1).join(' '));
  const r = g.view(-1).players[1].resources;
  g.act(1, 'deploy:han-solo'); g.pay(1); g.settle();
  assert.equal(r - g.view(-1).players[1].resources, 3);
  g.close();
});

test('LCG-ABIL-8: Red Two (8.2): after an objective is destroyed, remove 1 focus token from this unit', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: ['superlaser-blast', ...H_D], objectives: ['the-ultimate-power', 'death-and-despayre', 'imperial-command'] },
    light: { tookTurn: true, units: [{ card: 'red-two', focus: 2 }], hand: H_L, objectives: RA_YAVIN } }, { light: 'rebel-alliance' });
  g.use(0, 'use:superlaser-blast', 'target:mission');
  assert.ok(g.offered(1, 'use:red-two'), g.dump());
  g.act(1, 'use:red-two');
  assert.equal(g.unit(1, 'red-two').focus, 1);
  g.close();
});
