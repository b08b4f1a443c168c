// LCG scenarios: card texts as printed: printed facts of the core-set cards these card-text
// scenarios touch (cost, Force icons, damage capacity, resources, combat
// icons, edge priority), in the card list and in views of units in play;
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { loadSw, Game as G, DS_SITH, J_OBJ } from './setup_builders.mjs';
const sw = await loadSw();

// Printed facts of every card these scenarios touch, from the core set's
// reference data (swlcg-json core-set.json): [key, title, cost, force icons,
// damage capacity, resource value, edge priority, unit combat icons
// "UD,BD,T,UD edge,BD edge,T edge"].
const REF = [
  ["luke-skywalker","Luke Skywalker",4,3,3,null,null,"2,1,0,0,1,0"],
  ["jedi-lightsaber","Jedi Lightsaber",1,2,null,null,null],
  ["trust-your-feelings","Trust Your Feelings",2,1,null,null,null],
  ["dagobah-training-grounds@1","Dagobah Training Grounds",1,0,null,1,null],
  ["shii-cho-training","Shii-Cho-Training",1,2,null,null,null],
  ["forgotten-heroes","Forgotten Heroes",null,null,5,1,null],
  ["our-most-desperate-hour","Our Most Desperate Hour",0,1,null,null,null],
  ["heat-of-battle@3","Heat of Battle",null,2,null,null,5],
  ["a-journey-to-dagobah","A Journey to Dagobah",null,null,4,2,null],
  ["red-five","Red Five",3,2,2,null,null,"0,3,0,0,0,0"],
  ["target-of-opportunity@4","Target of Opportunity",null,2,null,null,9],
  ["guardian-of-peace@5","Guardian of Peace",2,1,2,null,null,"0,0,0,1,0,0"],
  ["twist-of-fate@5","Twist of Fate",null,0,null,null,1],
  ["last-minute-rescue","Last Minute Rescue",null,null,5,1,null],
  ["corellian-engineer","Corellian Engineer",2,1,2,null,null,"0,0,0,0,0,0"],
  ["force-rejuvenation","Force Rejuvenation",2,2,null,null,null],
  ["the-defense-of-yavin-4","The Defense of Yavin 4",null,null,5,1,null],
  ["astromech-droid-upgrade","Astromech Droid Upgrade",1,2,null,null,null],
  ["hidden-outpost@8","Hidden Outpost",1,0,null,1,null],
  ["mission-briefing","Mission Briefing",null,null,5,1,null],
  ["mon-mothma","Mon Mothma",3,2,2,2,null,"0,0,0,0,0,1"],
  ["battlefield-engineers","Battlefield Engineers",2,2,2,null,null,"1,0,0,0,0,0"],
  ["mobilize-the-squadrons","Mobilize the Squadrons",null,null,5,2,null],
  ["false-lead","False Lead",0,2,null,null,null],
  ["fall-back","Fall Back!",0,1,null,null,null],
  ["cloud-city-casino","Cloud City Casino",1,0,null,1,null],
  ["crossfire","Crossfire",1,1,null,null,null],
  ["rumors-at-the-cantina","Rumors at the Cantina",null,null,5,1,null],
  ["common-ground","Common Ground",1,2,null,null,null],
  ["yub-yub@17","Yub Yub!",0,1,null,null,null],
  ["secret-informant@18","Secret Informant",3,1,1,null,null,"1,1,0,0,0,0"],
  ["fall-of-the-jedi","Fall of the Jedi",null,null,5,1,null],
  ["counsel-of-the-sith","Counsel of the Sith",null,null,5,1,null],
  ["sith-library@20","Sith Library",1,0,null,1,null],
  ["black-squadron-assault","Black Squadron Assault",null,null,5,1,null],
  ["vaders-tie-advanced","Vader's TIE Advanced",3,3,3,null,null,"1,1,0,0,0,0"],
  ["im-on-the-leader","I'm On the Leader",1,1,null,null,null],
  ["the-heart-of-the-empire","The Heart of the Empire",null,null,10,3,null],
  ["coruscant-defense-fleet","Coruscant Defense Fleet",5,2,5,null,null,"0,0,0,5,0,0"],
  ["emperors-royal-guard","Emperor's Royal Guard",2,2,3,null,null,"1,0,0,1,0,0"],
  ["isb-interrogators","ISB Interrogators",1,1,1,null,null,"1,0,0,0,0,0"],
  ["admiral-motti","Admiral Motti",3,3,2,2,null,"0,0,0,0,1,0"],
  ["orbital-bombardment","Orbital Bombardment",4,2,null,null,null],
  ["tallon-roll@27","Tallon Roll",0,1,null,null,null],
  ["superlaser-engineer","Superlaser Engineer",2,1,1,null,null,"0,0,0,0,0,0"],
  ["control-room@28","Control Room",2,0,null,2,null],
  ["the-endor-gambit","The Endor Gambit",null,null,5,1,null],
  ["aft-armor-plating","Aft Armor Plating",0,1,null,null,null],
  ["trooper-assault","Trooper Assault",2,2,null,null,null],
  ["blaster-pistol","Blaster Pistol",0,1,null,null,null],
  ["looking-for-droids","Looking for Droids",null,null,5,1,null],
  ["dark-alliance@34","Dark Alliance",0,2,null,null,null],
  ["reconnaissance-mission","Reconnaissance Mission",null,null,5,1,null],
  ["tie-bomber","TIE Bomber",2,1,1,null,null,"0,1,0,0,1,0"],
  ["at-st@31","AT-ST",3,2,3,null,null,"1,1,0,1,0,0"],
  ["ewok-scout@17","Ewok Scout",2,1,1,null,null,"0,0,0,1,0,0"],
  ["y-wing@8","Y-Wing",2,1,1,null,null,"0,1,0,0,1,0"],
  ["x-wing@12","X-Wing",1,1,2,null,null,"1,0,0,0,1,0"],
];
const list = JSON.parse(sw.cardList(JSON.stringify({ game: 'lcg' }))).cards;
const TOUCHED = REF.map((r) => r[0]);

