// Helpers for the tests of damage-prevention cards (Evade, Deflect,
// "prevent"): an attack in the Character arena whose damage opens the
// prevent window (TCG-PLAY-4c), and the damage the attack rolled (its log).
#pragma once
#include <string>
#include "../tcg_fixture.h"

namespace tcgt {

// The damage of the last attack roll ("2 hits, 3 damage."), -1 if none yet.
inline int rolled_damage(const Table& t) {
  int d = -1;
  for (const json& e : t.log_entries()) {
    if (e["type"] != "hits") continue;
    const std::string s = e["text"].get<std::string>();
    const size_t at = s.find(", ");
    if (at != std::string::npos) d = std::stoi(s.substr(at + 2));
  }
  return d;
}

// A battle in the Character arena: the Dark Side's `ds` units against the
// Light Side's `ls` ones (keys, or {card, tapped, damage} objects), with
// hands and Force.
inline json character_battle(json ds, json ls, json ds_hand = json::array(), int ds_force = 0, json ls_hand = json::array(),
                             int ls_force = 0) {
  json d = {{"arenas", ds}, {"hand", ds_hand}, {"force", ds_force}, {"deck", {"geonosian-guard"}}};
  json l = {{"arenas", ls}, {"hand", ls_hand}, {"force", ls_force}, {"deck", {"clone-squad"}}};
  return {{"seats", {d, l}}, {"start", "battle"}, {"arena", "character"}};
}

// `seat`'s attacker (the attack waiting for its target) attacks the unit
// whose id starts with `target`; every general window on the way passes.
// Returns once the dice are rolled and a seat must decide (the prevent
// window, or whatever comes after the attack).
inline void attack(Table& t, int seat, const std::string& target) {
  t.act(seat, "target:" + target);
  while (rolled_damage(t) < 0 && t.step() == "window") t.act(t.to_act()[0], "pass");
}

inline int force(const Table& t, int seat) { return t.player(seat)["force"].get<int>(); }

// The id of ability `ability` of the seat's Character `key` ("use:yoda-a.4.2").
inline std::string use_id(const Table& t, int seat, const std::string& key, int ability) {
  return "use:" + id_of(t.arena(seat, "Character"), key) + "." + std::to_string(ability);
}


}  // namespace tcgt

