#!/usr/bin/env node
// Writes games/tcg/data/aotc.inc, the facts of the Attack of the Clones cards,
// from a LackeyCCG card list (tab-separated, one row per card; default path
// ../shared/reference-data/swtcg/lackey/AOTC.txt). Only the FACTS are taken
// from the list (name, version letter, side, type, subtype, numbers, rarity,
// collector number, the printed keywords); the card text in the output is our
// own wording, kept in TEXT below. The build never runs this script: the .inc
// is committed and the project never reads the card list.
// Usage: node scripts/tcg-facts.mjs [path/to/AOTC.txt]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = process.argv[2] ?? join(root, '..', 'shared', 'reference-data', 'swtcg', 'lackey', 'AOTC.txt');

// Our own short wording of each card's text, by key ("" or absent: no text).
// "[tap]" is the tap symbol; "→" separates an activated ability's cost from
// its effect; "\n" separates abilities.
const TEXT = {
  'anakin-skywalker-a': 'Pay 3 Force → Evade 3.',
  'anakin-skywalker-b': '[tap] → Until the end of battle, one of your Ground units gets +20 speed and +2 power. Only during your build step.\nPay 1 Force → Evade 1.',
  'assassin-droid-asn-121-a': '[tap] → Pick an opposing unit in the Character arena: ASN-121 deals 3 damage to it, unless your opponent has a Jedi in the Character arena and pays 2 Force. Use only when ASN-121 would attack.',
  'bail-organa-a': '[tap] → Your opponent picks one of their units in the Character arena and taps it, unless they pay 3 Force. Only during your build step.',
  'battle-fatigue': 'Pay 2 Force → Pick an arena where no unit has attacked this turn. Until the end of battle, every unit there gets -1 power.',
  'boba-fett-a': 'While Boba is in the Character arena, every Bounty Hunter gets -10 speed.',
  'captain-typho-a': 'While Typho is in the Character arena, your other Naboo Soldiers get +10 speed.',
  'clear-the-skies': 'In every arena where a player has 4 or more units, that player picks one of those units and discards it (Dark Side first, then Light Side).',
  'clone-officer': 'While this unit is in the Character arena, your Clones (this one too) get +1 power.',
  'dark-rendezvous': 'Your opponent loses 7 Force.',
  'dark-sides-command': 'Pay 8 Force → Untap one of your opponent\'s tapped units in the Space arena. The next time it would attack this turn, you may make it attack another of your opponent\'s units in the Space arena.',
  'dark-sides-compulsion': 'Pay 8 Force → Untap one of your opponent\'s tapped units in the Ground arena. The next time it would attack this turn, you may make it attack another of your opponent\'s units in the Ground arena.',
  'darth-sidious-a': 'When the battle phase ends, if Sidious is in the Character arena, gain 1 Force.\nWhile Sidious is in the Character arena, your opponent builds cards face up (they still count as face-down).\nPay 2 Force → Evade 3.',
  'darth-tyranus-a': 'Pay 1 Force → Tyranus gets +2 power for this attack.\nPay 3 Force → Evade 3.\nPay 2 Force → Deflect 1.',
  'destruction-of-hope': 'Your opponent discards 2 cards of their choice from their hand. Gain 1 Force.',
  'dexter-jettster-a': '[tap] → Until the end of battle, one of your Characters gets +3 power. Use only when Dexter would attack.',
  'geonosian-sentry': 'While this unit is in the Character arena, your other Geonosians get +10 speed.',
  'heros-duty': 'Pay 4 Force → One of your units gets +5 power for this attack; when the attack ends, discard that unit.',
  'heros-flaw': 'Pay 3 Force → Pick one of your opponent\'s Characters. This turn, each of your Characters has Critical Hit 2 while attacking it.',
  'interference-in-the-senate': 'Pay 10 Force → Pick an arena. Until the end of battle, your opponent\'s units there get -20 speed and -2 power.',
  'jango-fett-a': 'While Jango attacks a Jedi, he has Critical Hit 2.',
  'jango-fett-b': 'While Jango attacks a Jedi, he gets +1 power and Critical Hit 1.',
  'jar-jar-binks-a': 'When your opponent rolls dice for an attack on Jar Jar, you may reroll any number of those dice.',
  'jedi-call-for-help': 'Can be completed only while you have a Jedi in the Character arena.\nLook through your deck for a unit card, show it to your opponent and put it into your hand; then shuffle your deck.',
  'jedi-council-summons': 'Look through your deck for a Jedi card, show it to your opponent and put it into your hand; then shuffle your deck and gain 1 Force.',
  'jedi-knights-deflection': 'Pay 6 Force → Prevent up to 2 damage to one of your units; that unit may then deal as much damage to a unit you pick in its arena.',
  'lama-su-a': 'While Lama is in the Character arena, every Clone needs 1 build counter fewer to deploy.',
  'luxury-airspeeder': 'While this unit is in the Ground arena, your other Ground units get +10 speed.',
  'a-moments-rest': 'Pick one of your units: prevent all damage to it this turn.',
  'obi-wan-kenobi-a': 'Pay 2 Force → Evade 2.\nDiscard Obi-Wan from the Character arena → Prevent all damage to one of your Characters, then gain as much Force as the damage prevented.',
  'obi-wans-starfighter-a': 'Critical Hit 2.\nWhen the battle phase starts, if this ship is in the Space arena, remove every damage counter from it.',
  'order-here': 'This turn every Battle card costs 3 more Force to play (one without a Force cost now costs 3 Force).',
  'padme-amidala-a': 'While Padmé is in the Character arena, your Jedi get +10 speed and Anakin Skywalker gets +2 power.',
  'padme-amidala-b': 'When the roll for build points is made, if Padmé is in the Character arena, the Dark Side gets 1 build point fewer this turn.',
  'padmes-yacht-a': 'Shields 1.',
  'plo-koon-a': 'Plo gets +1 power while you have another Jedi in the Character arena.\nPay 2 Force → Evade 2.',
  'plot-the-secession': 'Discard your whole hand, then draw 5 cards.',
  'power-dive': 'Pay 3 Force → Untap one of your tapped Starfighters in the Space arena or one of your tapped Speeders in the Ground arena.',
  'queen-jamillia-a': '[tap] → Retreat one of your Diplomats. Use only when Jamillia would attack.',
  'r2-d2-a': '[tap] → Until the end of battle, your units in the Space arena have Critical Hit 1. Only during your build step.',
  'san-hill-a': '[tap] → This turn you get +2 build points and your opponent gets +1. Only during your build step.',
  'second-effort': 'Pay 5 Force → Reroll any of your attack dice you pick.',
  'seek-the-councils-wisdom': 'Gain 4 Force.',
  'shu-mai-a': '[tap] → Draw a card, then discard a card from your hand. Only during your build step.',
  'slave-i-a': 'While Slave I is in the Space arena, your opponent can\'t retreat Space units that carry damage counters in their retreat step.',
  'spirit-of-the-fallen': 'Pay 2 Force → Until the end of battle, your Characters get +2 power. Play only if one of your Characters was discarded from the Character arena this turn.',
  'target-the-senator': 'When the battle phase starts, pick one of your opponent\'s units in any arena: this card deals 4 dice of damage to it.',
  'taun-we-a': 'While Taun is in the Character arena, your Clones get +10 speed.',
  'tyranuss-edict': 'Pick one of your units. This turn, while it is in an arena, your other units in that arena can\'t be attacked.',
  'tyranuss-geonosian-speeder-a': '[tap] → Look through your deck for a Battle card, show it to your opponent and put it into your hand; then shuffle your deck. Only during your build step.',
  'tyranuss-solar-sailer-a': 'Critical Hit 2.\nWhen its attack ends, you may retreat this ship.',
  'tyranuss-wrath': 'Pay 8 Force → The attacking unit gets +7 power for this attack.',
  'war-will-follow': 'Pay 3 Force → Pick a Space unit in your opponent\'s build zone and put it into the Space arena, untapped.',
  'ward-of-the-jedi': 'Pay 4 Force → Pick one of your units. This turn it can\'t be attacked while you have another unit in its arena.',
  'windus-solution': 'Pay 2 Force → Until the end of battle, one of your units gets +30 speed and +2 power.',
  'yoda-a': 'When the battle phase ends, if Yoda is in the Character arena, gain 1 Force.\nPay 2 Force → Evade 3.\nPay 10 Force → Deflect 3.',
  'yodas-intervention': 'Pay 3 Force → Prevent up to 3 damage to one of your units.',
  'zam-wesell-a': 'When the Character battle step starts, if Zam is in the Character arena, choose: remove 1 damage counter from Zam, or Zam has Critical Hit 2 until the end of battle.',
  'acklay': 'This unit gets +30 speed while you have no other unit in the Character arena.',
  'anakin-skywalker-c': 'Pay 2 Force → Evade 2.',
  'anakins-inspiration': 'Pay 2 Force → Pick an arena. Until the end of battle, your units there get +20 speed.',
  'at-te-walker-23x': 'Critical Hit 2.',
  'at-te-walker-71e': 'Shields 1.',
  'attract-enemy-fire': 'Pay 2 Force → Pick one of your units in the attacking unit\'s arena: the attack turns to it instead of the defending unit, unless it can\'t be attacked. Play only before your opponent rolls the attack dice.',
  'c-3po-a': '[tap], discard 2 cards from your hand → Draw 2 cards. Only during your build step.',
  'capture-obi-wan': 'Your opponent loses 2 Force and you gain 2 Force.',
  'chancellor-palpatine-a': 'While Palpatine is in the Character arena, your opponent\'s Characters get -10 speed.',
  'chase-the-villain': 'This turn your opponent can\'t retreat Characters in their retreat step.',
  'cheat-the-game': 'Pay 3 Force → Reroll all of your attack dice.',
  'cliegg-lars-a': 'When you deploy Cliegg, lose 1 Force.',
  'commerce-guild-droid-platoon': 'Ion Cannon 3.',
  'corde-a': 'Critical Hit 1.\nDiscard Corde from the Character arena → Prevent all damage to one Character that is not a Jedi.',
  'coruscant-freighter-aa-9-a': '[tap] → Draw 3 cards, then discard 2 cards from your hand. Only during your build step.',
  'dark-speed': 'Until the end of battle, one of your units gets +30 speed.',
  'darth-tyranus-b': 'Pay 2 Force → Tyranus has Critical Hit 2 for this attack.\nPay 3 Force → Evade 3.',
  'departure-time': 'You may discard one of your units from an arena; if you do, you get +4 build points this turn.',
  'destroyer-droid-p-series': 'When the Character battle step starts, if this unit is in the Character arena, choose: it gets +20 speed, or it gets +2 power until the end of battle.\nShields 1.',
  'down-in-flames': 'Pay 4 Force → Pick one of your opponent\'s Speeders in the Ground arena; your opponent discards it.',
  'droid-control-ship': 'While this unit is in the Space arena, your Droids get +10 speed.\nWhen this unit is discarded from the Space arena, it deals 1 damage to each of your Droids in every arena.',
  'elan-sleazebaggano-a': 'While Elan is in the Character arena, your other Characters get +20 speed.\nWhen the battle phase ends, Elan deals 1 damage to each of your other Characters.',
  'go-to-the-temple': 'Pay 2 Force → Pick an arena and retreat as many of your units there as you like. Play only while no unit is attacking.',
  'infantry-battle-droid-b1-series': 'When this unit is discarded from the Character arena, draw a card.',
  'jango-fett-c': 'While Jango attacks a Jedi, he gets +2 power.',
  'jawa-sandcrawler': '[tap] → Draw 2 cards, then discard 2 cards from your hand. Only during your build step.',
  'jedi-patrol': '[tap] → Draw a card, then discard a card from your hand. Only during your build step.',
  'kaminoan-guard': 'This unit gets +1 power while at least one Clone is in any arena.',
  'kit-fisto-a': 'Pay 2 Force → Evade 2.',
  'master-and-apprentice': 'Pay 3 Force → Until the end of battle, up to 2 of your units get +2 power each.',
  'naboo-spaceport': 'Ion Cannon 4.',
  'nexu': 'While Nexu is in the Character arena, every activated ability of your opponent\'s units costs 1 more Force to use.',
  'nute-gunray-a': '[tap] → Your opponent discards a card of their choice from their hand. Only during your build step.',
  'obi-wan-kenobi-b': 'Pay 2 Force → Obi-Wan has Critical Hit 2 for this attack.\nPay 2 Force → Evade 2.\nPay 1 Force → Prevent 1 damage to Anakin Skywalker.',
  'padme-amidala-c': 'Put 1 damage counter on Padmé and retreat her → Prevent all damage to Padmé.',
  'poggle-the-lesser-a': '[tap] → Pick one of your opponent\'s units in the Character arena and tap it, unless your opponent pays 3 Force. Use only when Poggle would attack.',
  'reek': '[tap] → Draw a card, then discard a card from your hand. Only during your build step.',
  'republic-assault-ship': 'Bombard 2.',
  'republic-cruiser': 'Shields 1.',
  'shaak-ti-a': 'Pay 1 Force → Evade 1.',
  'ship-arrival': 'Name Space, Ground or Character. Reveal cards from the top of your deck until a unit of that type turns up; put it into your hand and shuffle the other revealed cards back into your deck.',
  'splinter-the-republic': 'Look through your deck for a card with the same name as one of your units in an arena, show it to your opponent and put it into your hand; then shuffle your deck.',
  'strength-of-hate': 'Pay 2 Force → One of your units gets +3 power for this attack.',
  'subtle-assassination': 'Pick one of your opponent\'s units in the Character arena with power 3 or less; your opponent discards it.',
  'super-battle-droid-8ex': 'While you have another Droid in any arena, this unit gets +10 speed and +1 power.',
  'trade-federation-battleship': 'Bombard 4.',
  'trade-federation-c-9979': '[tap] → Draw a card. Only during your build step.',
  'tyranuss-gift': 'Pay 3 Force → The attacking unit gets -5 power for this attack.',
  'underworld-connections': 'Look at your opponent\'s hand, then gain 1 Force.',
  'wat-tambor-a': 'When the roll for build points is made, if Wat is in the Character arena, the Light Side gets 1 build point fewer this turn.',
  'watto-a': 'When the battle phase ends, if Watto is in the Character arena, you may remove a damage counter from one of your Droids, Speeders or Starfighters.',
  'weapon-response': 'Pay 1 Force → The attacking unit gets -2 power for this attack.',
  'wedding-of-destiny': 'Draw 3 cards, then gain 1 Force.',
  'yoda-b': 'Pay 3 Force → Evade 4.\nPay 5 Force → Deflect 2.\n[tap] → Gain 1 Force. Only during your build step.',
  'zams-airspeeder-a': 'Critical Hit 3.',
  'anakin-skywalker-d': 'Pay 1 Force → Evade 1.',
  'bravo-n-1-starfighter': 'Critical Hit 1.',
  'chancellors-guard-squad': 'Critical Hit 2.',
  'commerce-guild-starship': 'Shields 1.',
  'corellian-star-shuttle': '[tap] → Draw a card. Only during your build step.',
  'darth-tyranus-c': 'Pay 2 Force → Evade 2.',
  'elite-jedi-squad': 'Critical Hit 2.',
  'geonosian-fighter': 'Critical Hit 1.',
  'geonosian-squad': 'Critical Hit 3.',
  'hatch-a-clone': 'Take up to 2 Ground unit cards from your discard pile back into your hand.',
  'heros-dodge': 'Pay 1 Force → Prevent up to 2 damage to one of your Characters.',
  'high-force-dodge': 'Pay 5 Force → Prevent up to 5 damage to one of your units.',
  'hyperdrive-ring': 'This unit gets +2 power while you have a Starfighter in the Space arena.',
  'intergalactic-banking-clan-starship': 'Shields 1.',
  'jango-fett-d': 'Critical Hit 1.',
  'knockdown': 'Pay 4 Force → Tap an untapped Character.',
  'lost-in-the-asteroids': 'This turn, prevent all damage dealt by Space units. Play only before any unit in the Space arena has attacked.',
  'lull-in-the-fighting': 'This turn, prevent all damage dealt by Characters. Play only before any unit in the Character arena has attacked.',
  'mending': 'Remove up to 4 damage counters from one of your Characters, then gain 1 Force.',
  'obi-wan-kenobi-c': 'Pay 2 Force → Evade 2.',
  'padawans-deflection': 'Pay 3 Force → Prevent 1 damage to one of your units; that unit may then deal as much damage to a unit you pick in its arena.',
  'peace-on-naboo': 'This turn, prevent all damage dealt by Ground units. Play only before any unit in the Ground arena has attacked.',
  'pilots-dodge': 'Pay 2 Force → Prevent up to 2 damage to one of your Space or Ground units.',
  'recon-speeder': 'Shields 1.',
  'repulsorlift-malfunction': 'Pay 5 Force → Tap an untapped Ground unit.',
  'return-to-spaceport': 'Remove up to 4 damage counters from one of your Ground units.',
  'slumming-on-coruscant': 'Look at your opponent\'s hand. If it holds a Battle or Mission card, pick one of them; your opponent discards it.',
  'sonic-shockwave': 'Pay 5 Force → Tap an untapped Space unit.',
  'speeder-bike-squadron': 'Shields 1.',
  'starship-refit': 'Remove up to 4 damage counters from one of your Space units.',
  'surge-of-power': 'Pay 1 Force → One of your units gets +2 power for this attack.',
  'take-the-initiative': 'Take up to 2 Space unit cards from your discard pile back into your hand.',
  'target-locked': 'Pay 2 Force → One of your units has Critical Hit 2 for this attack.',
  'trade-federation-war-freighter': 'Bombard 3.',
  'walking-droid-fighter': 'Shields 1.',
};

