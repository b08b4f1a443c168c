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

}  // namespace tcgt

namespace tcgt {

// "Pay `cost` Force → Evade `x`" of the Character `key` (named `name`) of
// the side in `seat` (TCG-KW-1, TCG-KW-5, TCG-PLAY-4c, TCG-ABIL-5,
// TCG-FORCE-3): attacked by a strong unit of the other side (the unit is
// tapped so it does not attack first; a slow unit of its side attacks
// next, so the turn waits there). With cost + 1 Force: offered in the prevent
// window, paid once, up to x of the damage prevented. With cost - 1 Force:
// not offered, the damage placed in full. Both "more than x" and "x or
// less" damage are seen.
inline void check_evade(int seat, const std::string& key, const std::string& name, int cost, int x) {
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
    t.act(seat, "use:" + key);
    CHECK(force(t, seat) == 1);  // paid once (TCG-ABIL-5)
    CHECK_FALSE(t.offers(seat, "use:" + key));
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
    CHECK_FALSE(t.offers(seat, "use:" + key));
    CHECK(force(t, seat) == cost - 1);
    const json u = t.unit(seat, "Character", name);
    if (u.is_object()) CHECK(u["damage"] == std::max(0, dmg));
  }
}

}  // namespace tcgt
