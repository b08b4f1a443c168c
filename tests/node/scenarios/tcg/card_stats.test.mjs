// TCG black-box scenarios, printed card stats: written from the rulebooks and docs/api.md, driven through the JSON API.
// TCG-CARD-1 (printed stats): the card list and the views give every Attack of
// the Clones card the cost, speed, power, health, keywords and battle-card
// Force of its printed face (Lackey AOTC.txt, the cards the earlier stat tests
// did not cover).
import { test } from 'node:test';
import { assert, sw, P, start, view } from './table.mjs';

// [number, name, type, cost (null for a battle card), then speed, power,
// health and {keyword: n} for a unit, or the Force to pay for a battle card].
const PRINTED = [
  [1,"Anakin Skywalker (A)","Character",7,60,6,5],
  [3,"Assassin Droid ASN-121 (A)","Character",3,50,4,1],
  [6,"Boba Fett (A)","Character",2,40,2,1],
  [7,"Captain Typho (A)","Character",5,40,5,5],
  [9,"Clone Officer","Character",5,40,5,4],
  [10,"Dark Rendezvous","Mission",4],
  [11,"Dark Side's Command","Battle",null,8],
  [12,"Dark Side's Compulsion","Battle",null,8],
  [14,"Darth Tyranus (A)","Character",9,50,7,5],
  [17,"Geonosian Sentry","Character",6,40,4,4],
  [22,"Jango Fett (B)","Character",6,60,6,4],
  [25,"Jedi Council Summons","Mission",2],
  [28,"Luxury Airspeeder","Ground",3,60,2,2],
  [29,"A Moment's Rest","Mission",3],
  [34,"Padme Amidala (A)","Character",5,60,4,4],
  [36,"Padme's Yacht (A)","Space",5,40,3,5,{"Shields":1}],
  [37,"Plo Koon (A)","Character",6,50,5,5],
  [38,"Plot the Secession","Mission",3],
  [43,"Second Effort","Battle",null,5],
  [44,"Seek the Council's Wisdom","Mission",2],
  [45,"Shu Mai (A)","Character",3,30,3,2],
  [49,"Taun We (A)","Character",2,20,2,3],
  [52,"Tyranus's Geonosian Speeder (A)","Ground",6,40,2,1],
  [54,"Tyranus's Wrath","Battle",null,8],
  [57,"Windu's Solution","Battle",null,2],
  [59,"Yoda's Intervention","Battle",null,3],
  [61,"Acklay","Character",3,40,3,3],
  [62,"Anakin Skywalker (C)","Character",5,60,5,4],
  [63,"Anakin's Inspiration","Battle",null,2],
  [64,"AT-TE Walker 23X","Ground",6,50,5,4,{"Critical Hit":2}],
  [65,"AT-TE Walker 71E","Ground",6,60,5,4,{"Shields":1}],
  [68,"Capture Obi-Wan","Mission",2],
  [72,"Cliegg Lars (A)","Character",2,30,2,2],
  [75,"Commerce Guild Droid Platoon","Ground",7,30,5,6,{"Ion Cannon":3}],
  [77,"Coruscant Freighter AA-9 (A)","Space",7,20,1,8],
  [78,"Dark Speed","Battle",null,null],
  [89,"Jango Fett (C)","Character",5,60,4,4],
  [90,"Jawa Sandcrawler","Ground",4,10,2,7],
  [91,"Jedi Patrol","Ground",3,30,3,3],
  [93,"Kit Fisto (A)","Character",5,40,4,5],
  [96,"Naboo Spaceport","Ground",9,10,7,9,{"Ion Cannon":4}],
  [98,"Nute Gunray (A)","Character",3,20,2,3],
  [102,"Reek","Ground",3,50,2,2],
  [103,"Republic Assault Ship","Space",7,30,6,7,{"Bombard":2}],
  [104,"Republic Cruiser","Space",4,30,4,3,{"Shields":1}],
  [105,"Shaak Ti (A)","Character",4,50,3,5],
  [108,"Strength of Hate","Battle",null,2],
  [110,"Super Battle Droid 8EX","Character",5,40,5,5],
  [111,"Trade Federation Battleship","Space",6,10,4,6,{"Bombard":4}],
  [112,"Trade Federation C-9979","Space",4,20,2,5],
  [114,"Underworld Connections","Mission",1],
  [117,"Weapon Response","Battle",null,1],
  [118,"Wedding of Destiny","Mission",2],
  [120,"Zam's Airspeeder (A)","Ground",2,60,1,1,{"Critical Hit":3}],
  [121,"Anakin Skywalker (D)","Character",4,50,4,3],
  [123,"Bravo N-1 Starfighter","Space",3,50,3,2,{"Critical Hit":1}],
  [124,"Chancellor's Guard Squad","Ground",3,30,2,3,{"Critical Hit":2}],
  [128,"Commerce Guild Starship","Space",4,30,3,4,{"Shields":1}],
  [129,"Corellian Star Shuttle","Space",4,20,3,4],
  [130,"Darth Tyranus (C)","Character",5,50,5,4],
  [135,"Elite Jedi Squad","Ground",3,40,3,2,{"Critical Hit":2}],
  [138,"Geonosian Fighter","Space",3,50,2,2,{"Critical Hit":1}],
  [139,"Geonosian Squad","Ground",4,30,2,3,{"Critical Hit":3}],
  [142,"Hero's Dodge","Battle",null,1],
  [143,"High-Force Dodge","Battle",null,5],
  [144,"Hyperdrive Ring","Space",3,30,1,3],
  [145,"Intergalactic Banking Clan Starship","Space",5,20,4,5,{"Shields":1}],
  [151,"Mending","Mission",2],
  [157,"Obi-Wan Kenobi (C)","Character",4,40,4,4],
  [158,"Padawan's Deflection","Battle",null,3],
  [162,"Pilot's Dodge","Battle",null,2],
  [163,"Recon Speeder","Ground",5,30,4,3,{"Shields":1}],
  [166,"Return to Spaceport","Mission",1],
  [170,"Speeder Bike Squadron","Ground",5,60,3,4,{"Shields":1}],
  [171,"Starship Refit","Mission",1],
  [172,"Surge of Power","Battle",null,1],
  [174,"Take the Initiative","Mission",1],
  [175,"Target Locked","Battle",null,2],
  [178,"Trade Federation War Freighter","Space",7,30,5,7,{"Bombard":3}],
  [179,"Walking Droid Fighter","Ground",4,20,6,2,{"Shields":1}],
];
const cl = P(sw.cardList(JSON.stringify({ game: 'tcg' }))).cards;
const isUnit = (type) => ['Character', 'Space', 'Ground'].includes(type);

