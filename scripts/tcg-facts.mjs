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

// Our own short wording of each card's text, by key ("" or absent: no text),
// in one house style: "[tap]" is the tap symbol; "→" separates an activated
// ability's cost from its effect; a timing limit closes the ability in
// parentheses ("(Your build step only.)"); "until the battle phase ends" is
// the cards' "until the end of battle" (correction T5); "\n" separates
// abilities. Keyword abilities keep their names and numbers ("Evade 2.").
const TEXT = {
  'anakin-skywalker-a': 'Pay 3 Force → Evade 3.',
  'anakin-skywalker-b': '[tap] → Choose a unit of yours in the Ground arena: +20 speed and +2 power until the battle phase ends. (Your build step only.)\nPay 1 Force → Evade 1.',
  'assassin-droid-asn-121-a': '[tap] → Choose a unit of your opponent in the Character arena: ASN-121 deals it 3 damage. Your opponent can stop this by paying 2 Force, but only while they have a Jedi in the Character arena. (Only when ASN-121 would attack.)',
  'bail-organa-a': '[tap] → Your opponent chooses one of their units in the Character arena; unless they pay 3 Force, it becomes tapped. (Your build step only.)',
  'battle-fatigue': 'Pay 2 Force → Choose an arena in which nothing has attacked yet this turn: until the battle phase ends, all units there have -1 power.',
  'boba-fett-a': 'While Boba is in the Character arena: -10 speed for every Bounty Hunter, on both sides.',
  'captain-typho-a': 'While Typho is in the Character arena: each other Naboo Soldier of yours has +10 speed.',
  'clear-the-skies': 'For every arena where a player has 4 or more units, that player discards one unit of their choice from it (the Dark Side chooses first, then the Light Side).',
  'clone-officer': 'While this unit is in the Character arena: each Clone of yours, this one included, has +1 power.',
  'dark-rendezvous': 'Your opponent\'s Force goes down by 7.',
  'dark-sides-command': 'Pay 8 Force → Untap a tapped unit of your opponent in the Space arena. This turn, the next time it would attack, you may turn it against another of your opponent\'s units in the Space arena.',
  'dark-sides-compulsion': 'Pay 8 Force → Untap a tapped unit of your opponent in the Ground arena. This turn, the next time it would attack, you may turn it against another of your opponent\'s units in the Ground arena.',
  'darth-sidious-a': 'When the battle phase ends: +1 Force for you if Sidious is in the Character arena.\nWhile Sidious is in the Character arena, your opponent builds with cards face up; they still count as face-down cards.\nPay 2 Force → Evade 3.',
  'darth-tyranus-a': 'Pay 1 Force → For this attack, Tyranus has +2 power.\nPay 3 Force → Evade 3.\nPay 2 Force → Deflect 1.',
  'destruction-of-hope': 'Your opponent picks 2 cards in their hand and discards them; your Force goes up by 1.',
  'dexter-jettster-a': '[tap] → Choose a Character of yours: +3 power until the battle phase ends. (Only when Dexter would attack.)',
  'geonosian-sentry': 'While this unit is in the Character arena: each other Geonosian of yours has +10 speed.',
  'heros-duty': 'Pay 4 Force → Choose a unit of yours: +5 power for this attack, and it is discarded once the attack is over.',
  'heros-flaw': 'Pay 3 Force → Choose a Character of your opponent. For the rest of the turn, your Characters have Critical Hit 2 whenever they attack that Character.',
  'interference-in-the-senate': 'Pay 10 Force → Choose an arena: until the battle phase ends, your opponent\'s units there have -20 speed and -2 power.',
  'jango-fett-a': 'During his attacks on a Jedi, Jango has Critical Hit 2.',
  'jango-fett-b': 'During his attacks on a Jedi, Jango has +1 power and Critical Hit 1.',
  'jar-jar-binks-a': 'When your opponent rolls dice to attack Jar Jar, you may have any of those dice rolled again.',
  'jedi-call-for-help': 'Completing this Mission needs a Jedi of yours in the Character arena.\nYou may find a unit card in your deck, reveal it and add it to your hand; shuffle your deck afterwards.',
  'jedi-council-summons': 'You may find a Jedi card in your deck, reveal it and add it to your hand. Shuffle your deck afterwards, and your Force goes up by 1.',
  'jedi-knights-deflection': 'Pay 6 Force → Prevent up to 2 damage to a unit of yours. That unit may then deal the amount prevented to a unit of your choice in its arena.',
  'lama-su-a': 'While Lama is in the Character arena: deploying a Clone takes 1 build counter fewer.',
  'luxury-airspeeder': 'While this unit is in the Ground arena: each other Ground unit of yours has +10 speed.',
  'a-moments-rest': 'Choose a unit of yours. For the rest of the turn, all damage to it is prevented.',
  'obi-wan-kenobi-a': 'Pay 2 Force → Evade 2.\nDiscard Obi-Wan from the Character arena → Prevent all the damage about to be dealt to a Character of yours; you gain 1 Force per point prevented.',
  'obi-wans-starfighter-a': 'Critical Hit 2.\nWhen the battle phase starts: if this ship is in the Space arena, take all damage counters off it.',
  'order-here': 'For the rest of the turn, playing a Battle card costs 3 Force more (3 Force for one that has no Force cost).',
  'padme-amidala-a': 'While Padmé is in the Character arena: each Jedi of yours has +10 speed, and Anakin Skywalker has +2 power.',
  'padme-amidala-b': 'Triggered by the roll for build points while Padmé is in the Character arena: the Dark Side loses 1 of this turn\'s build points.',
  'padmes-yacht-a': 'Shields 1.',
  'plo-koon-a': '+1 power for Plo while another Jedi of yours is in the Character arena.\nPay 2 Force → Evade 2.',
  'plot-the-secession': 'Discard every card in your hand; then draw 5.',
  'power-dive': 'Pay 3 Force → Untap a Starfighter of yours in the Space arena or a Speeder of yours in the Ground arena.',
  'queen-jamillia-a': '[tap] → A Diplomat of yours retreats. (Only when Jamillia would attack.)',
  'r2-d2-a': '[tap] → Until the battle phase ends, all your units in the Space arena have Critical Hit 1. (Your build step only.)',
  'san-hill-a': '[tap] → Build points this turn: +2 for you, +1 for your opponent. (Your build step only.)',
  'second-effort': 'Pay 5 Force → Roll again any of your attack dice you choose.',
  'seek-the-councils-wisdom': 'Your Force goes up by 4.',
  'shu-mai-a': '[tap] → Draw 1, then discard 1 of the cards in your hand. (Your build step only.)',
  'slave-i-a': 'While Slave I is in the Space arena: in their retreat step, your opponent can\'t retreat a Space unit that has damage counters on it.',
  'spirit-of-the-fallen': 'Play only if a Character of yours was discarded from the Character arena this turn. Pay 2 Force → Your Characters have +2 power until the battle phase ends.',
  'target-the-senator': 'When the battle phase starts: this card deals 4 dice of damage to a unit of your opponent, in any arena, that you choose.',
  'taun-we-a': 'While Taun is in the Character arena: each Clone of yours has +10 speed.',
  'tyranuss-edict': 'Choose a unit of yours. For the rest of the turn, as long as it stays in an arena, no other unit of yours in that arena can be attacked.',
  'tyranuss-geonosian-speeder-a': '[tap] → You may find a Battle card in your deck, reveal it and add it to your hand; shuffle your deck afterwards. (Your build step only.)',
  'tyranuss-solar-sailer-a': 'Critical Hit 2.\nWhen this ship\'s attack ends, you may have it retreat.',
  'tyranuss-wrath': 'Pay 8 Force → For this attack, the attacking unit has +7 power.',
  'war-will-follow': 'Pay 3 Force → Move a Space unit from your opponent\'s build zone into the Space arena; untap it if it is tapped.',
  'ward-of-the-jedi': 'Pay 4 Force → Choose a unit of yours. For the rest of the turn, it can\'t be attacked as long as another unit of yours is in its arena.',
  'windus-solution': 'Pay 2 Force → Choose a unit of yours: +30 speed and +2 power until the battle phase ends.',
  'yoda-a': 'When the battle phase ends: +1 Force for you if Yoda is in the Character arena.\nPay 2 Force → Evade 3.\nPay 10 Force → Deflect 3.',
  'yodas-intervention': 'Pay 3 Force → Choose a unit of yours: prevent up to 3 damage to it.',
  'zam-wesell-a': 'When the Character battle step starts, if Zam is in the Character arena, pick one: Zam loses 1 damage counter, or Zam has Critical Hit 2 until the battle phase ends.',
  'acklay': '+30 speed for this unit while it is your only unit in the Character arena.',
  'anakin-skywalker-c': 'Pay 2 Force → Evade 2.',
  'anakins-inspiration': 'Pay 2 Force → Choose an arena: until the battle phase ends, your units there have +20 speed.',
  'at-te-walker-23x': 'Critical Hit 2.',
  'at-te-walker-71e': 'Shields 1.',
  'attract-enemy-fire': 'Pay 2 Force → Choose a unit of yours in the attacking unit\'s arena: the attack switches from the defending unit to it, unless it can\'t be attacked. (Only before your opponent rolls the attack dice.)',
  'c-3po-a': '[tap], discard 2 cards from your hand → Draw 2. (Your build step only.)',
  'capture-obi-wan': 'Your opponent\'s Force goes down by 2 and yours goes up by 2.',
  'chancellor-palpatine-a': 'While Palpatine is in the Character arena: each Character of your opponent has -10 speed.',
  'chase-the-villain': 'For the rest of the turn, your opponent may not retreat Characters in their retreat step.',
  'cheat-the-game': 'Pay 3 Force → Reroll every die of your attack roll.',
  'cliegg-lars-a': 'When you deploy Cliegg, your Force goes down by 1.',
  'commerce-guild-droid-platoon': 'Ion Cannon 3.',
  'corde-a': 'Critical Hit 1.\nDiscard Corde from the Character arena → Prevent all the damage about to be dealt to any one Character that is not a Jedi.',
  'coruscant-freighter-aa-9-a': '[tap] → Draw 3, then discard 2 of the cards in your hand. (Your build step only.)',
  'dark-speed': 'Choose a unit of yours: +30 speed until the battle phase ends.',
  'darth-tyranus-b': 'Pay 2 Force → For this attack, Tyranus has Critical Hit 2.\nPay 3 Force → Evade 3.',
  'departure-time': 'You may discard a unit of yours from any arena. If you did, +4 build points for you this turn.',
  'destroyer-droid-p-series': 'When the Character battle step starts, if this unit is in the Character arena, pick one until the battle phase ends: +20 speed, or +2 power.\nShields 1.',
  'down-in-flames': 'Pay 4 Force → Your opponent discards a Speeder of theirs from the Ground arena, one you choose.',
  'droid-control-ship': 'While this unit is in the Space arena: +10 speed for each of your Droids.\nWhen this unit is discarded from the Space arena, it deals 1 damage to every Droid of yours, in all arenas.',
  'elan-sleazebaggano-a': 'While Elan is in the Character arena: each other Character of yours has +20 speed.\nWhen the battle phase ends, Elan deals 1 damage to each other Character of yours.',
  'go-to-the-temple': 'Pay 2 Force → Choose an arena and have any number of your units there retreat. (Only while no unit is attacking.)',
  'infantry-battle-droid-b1-series': 'When this unit leaves the Character arena by being discarded, you draw a card.',
  'jango-fett-c': 'During his attacks on a Jedi, Jango has +2 power.',
  'jawa-sandcrawler': '[tap] → Draw 2, then discard 2 of the cards in your hand. (Your build step only.)',
  'jedi-patrol': '[tap] → Draw 1, then discard 1 of the cards in your hand. (Your build step only.)',
  'kaminoan-guard': '+1 power for this unit while any arena holds at least one Clone.',
  'kit-fisto-a': 'Pay 2 Force → Evade 2.',
  'master-and-apprentice': 'Pay 3 Force → Choose up to 2 units of yours: each has +2 power until the battle phase ends.',
  'naboo-spaceport': 'Ion Cannon 4.',
  'nexu': 'While Nexu is in the Character arena: activated abilities of your opponent\'s units cost 1 Force more to use.',
  'nute-gunray-a': '[tap] → Your opponent chooses a card in their hand and discards it. (Your build step only.)',
  'obi-wan-kenobi-b': 'Pay 2 Force → For this attack, Obi-Wan has Critical Hit 2.\nPay 2 Force → Evade 2.\nPay 1 Force → Prevent 1 of the damage about to be dealt to Anakin Skywalker.',
  'padme-amidala-c': 'Put 1 damage counter on Padmé and have her retreat → Prevent all the damage about to be dealt to Padmé.',
  'poggle-the-lesser-a': '[tap] → Choose a unit of your opponent in the Character arena; unless your opponent pays 3 Force, tap it. (Only when Poggle would attack.)',
  'reek': '[tap] → Draw 1, then discard 1 of the cards in your hand. (Your build step only.)',
  'republic-assault-ship': 'Bombard 2.',
  'republic-cruiser': 'Shields 1.',
  'shaak-ti-a': 'Pay 1 Force → Evade 1.',
  'ship-arrival': 'Name a unit type (Space, Ground or Character). Turn over cards from the top of your deck until one is a unit of that type: take it into your hand and shuffle the rest of the turned-over cards into your deck.',
  'splinter-the-republic': 'You may find in your deck a card that shares its name with a unit of yours in an arena, reveal it and add it to your hand; shuffle your deck afterwards.',
  'strength-of-hate': 'Pay 2 Force → Choose a unit of yours: +3 power for this attack.',
  'subtle-assassination': 'Your opponent discards a unit of theirs from the Character arena: one you choose among those with power 3 or less.',
  'super-battle-droid-8ex': '+10 speed and +1 power for this unit while you have another Droid in any arena.',
  'trade-federation-battleship': 'Bombard 4.',
  'trade-federation-c-9979': '[tap] → Draw 1. (Your build step only.)',
  'tyranuss-gift': 'Pay 3 Force → For this attack, the attacking unit has -5 power.',
  'underworld-connections': 'See your opponent\'s hand; then your Force goes up by 1.',
  'wat-tambor-a': 'Triggered by the roll for build points while Wat is in the Character arena: the Light Side loses 1 of this turn\'s build points.',
  'watto-a': 'When the battle phase ends: if Watto is in the Character arena, one of your Droids, Speeders or Starfighters may lose 1 damage counter.',
  'weapon-response': 'Pay 1 Force → For this attack, the attacking unit has -2 power.',
  'wedding-of-destiny': 'You draw 3 cards and your Force goes up by 1.',
  'yoda-b': 'Pay 3 Force → Evade 4.\nPay 5 Force → Deflect 2.\n[tap] → +1 Force for you. (Your build step only.)',
  'zams-airspeeder-a': 'Critical Hit 3.',
  'anakin-skywalker-d': 'Pay 1 Force → Evade 1.',
  'bravo-n-1-starfighter': 'Critical Hit 1.',
  'chancellors-guard-squad': 'Critical Hit 2.',
  'commerce-guild-starship': 'Shields 1.',
  'corellian-star-shuttle': '[tap] → Draw 1. (Your build step only.)',
  'darth-tyranus-c': 'Pay 2 Force → Evade 2.',
  'elite-jedi-squad': 'Critical Hit 2.',
  'geonosian-fighter': 'Critical Hit 1.',
  'geonosian-squad': 'Critical Hit 3.',
  'hatch-a-clone': 'Choose up to 2 Ground unit cards in your discard pile; they go back to your hand.',
  'heros-dodge': 'Pay 1 Force → Choose a Character of yours: prevent up to 2 damage to it.',
  'high-force-dodge': 'Pay 5 Force → Choose a unit of yours: prevent up to 5 damage to it.',
  'hyperdrive-ring': '+2 power for this unit while you have a Starfighter in the Space arena.',
  'intergalactic-banking-clan-starship': 'Shields 1.',
  'jango-fett-d': 'Critical Hit 1.',
  'knockdown': 'Pay 4 Force → A Character of your choice that is untapped becomes tapped.',
  'lost-in-the-asteroids': 'For the rest of the turn, damage from Space units is prevented. (Only before any unit in the Space arena has attacked.)',
  'lull-in-the-fighting': 'For the rest of the turn, damage from Characters is prevented. (Only before any unit in the Character arena has attacked.)',
  'mending': 'Take up to 4 damage counters off a Character of yours; your Force goes up by 1.',
  'obi-wan-kenobi-c': 'Pay 2 Force → Evade 2.',
  'padawans-deflection': 'Pay 3 Force → Prevent 1 damage to a unit of yours. That unit may then deal the amount prevented to a unit of your choice in its arena.',
  'peace-on-naboo': 'For the rest of the turn, damage from Ground units is prevented. (Only before any unit in the Ground arena has attacked.)',
  'pilots-dodge': 'Pay 2 Force → Choose a Space or Ground unit of yours: prevent up to 2 damage to it.',
  'recon-speeder': 'Shields 1.',
  'repulsorlift-malfunction': 'Pay 5 Force → A Ground unit of your choice that is untapped becomes tapped.',
  'return-to-spaceport': 'Take up to 4 damage counters off a Ground unit of yours.',
  'slumming-on-coruscant': 'See your opponent\'s hand. If there are Battle or Mission cards in it, choose one: your opponent discards it.',
  'sonic-shockwave': 'Pay 5 Force → A Space unit of your choice that is untapped becomes tapped.',
  'speeder-bike-squadron': 'Shields 1.',
  'starship-refit': 'Take up to 4 damage counters off a Space unit of yours.',
  'surge-of-power': 'Pay 1 Force → Choose a unit of yours: +2 power for this attack.',
  'take-the-initiative': 'Choose up to 2 Space unit cards in your discard pile; they go back to your hand.',
  'target-locked': 'Pay 2 Force → Choose a unit of yours: Critical Hit 2 for this attack.',
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