namespace tcgt {

// "Pay `cost` Force → Evade `x`" of the Character `key` (named `name`) of
// the side in `seat` (TCG-KW-1, TCG-KW-5, TCG-PLAY-4c, TCG-ABIL-5,
// TCG-FORCE-3): attacked by a strong unit of the other side (the unit is
// tapped so it does not attack first; a slow unit of its side attacks
// next, so the turn waits there). With cost + 1 Force: offered in the prevent
// window, paid once, up to x of the damage prevented. With cost - 1 Force:
// not offered, the damage placed in full. Both "more than x" and "x or
// less" damage are seen. `ability`: its index when the card has several.
inline void check_evade(int seat, const std::string& key, const std::string& name, int cost, int x, int ability = -1) {
  const bool light = seat == LS;
  const json unit = {{"card", key}, {"tapped", true}};
  const json attacker = light ? json("darth-tyranus-a") : json("obi-wan-kenobi-a");  // 7 and 6 dice
  const json holder = light ? json("clone-warrior-5-373") : json("geonosian-guard");
  auto setup = [&](int f) {
    json mine = {unit, holder}, theirs = {attacker};
    return light ? character_battle(theirs, mine, json::array(), 0, json::array(), f)
                 : character_battle(mine, theirs, json::array(), f, json::array(), 0);
  };
  const std::string akey = attacker.get<std::string>();
  bool saw_more = false, saw_less = false;
  for (uint64_t seed = 1; seed <= 80 && !(saw_more && saw_less); ++seed) {
    Table t(setup(cost + 1), json::object(), seed);
    if (!light)  // the attacker is the fastest: it attacks first
      REQUIRE(t.view()["attack"]["attacker"].get<std::string>().rfind(akey, 0) == 0);
    attack(t, light ? DS : LS, key);
    const int dmg = rolled_damage(t);
    if (dmg <= 0) continue;
    INFO("seed " << seed << ", damage " << dmg);
    REQUIRE(t.step() == "window");
    REQUIRE(t.to_act() == std::vector<int>{seat});
    CHECK(t.unit(seat, "Character", name)["damage"] == 0);  // no counters before the window closes (TCG-DMG-4)
    const std::string use = ability < 0 ? "use:" + key : use_id(t, seat, key, ability);
    t.act(seat, use);
    CHECK(force(t, seat) == 1);  // paid once (TCG-ABIL-5)
    CHECK_FALSE(t.offers(seat, use));
    // (another of its abilities may still be usable: pass)
    while (t.step() == "window" && t.to_act() == std::vector<int>{seat}) {
      CHECK_FALSE(t.offers(seat, use));
      t.act(seat, "pass");
    }
    const json u = t.unit(seat, "Character", name);
    if (u.is_object()) CHECK(u["damage"] == std::max(0, dmg - x));
    else CHECK(dmg - x >= 1);  // discarded at its health (TCG-DMG-3)
    (dmg > x ? saw_more : saw_less) = true;
  }
  CHECK(saw_more);
  CHECK(saw_less);
  // Short of Force: not offered, the damage is placed in full.
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    Table t(setup(cost - 1), json::object(), seed);
    attack(t, light ? DS : LS, key);
    const int dmg = rolled_damage(t);
    const std::string use = ability < 0 ? "use:" + key : use_id(t, seat, key, ability);
    CHECK_FALSE(t.offers(seat, use));
    // (another of its abilities may still be usable: pass)
    while (t.step() == "window" && rolled_damage(t) == dmg && t.unit(seat, "Character", name).is_object() &&
           t.unit(seat, "Character", name)["damage"] == 0 && t.to_act() == std::vector<int>{seat}) {
      CHECK_FALSE(t.offers(seat, use));
      t.act(seat, "pass");
    }
    CHECK(force(t, seat) == cost - 1);
    const json u = t.unit(seat, "Character", name);
    if (u.is_object()) CHECK(u["damage"] == std::max(0, dmg));
  }
}

}  // namespace tcgt