// Names as the rules write them (TCG correction T9: the list writes "Padme").
const fixName = (n) => n.replace(/\bPadme\b/g, 'Padmé');
// Obvious typos in the list's subtypes.
const SUBTYPE_FIX = { 'Republic Guship': 'Republic Gunship' };
// Our key: the name (accents folded, apostrophes dropped) and version letter
// in lower case, words joined by dashes ("Obi-Wan's Starfighter (A)" ->
// "obi-wans-starfighter-a").
const keyOf = (name, version) =>
  (name.normalize('NFD').replace(/[\u0300-\u036f]/g, '') + (version ? ` ${version}` : ''))
    .toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const KEYWORDS = ['Bombard', 'Critical Hit', 'Deflect', 'Evade', 'Ion Cannon', 'Shields'];
const lines = readFileSync(src, 'utf8').split(/\r?\n/).filter((l) => l.trim());
const head = lines.shift().split('\t');
const col = (name) => { const i = head.indexOf(name); if (i < 0) throw new Error(`no column ${name}`); return i; };
const C = Object.fromEntries(['Name', 'Side', 'Type', 'Subtype', 'Cost', 'Speed', 'Power', 'Health', 'Rarity', 'Number', 'Text'].map((n) => [n, col(n)]));
const num = (s) => (s === '' ? -1 : Math.round(Number(s)));
const cstr = (s) => '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n') + '"';

