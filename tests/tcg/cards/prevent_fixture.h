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