test('LCG card data (core set): Printed facts of the touched cards (cost, force icons, damage capacity, resources, combat icons, priority) match the reference data', () => {
  const bad = [];
  for (const [k, title, cost, force, capacity, resources, priority, icons] of REF) {
    const e = list.find((c) => c.key === k); if (!e) { bad.push('missing ' + k); continue; }
    const cmp = (a, b, n) => { if ((a ?? null) !== (b ?? null)) bad.push(`${k} ${n}: ref ${a} engine ${b}`); };
    cmp(cost, e.cost, 'cost'); cmp(force, e.force, 'force'); cmp(capacity, e.capacity, 'capacity');
    cmp(resources, e.resources, 'resources'); cmp(priority, e.priority, 'priority'); cmp(title, e.name, 'name');
    if (icons !== undefined) { const i = e.icons; cmp(icons, [i.ud, i.bd, i.t, i.udEdge, i.bdEdge, i.tEdge].join(), 'icons'); }
  }
  assert.deepEqual(bad, []);
});

test('LCG card data (core set): Views of the touched units in play carry no altered printed fact', () => {
  const lightU = ['luke-skywalker', 'red-five', 'guardian-of-peace@5', 'corellian-engineer', 'mon-mothma', 'battlefield-engineers', 'secret-informant@18', 'ewok-scout@17', 'y-wing@8', 'x-wing@12'];
  const darkU = ['vaders-tie-advanced', 'coruscant-defense-fleet', 'emperors-royal-guard', 'isb-interrogators', 'superlaser-engineer', 'tie-bomber', 'at-st@31', 'admiral-motti'];
  const g = new G(sw, { phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: darkU },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: lightU } }, { dark: 'sith' });
  const v = g.view(-1); const bad = [];
  for (const u of [...v.players[0].units, ...v.players[1].units]) for (const f of ['cost', 'force', 'capacity', 'icons', 'keywords', 'resources']) if (u[f] !== undefined) bad.push(u.key + ' ' + f + ' ' + JSON.stringify(u[f]));
  assert.deepEqual(bad, []);
  g.close();
});