namespace tcgt {

// Where in the log a line containing `needle` first is (-1: nowhere).
inline int log_index(const Table& t, const std::string& needle) {
  const std::vector<json> log = t.log_entries();
  for (size_t i = 0; i < log.size(); ++i)
    if (log[i]["text"].get<std::string>().find(needle) != std::string::npos) return static_cast<int>(i);
  return -1;
}

// "Pay `cost` Force → Deflect `x`" (ability `ability`) of the Character
// `key` (`label` = its name and version) of the side in `seat` (TCG-KW-4,
// TCG-PLAY-6, OQ-TCG-22): attacked as in check_evade, with exactly `cost`
// Force. It prevents x (all when less); the controller may have the unit
// deal that much to another unit of the arena on either side - offered: the
// attacker and the unit's own holder, not itself - or not. That damage
// waits: the unit's own counters are placed first (the log's order).
inline void check_deflect(int seat, const std::string& key, const std::string& label, int ability, int cost, int x) {
  const bool light = seat == LS;
  const std::string akey = light ? "darth-tyranus-a" : "clone-warrior-4-163";
  const std::string alabel = light ? "Darth Tyranus (A)" : "Clone Warrior 4/163";
  const std::string hkey = light ? "clone-warrior-5-373" : "geonosian-guard";
  const json unit = {{"card", key}, {"tapped", true}};
  auto setup = [&](int f) {
    json mine = {unit, hkey}, theirs = {akey};
    return light ? character_battle(theirs, mine, json::array(), 0, json::array(), f)
                 : character_battle(mine, theirs, json::array(), f, json::array(), 0);
  };
  int redirected = 0, declined = 0;
  for (uint64_t seed = 1; seed <= 60 && (redirected < 2 || declined < 1); ++seed) {
    Table t(setup(cost), json::object(), seed);
    attack(t, light ? DS : LS, key);
    const int dmg = rolled_damage(t);
    if (dmg <= 0) continue;
    INFO("seed " << seed << ", damage " << dmg);
    REQUIRE(t.step() == "window");
    REQUIRE(t.to_act() == std::vector<int>{seat});
    t.act(seat, use_id(t, seat, key, ability));
    CHECK(force(t, seat) == 0);
    const int p = std::min(x, dmg);
    CHECK(t.offers(seat, "target:" + akey));
    CHECK(t.offers(seat, "target:" + hkey));
    CHECK_FALSE(t.offers(seat, "target:" + key));
    CHECK(t.offers(seat, "pass"));
    const bool redirect = declined > 0;
    t.act(seat, redirect ? "target:" + akey : "pass");
    const int opp = light ? DS : LS;
    const json u = t.unit(seat, "Character", label.substr(0, label.find(" (")));
    if (u.is_object()) CHECK(u["damage"] == dmg - p);
    const json a = t.arena(opp, "Character")[0];
    CHECK(a["damage"] == (redirect ? p : 0));
    if (redirect) {
      const int mine = log_index(t, label + " takes"), theirs = log_index(t, alabel + " takes " + std::to_string(p) + " damage");
      CHECK(theirs >= 0);
      if (dmg > p) CHECK((mine >= 0 && mine < theirs));  // its counters first (TCG-PLAY-6)
      ++redirected;
    } else {
      ++declined;
    }
  }
  CHECK(redirected == 2);
  CHECK(declined == 1);
}

}  // namespace tcgt

namespace tcgt {

// The dice of the last attack roll in the log (empty if none).
inline std::vector<int> rolled_dice(const Table& t) {
  std::vector<int> dice;
  for (const json& e : t.log_entries())
    if (e["type"] == "roll" && e["data"].contains("dice") && !e["data"].contains("buildPoints")) dice = e["data"]["dice"].get<std::vector<int>>();
  return dice;
}

// "Pay `cost` Force → For this attack, <unit> has Critical Hit `crit`"
// (ability `ability`) of the Character `key` of the side in `seat`
// (TCG-ABIL-6, TCG-KW-3, OQ-TCG-21): it attacks a sturdy tapped unit, is
// used in the general window after the target, and a roll with a natural
// six deals `crit` more damage; without it (the ability not used), none.
inline void check_crit_this_attack(int seat, const std::string& key, int ability, int cost, int crit) {
  const bool light = seat == LS;
  const json target = {{"card", light ? "darth-tyranus-a" : "obi-wan-kenobi-a"}, {"tapped", true}};
  const std::string tkey = target["card"].get<std::string>();
  bool six_used = false, six_unused = false;
  for (uint64_t seed = 1; seed <= 80 && !(six_used && six_unused); ++seed) {
    for (bool use : {true, false}) {
      json mine = {key, light ? "naboo-security-guard" : "geonosian-guard"}, theirs = {target};  // a slower unit holds the turn
      Table t(light ? character_battle(theirs, mine, json::array(), 0, json::array(), cost)
                    : character_battle(mine, theirs, json::array(), cost, json::array(), 0),
              json::object(), seed);
      t.act(seat, "target:" + tkey);
      REQUIRE(t.step() == "window");  // the general window after the target: it is usable
      if (use) {
        t.act(seat, use_id(t, seat, key, ability));
        CHECK(force(t, seat) == 0);
      }
      while (rolled_damage(t) < 0) t.act(t.to_act()[0], "pass");
      int hits = 0;
      bool six = false;
      for (int d : rolled_dice(t)) hits += d >= 4, six = six || d == 6;
      CHECK(rolled_damage(t) == hits + (use && six ? crit : 0));
      if (six) (use ? six_used : six_unused) = true;
    }
  }
  CHECK(six_used);
  CHECK(six_unused);
}

}  // namespace tcgt