test('TCG-CARD-1 printed stats: cardList gives each card its printed type, cost, speed/power/health, keywords and battle-card Force', () => {
  const bad = [];
  for (const [n, name, type, cost, ...rest] of PRINTED) {
    const c = cl.find((x) => x.number === n);
    if (!c) { bad.push(`#${n} ${name}: not in cardList`); continue; }
    const cmp = (want, got, what) => { if ((want ?? null) !== (got ?? null)) bad.push(`#${n} ${name} ${what}: printed ${want}, cardList ${got}`); };
    cmp(type, c.type, 'type');
    if (type !== 'Battle') cmp(cost, c.cost, 'cost');
    if (isUnit(type)) {
      const [speed, power, health, kw = {}] = rest;
      cmp(speed, c.speed, 'speed'); cmp(power, c.power, 'power'); cmp(health, c.health, 'health');
      for (const [k, v] of Object.entries(kw)) cmp(v, c.keywords?.[k], k);
    }
    if (type === 'Battle') cmp(rest[0], c.force, 'force');
  }
  assert.deepEqual(bad, []);
});

test('TCG-CARD-1 printed stats: each unit in play in its own arena shows its printed cost/speed/power/health', () => {
  const bad = [];
  // Clone Officer is a Clone itself (+1 power); Acklay alone (+30 speed).
  const ADJ = { 9: [0, 0, 1, 0], 61: [0, 30, 0, 0] };
  for (const [n, name, type, cost, speed, power, health] of PRINTED) {
    if (!isUnit(type)) continue;
    const c = cl.find((x) => x.number === n);
    const side = c.side === 'dark' ? 0 : 1;
    const seats = [{ side: 'dark', deck: ['reek'], force: 5, arenas: [] }, { side: 'light', deck: ['clone-squad'], force: 5, arenas: [] }];
    seats[side].arenas.push(c.key);
    const m = start({ seats, start: 'build' });
    const v = view(m, 0);
    const u = Object.values(v.players[side].arenas).flat().find((x) => x.key === c.key);
    const adj = ADJ[n] || [0, 0, 0, 0];
    if (!u) bad.push(`#${n} ${name}: not in play`);
    else {
      const want = [cost + adj[0], speed + adj[1], power + adj[2], health + adj[3]];
      const got = [u.cost, u.speed, u.power, u.health];
      if (want.join() !== got.join()) bad.push(`#${n} ${name}: printed ${want}, view ${got}`);
      if (!v.players[side].arenas[type].some((x) => x.key === c.key)) bad.push(`#${n} ${name}: not in the ${type} arena`);
    }
    m.delete();
  }
  assert.deepEqual(bad, []);
});