const rows = [];
const promos = [];
for (const line of lines) {
  const f = line.split('\t');
  const full = f[C.Name];
  // Promo rows ("Jango Fett (D) (Promo 1)") print the same card as the
  // numbered one: checked below, then left out (the .dek import maps them).
  if (/\(Promo[^)]*\)\s*$/.test(full)) { promos.push(f); continue; }
  const m = /^(.*?)(?: \(([A-D])\))?$/.exec(full);
  const name = fixName(m[1]);
  const version = m[2] ?? '';
  const key = keyOf(name, version);
  const type = f[C.Type];
  const printed = f[C.Text].split('|').map((s) => s.trim()).filter(Boolean);
  // Printed keywords: an ability that is only "Keyword N". A keyword bought
  // with a cost ("Pay 2 Force -> Evade 2") or under a condition is an
  // ability of the card's script, not a keyword of the facts.
  const kw = Object.fromEntries(KEYWORDS.map((k) => [k, 0]));
  for (const a of printed) {
    const k = /^(Bombard|Critical Hit|Deflect|Evade|Ion Cannon|Shields) (\d+)$/.exec(a);
    if (k) kw[k[1]] += Number(k[2]);
  }
  // A Battle card's cost is the Force it pays before the arrow (-1: none).
  let cost = num(f[C.Cost]);
  if (type === 'Battle') { const p = /^Pay (\d+) Force ->/.exec(printed[0] ?? ''); cost = p ? Number(p[1]) : -1; }
  const text = TEXT[key] ?? '';
  if (printed.length && !text) throw new Error(`no wording for ${key}`);
  if (!printed.length && text) throw new Error(`wording for a card without text: ${key}`);
  const side = { L: 'kLight', D: 'kDark', N: 'kNeutral' }[f[C.Side]];
  const rarity = { C: 'kCommon', U: 'kUncommon', R: 'kRare', P: 'kPromo' }[f[C.Rarity]];
  if (!side || !rarity || !['Space', 'Ground', 'Character', 'Battle', 'Mission'].includes(type)) throw new Error(`bad row ${full}`);
  const unit = ['Space', 'Ground', 'Character'].includes(type);
  const sub = SUBTYPE_FIX[f[C.Subtype]] ?? f[C.Subtype];
  rows.push({ full, key, number: num(f[C.Number]), line: `FACTS(${cstr(key)}, ${cstr(name)}, ${version ? `'${version}'` : 0}, ${num(f[C.Number])}, ${side}, k${type}, ${cstr(sub)}, ${cost}, ${unit ? num(f[C.Speed]) : -1}, ${unit ? num(f[C.Power]) : -1}, ${unit ? num(f[C.Health]) : -1}, ${rarity}, ${KEYWORDS.map((k) => kw[k]).join(', ')}, ${cstr(text)})` });
}
for (const f of promos) {
  const base = f[C.Name].replace(/\s*\(Promo[^)]*\)\s*$/, '');
  const orig = lines.map((l) => l.split('\t')).find((g) => g[C.Name] === base);
  if (!orig) throw new Error(`promo without its card: ${f[C.Name]}`);
  for (const c of ['Side', 'Type', 'Subtype', 'Cost', 'Speed', 'Power', 'Health', 'Text'])
    if (orig[C[c]] !== f[C[c]]) throw new Error(`promo ${f[C.Name]} differs in ${c}`);
}
const keys = new Set(rows.map((r) => r.key));
if (keys.size !== rows.length) throw new Error('duplicate keys');
for (const k of Object.keys(TEXT)) if (!keys.has(k)) throw new Error(`wording for an unknown key ${k}`);
rows.sort((a, b) => a.number - b.number);