namespace tcgt {

// A battle in `arena` ("space", "ground", "character"): a strong Dark Side
// unit attacks a tapped Light Side unit (`target()`); a slower Light Side
// unit holds the turn; the Light Side has `hand` and `ls_force` Force.
struct PreventArena {
  std::string arena, view_arena, attacker, target, target_name, holder;
};
inline PreventArena prevent_arena(const std::string& arena) {
  if (arena == "space") return {arena, "Space", "techno-union-starship", "naboo-cruiser", "Naboo Cruiser", "naboo-royal-starship"};
  if (arena == "ground")
    return {arena, "Ground", "commerce-guild-droid-81", "republic-attack-gunship-uh-478", "Republic Attack Gunship UH-478", "clone-squad"};
  return {arena, "Character", "darth-tyranus-a", "clone-warrior-4-163", "Clone Warrior 4/163", "clone-warrior-5-373"};
}
inline json prevent_setup(const PreventArena& a, json hand, int ls_force) {
  json ds = {{"arenas", {a.attacker}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {json{{"card", a.target}, {"tapped", true}}, a.holder}}, {"hand", hand}, {"force", ls_force},
             {"deck", {"clone-squad"}}};
  return {{"seats", {ds, ls}}, {"start", "battle"}, {"arena", a.arena}};
}

// A Light Side Battle card "Pay `cost` Force → Choose a unit of yours
// [in `arena`]: prevent up to `x` damage to it" (TCG-PLAY-2, TCG-PLAY-4c,
// TCG-FORCE-3): played from hand in the prevent window of damage to the
// unit, paid, discarded; the unit takes the damage less x. Not offered
// without the Force.
inline void check_prevent_card(const std::string& arena, const std::string& key, const std::string& name, int cost, int x) {
  const PreventArena a = prevent_arena(arena);
  bool saw_more = false, saw_less = false;
  for (uint64_t seed = 1; seed <= 80 && !(saw_more && saw_less); ++seed) {
    Table t(prevent_setup(a, {key}, cost), json::object(), seed);
    attack(t, DS, a.target);
    const int dmg = rolled_damage(t);
    if (dmg <= 0) continue;
    INFO("seed " << seed << ", damage " << dmg);
    REQUIRE(t.step() == "window");
    REQUIRE(t.to_act() == std::vector<int>{LS});
    t.act(LS, "use:" + key);
    CHECK(force(t, LS) == 0);
    CHECK(t.discard(LS) == std::vector<std::string>{name});
    const json u = t.unit(LS, a.view_arena.c_str(), a.target_name);
    if (u.is_object()) CHECK(u["damage"] == std::max(0, dmg - x));
    else CHECK(dmg - x > 0);
    (dmg > x ? saw_more : saw_less) = true;
  }
  CHECK(saw_more);
  CHECK(saw_less);
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Table t(prevent_setup(a, {key}, cost - 1), json::object(), seed);
    attack(t, DS, a.target);
    CHECK_FALSE(t.offers(LS, "use:" + key));
    CHECK(t.hand(LS) == std::vector<std::string>{name});
  }
}

// The card is not offered for damage to a Light Side unit of `arena` (its
// "choose a ... of yours" excludes it).
inline void check_prevent_card_not_for(const std::string& arena, const std::string& key, int pool) {
  const PreventArena a = prevent_arena(arena);
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Table t(prevent_setup(a, {key}, pool), json::object(), seed);
    attack(t, DS, a.target);
    CHECK_FALSE(t.offers(LS, "use:" + key));
    CHECK(force(t, LS) == pool);
  }
}

}  // namespace tcgt

namespace tcgt {

// A Light Side Battle card "Pay `cost` Force → Prevent [up to] `x` damage to
// a unit of yours. That unit may then deal the amount prevented to a unit of
// your choice in its arena." (TCG-PLAY-2, TCG-PLAY-4c, TCG-PLAY-6,
// TCG-KW-4): in the Character arena, Darth Tyranus (A) attacks a Clone
// Warrior; the card prevents min(x, damage); the Warrior may deal that much
// to Tyranus or to the other Clone Warrior (not itself), after its own
// counters; or to nobody.
inline void check_deflection_card(const std::string& key, const std::string& name, int cost, int x) {
  const PreventArena a = prevent_arena("character");
  int redirected = 0, declined = 0;
  for (uint64_t seed = 1; seed <= 60 && (redirected < 2 || declined < 1); ++seed) {
    Table t(prevent_setup(a, {key}, cost), json::object(), seed);
    attack(t, DS, a.target);
    const int dmg = rolled_damage(t);
    if (dmg <= 0) continue;
    INFO("seed " << seed << ", damage " << dmg);
    REQUIRE(t.to_act() == std::vector<int>{LS});
    t.act(LS, "use:" + key);
    CHECK(force(t, LS) == 0);
    CHECK(t.discard(LS) == std::vector<std::string>{name});
    const int p = std::min(x, dmg);
    CHECK(t.offers(LS, "target:" + a.attacker));
    CHECK(t.offers(LS, "target:" + a.holder));
    CHECK_FALSE(t.offers(LS, "target:" + a.target));
    const bool redirect = declined > 0;
    t.act(LS, redirect ? "target:" + a.attacker : "pass");
    const json u = t.unit(LS, "Character", a.target_name);
    if (u.is_object()) CHECK(u["damage"] == dmg - p);
    CHECK(t.arena(DS, "Character")[0]["damage"] == (redirect ? p : 0));
    if (redirect) {
      const int mine = log_index(t, a.target_name + " takes"), theirs = log_index(t, "Darth Tyranus (A) takes");
      CHECK(theirs >= 0);
      if (dmg > p) CHECK((mine >= 0 && mine < theirs));  // the Warrior's counters first (TCG-PLAY-6)
      ++redirected;
    } else {
      ++declined;
    }
  }
  CHECK(redirected == 2);
  CHECK(declined == 1);
  for (uint64_t seed = 1; seed <= 5; ++seed) {  // short of Force: not offered
    Table t(prevent_setup(a, {key}, cost - 1), json::object(), seed);
    attack(t, DS, a.target);
    CHECK_FALSE(t.offers(LS, "use:" + key));
  }
}

}  // namespace tcgt