const out = `// Facts of the ${rows.length} numbered cards of Attack of the Clones (AOTC), in
// collector-number order (the definition index). Generated by
// scripts/tcg-facts.mjs from a LackeyCCG card list: the facts are the printed
// ones, the text is our own wording. Do not edit by hand.
//
// Promo rows of that list (${promos.map((f) => f[C.Name]).join(', ').replace(/(.{1,70})(, |$)/g, (_, a, b) => `\n//   ${a}${b.trim()}`).trimEnd()})
// are not rows here: each has the same name, version, numbers and text as
// its numbered card, so it is the same card in another print (TCG correction
// T9: same copy limit, same version for stacking). The .dek import maps a
// promo's name to the numbered card.
//
// Printed keywords are those standing alone ("Shields 1"); a keyword behind a
// cost ("Pay 2 Force → Evade 2") or a condition belongs to the card's script.
// A Battle card's cost is the Force paid before its arrow (-1: none).
//
// FACTS(key, name, version, number, side, type, subtype, cost, speed, power,
//       health, rarity, bombard, critical_hit, deflect, evade, ion_cannon,
//       shields, text)
${rows.map((r) => r.line).join('\n')}
`;
writeFileSync(join(root, 'games', 'tcg', 'data', 'aotc.inc'), out);
console.log(`wrote ${rows.length} cards (${promos.length} promo rows folded into their cards)`);