namespace tcgt {

// A Battle card "For the rest of the turn, damage from <units of arena> is
// prevented. (Only before any unit in the <arena> arena has attacked.)"
// (TCG-PLAY-3, TCG-DMG-1, TCG-ABIL-13): played in the first window of the
// arena's battle, no cost; then an attack there deals no damage (to either
// side). Not offered once a unit of the arena has attacked. `other`: an
// arena whose damage it does not prevent (played there, damage is placed).
inline void check_rest_of_turn(const std::string& arena, const std::string& other, const std::string& key, const std::string& name) {
  const PreventArena a = prevent_arena(arena);
  int seen = 0;
  for (uint64_t seed = 1; seed <= 20 && seen < 3; ++seed) {
    Table t(prevent_setup(a, {key}, 0), json::object(), seed);
    REQUIRE(t.step() == "window");  // the battle's first window: the Light Side may play it
    REQUIRE(t.to_act() == std::vector<int>{LS});
    t.act(LS, "use:" + key);
    CHECK(t.discard(LS) == std::vector<std::string>{name});
    attack(t, DS, a.target);
    const int dmg = rolled_damage(t);
    if (dmg <= 0) continue;
    INFO("seed " << seed << ", damage " << dmg);
    CHECK(t.unit(LS, a.view_arena.c_str(), a.target_name)["damage"] == 0);
    CHECK(t.logged("The damage to " + a.target_name + " is prevented."));
    ++seen;
    // The Light Side's unit of that arena attacks next: its damage is prevented too.
    t.act(LS, "target:" + a.attacker);
    while (rolled_damage(t) == dmg && t.step() == "window") t.act(t.to_act()[0], "pass");
    CHECK(t.arena(DS, a.view_arena.c_str())[0]["damage"] == 0);
  }
  CHECK(seen == 3);
  {  // once a unit of the arena has attacked: no longer offered
    Table t(prevent_setup(a, {key}, 0), json::object(), 1);
    t.act(LS, "pass");
    attack(t, DS, a.target);
    if (t.step() == "window") CHECK_FALSE(t.offers(LS, "use:" + key));
    CHECK((t.step() == "window" || t.offers(LS, "target:")));  // the holder's attack: no window opened for it
    CHECK_FALSE(t.offers(LS, "use:" + key));
  }
  // Played in another arena's battle: that arena's damage is placed.
  const PreventArena o = prevent_arena(other);
  bool placed = false;
  for (uint64_t seed = 1; seed <= 20 && !placed; ++seed) {
    Table t(prevent_setup(o, {key}, 0), json::object(), seed);
    if (t.offers(LS, "use:" + key)) t.act(LS, "use:" + key);
    attack(t, DS, o.target);
    const int dmg = rolled_damage(t);
    if (dmg <= 0) continue;
    const json u = t.unit(LS, o.view_arena.c_str(), o.target_name);
    CHECK((u.is_null() || u["damage"] == dmg));
    placed = true;
  }
  CHECK(placed);
}

}  // namespace tcgt

namespace tcgt {

// The Light Side's `defender` retreated after the attack roll of 3 hits
// (TCG-RETREAT-4: a setup's attack with dice, docs/api.md): Geonosian
// Warrior in the Character battle, or Commerce Guild Droid 81 in the Ground
// battle when the defender is a Ground unit. The Light Side holds `hand`
// and `force` Force. The prevent window of those 3 damage follows.
inline json retreated_after_roll(const std::string& defender, bool ground, json hand, int force) {
  const std::string attacker = ground ? "commerce-guild-droid-81" : "geonosian-warrior";
  json ds = {{"arenas", {attacker}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {ground ? "clone-squad" : "naboo-security-guard"}},
             {"build", json::array({{{"card", defender}, {"retreated", true}}})},
             {"hand", hand},
             {"force", force},
             {"deck", {"clone-squad"}}};
  return {{"seats", {ds, ls}},
          {"start", "battle"},
          {"arena", ground ? "ground" : "character"},
          {"attack", {{"attacker", attacker}, {"defender", defender}, {"dice", {5, 5, 5}}}}};
}

// The damage counters on the seat's retreated unit `key` (-1: not there).
inline int retreated_damage(const Table& t, int seat, const std::string& key) {
  const json build = t.player(seat)["build"];  // a copy: the view is a temporary
  for (const json& b : build)
    if (b.contains("retreated") && b["retreated"] == true && b["key"] == key) return b["damage"].get<int>();
  return -1;
}

// A Light Side prevent Battle card "Pay `cost` Force → Choose a ... unit of
// yours: prevent up to `x` damage to it" (docs/rulings.md, TCG-ABIL-2): the
// unit `defender` (a Ground unit when `ground`) retreated after the roll of
// 3 damage; the card is offered in the prevent window, paid, discarded, and
// 3 - x counters are placed in the build zone.
inline void check_prevent_card_retreated(const std::string& key, const std::string& name, int cost, int x,
                                         const std::string& defender, bool ground = false) {
  Table t(retreated_after_roll(defender, ground, {key}, cost));
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(retreated_damage(t, LS, defender) == 0);
  t.act(LS, "use:" + key);
  CHECK(force(t, LS) == 0);
  CHECK(t.discard(LS) == std::vector<std::string>{name});
  CHECK(retreated_damage(t, LS, defender) == std::max(0, 3 - x));
}

}  // namespace tcgt
